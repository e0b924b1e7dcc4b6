import { t } from '@shop/ui/i18n';
import { Loader } from '@shop/ui/loader';
import { TEXTS } from '../../src/config/constants';
import { publicCacheHeaders } from '../lib/cache';
import { pageTitle } from '../lib/meta';
import { useShopRuntime } from '../lib/shop-runtime';
import { useSection } from '../../src/features/customer-data/hooks';
import type { Route } from './+types/account';

export function headers() {
  return publicCacheHeaders;
}

export function meta(_: Route.MetaArgs) {
  return [{ title: pageTitle('My Account') }, { name: 'robots', content: 'noindex' }];
}

/** /customer/account: the signed-in customer's overview, from the customer section. */
export default function AccountPage() {
  const { settings } = useShopRuntime();
  const customer = useSection('customer');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">My Account</h1>
      <div className="relative min-h-[12rem]">
        {customer === undefined ? <Loader active text={TEXTS.loading} /> : null}
        {customer && !customer.firstname ? (
          <p className="text-lg">
            Please{' '}
            <a href={settings.customerLoginUrl} className="font-semibold text-brand-700 underline underline-offset-4">
              sign in
            </a>{' '}
            to see your account.
          </p>
        ) : null}
        {customer?.firstname ? (
          <section aria-labelledby="account-contact" className="flex max-w-xl flex-col gap-3 rounded-lg border border-neutral-200 p-6">
            <p className="text-lg font-semibold">{t('Greetings, %1', customer.firstname)}</p>
            <h2 id="account-contact" className="text-xl font-bold">
              Contact Information
            </h2>
            <p>{customer.fullname ?? customer.firstname}</p>
            <p className="flex gap-4">
              <a href={settings.cartUrl} className="font-semibold text-brand-700 underline underline-offset-4">
                View your cart
              </a>
              <a href={settings.logoutUrl} className="font-semibold text-brand-700 underline underline-offset-4">
                Sign Out
              </a>
            </p>
          </section>
        ) : null}
      </div>
    </div>
  );
}
