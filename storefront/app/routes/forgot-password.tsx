import { t } from '@shop/ui/i18n';
import { deferredWidget } from '../lib/deferred-widget';
import { publicCacheHeaders } from '../lib/cache';
import { pageTitle } from '../lib/meta';
import type { Route } from './+types/forgot-password';

// The form hydrates from its own chunk; the server renders it in place.
// A deferred widget, hydrated in place: what is typed before its code comes is kept (`deferredWidget`).
const ForgotPasswordPageForm = deferredWidget(() => import('../components/forgot-password-page-form').then((module) => module.ForgotPasswordPageForm), { fallback: <div className="min-h-[14rem]" /> });

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
      <ForgotPasswordPageForm />
    </div>
  );
}
