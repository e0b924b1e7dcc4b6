import { lazy, Suspense } from 'react';
import { t } from '@shop/ui/i18n';
import { publicCacheHeaders } from '../lib/cache';
import { pageTitle } from '../lib/meta';
import type { Route } from './+types/register';

const RegisterPageForm = lazy(() => import('../components/register-page-form').then((module) => ({ default: module.RegisterPageForm })));

export function headers() {
  return publicCacheHeaders;
}

export function meta(_: Route.MetaArgs) {
  return [{ title: pageTitle(t('Create New Customer Account')) }];
}

/** /customer/account/create: the registration form. */
export default function RegisterPage() {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{t('Create New Customer Account')}</h1>
      <Suspense fallback={<div className="min-h-[30rem]" />}>
        <RegisterPageForm />
      </Suspense>
    </div>
  );
}
