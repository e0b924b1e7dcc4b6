import { Button } from '@shop/ui/button';
import { t } from '@shop/ui/i18n';
import { deferredWidget } from '../lib/deferred-widget';
import { publicCacheHeaders } from '../lib/cache';
import { pageTitle } from '../lib/meta';
import { useShopRuntime } from '../lib/shop-runtime';
import type { Route } from './+types/login';

// The form (react-hook-form, the validation rules) hydrates from its own chunk; the server renders it in place.
// A deferred widget, hydrated in place: what is typed before its code comes is kept (`deferredWidget`).
const LoginPageForm = deferredWidget(() => import('../components/login-page-form').then((module) => module.LoginPageForm), { fallback: <div className="min-h-[16rem]" /> });

export function headers() {
  return publicCacheHeaders;
}

export function meta(_: Route.MetaArgs) {
  return [{ title: pageTitle(t('Customer Login')) }];
}

/** /customer/account/login: registered customers sign in; new ones are pointed to registration. */
export default function LoginPage() {
  const { settings } = useShopRuntime();
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold">{t('Customer Login')}</h1>
      <div className="grid gap-10 md:grid-cols-2">
        <section aria-labelledby="login-registered" className="flex flex-col gap-4">
          <h2 id="login-registered" className="text-xl font-bold">
            {t('Registered Customers')}
          </h2>
          <p className="text-neutral-700">{t('If you have an account, sign in with your email address.')}</p>
          <LoginPageForm />
        </section>
        <section aria-labelledby="login-new" className="flex flex-col gap-4 md:border-s md:border-neutral-200 md:ps-10">
          <h2 id="login-new" className="text-xl font-bold">
            {t('New Customers')}
          </h2>
          <p className="text-neutral-700">{t('Creating an account has many benefits: check out faster, keep more than one address, track orders and more.')}</p>
          <Button asChild variant="secondary" className="self-start">
            <a href={settings.registerUrl}>{t('Create an Account')}</a>
          </Button>
        </section>
      </div>
    </div>
  );
}
