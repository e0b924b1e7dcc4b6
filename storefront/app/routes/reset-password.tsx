import { useSearchParams } from 'react-router';
import { t } from '@shop/ui/i18n';
import { deferredWidget } from '../lib/deferred-widget';
import { noindexMeta } from '../lib/meta';
import { useShopRuntime } from '../lib/shop-runtime';
import type { Route } from './+types/reset-password';

// The form hydrates from its own chunk; the server renders it in place.
// A deferred widget, hydrated in place: what is typed before its code comes is kept (`deferredWidget`).
const ResetPasswordPageForm = deferredWidget(() => import('../components/reset-password-page-form').then((module) => module.ResetPasswordPageForm), { fallback: <div className="min-h-[20rem]" /> });

/**
 * The page reads no session, but its address carries a reset token: no cache keeps it and no
 * link on it hands the address to another site.
 */
export function headers() {
  return { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
}

export function meta(_: Route.MetaArgs) {
  return [...noindexMeta(t('Set a New Password')), { name: 'referrer', content: 'no-referrer' }];
}

/** /customer/account/createPassword/?token=…: the e-mailed reset link's form; the token is checked when the form is posted. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const { settings } = useShopRuntime();
  const token = searchParams.get('token')?.trim() ?? '';
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{t('Set a New Password')}</h1>
      {token ? (
        <ResetPasswordPageForm token={token} />
      ) : (
        <div className="flex max-w-md flex-col gap-4">
          <p role="alert" className="rounded-md bg-danger-50 px-4 py-3 text-sm text-danger-700">
            {t('This page needs the link from your password reset email.')}
          </p>
          <a href={settings.forgotPasswordUrl} className="self-start text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
            {t('Request a new password reset link')}
          </a>
        </div>
      )}
    </div>
  );
}
