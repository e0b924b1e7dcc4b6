import { lazy, Suspense } from 'react';
import { t } from '@shop/ui/i18n';
import { publicCacheHeaders } from '../lib/cache';
import { pageTitle } from '../lib/meta';
import type { Route } from './+types/forgot-password';

const ForgotPasswordPageForm = lazy(() => import('../components/forgot-password-page-form').then((module) => ({ default: module.ForgotPasswordPageForm })));

export function headers() {
  return publicCacheHeaders;
}

export function meta(_: Route.MetaArgs) {
  return [{ title: pageTitle(t('Forgot Your Password?')) }];
}

/** /customer/account/forgotpassword: asks for a password reset e-mail. */
export default function ForgotPasswordPage() {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{t('Forgot Your Password?')}</h1>
      <Suspense fallback={<div className="min-h-[14rem]" />}>
        <ForgotPasswordPageForm />
      </Suspense>
    </div>
  );
}
