import { t } from '@shop/ui/i18n';
import { deferredWidget } from '../lib/deferred-widget';
import { publicCacheHeaders } from '../lib/cache';
import { pageTitle } from '../lib/meta';
import type { Route } from './+types/register';

// The form hydrates from its own chunk; the server renders it in place.
// A deferred widget, hydrated in place: what is typed before its code comes is kept (`deferredWidget`).
const RegisterPageForm = deferredWidget(() => import('../components/register-page-form').then((module) => module.RegisterPageForm), { fallback: <div className="min-h-[30rem]" /> });

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
      <RegisterPageForm />
    </div>
  );
}
