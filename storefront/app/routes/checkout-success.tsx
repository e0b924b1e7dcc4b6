import { lazy, Suspense, useMemo } from 'react';
import { Loader } from '@shop/ui/loader';
import { TEXTS } from '../../src/config/constants';
import { CHECKOUT_TEXTS } from '../../src/features/checkout/texts';
import { publicCacheHeaders } from '../lib/cache';
import { noindexMeta } from '../lib/meta';
import { useShopRuntime } from '../lib/shop-runtime';
import type { Route } from './+types/checkout-success';

// The order and the account offer (with the password rules) load after hydration, on this page only.
const CheckoutSuccessPage = lazy(() => import('../../src/features/checkout/components/checkout-pages').then((module) => ({ default: module.CheckoutSuccessPage })));

// The shell is the same for everyone (public); the order comes from the last-order call after hydration.
export function headers() {
  return publicCacheHeaders;
}

export function meta(_: Route.MetaArgs) {
  return noindexMeta('Success Page');
}

/**
 * /checkout/onepage/success: the thanks and the order number of the order this session just
 * placed; a guest may turn the order into an account. Without an order, it says so.
 */
export default function CheckoutSuccessRoute() {
  const runtime = useShopRuntime();
  const { settings } = runtime;
  const http = useMemo(() => async () => (await runtime.services()).http, [runtime]);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{CHECKOUT_TEXTS.thankYou}</h1>
      <Suspense
        fallback={
          <div className="relative min-h-[14rem]" data-slot="checkout-success-page" data-state="loading">
            <Loader active text={TEXTS.loading} />
          </div>
        }
      >
        <CheckoutSuccessPage
          http={http}
          passwordRules={settings.customerPassword}
          onOrder={(order) => void runtime.services().then((services) => services.analytics.orderPlaced(order))}
        />
      </Suspense>
    </div>
  );
}
