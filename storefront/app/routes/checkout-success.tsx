import { lazy, Suspense, useMemo } from 'react';
import { accountContext } from '../../server/context';
import { CHECKOUT_TEXTS } from '../../src/features/checkout/texts';
import { t } from '@shop/ui/i18n';
import { noindexMeta } from '../lib/meta';
import { useShopRuntime } from '../lib/shop-runtime';
import type { Route } from './+types/checkout-success';

// The order and the account offer (with the password rules): the server renders them into the page;
// the browser loads their module on this page only and hydrates them once it is there.
const CheckoutSuccessPage = lazy(() => import('../../src/features/checkout/components/checkout-success-page').then((module) => ({ default: module.CheckoutSuccessPage })));

/** The page holds the order of the session that placed it: never stored by a browser or a shared cache. */
const PRIVATE = { 'Cache-Control': 'private, no-store, max-age=0' } as const;

/** The order this session just placed, read through its owner (the session), as Magento renders it with the page. */
export async function loader({ context }: Route.LoaderArgs) {
  const access = context.get(accountContext);
  return { order: access ? await access.lastOrder() : null };
}

export function headers() {
  return PRIVATE;
}

export function meta(_: Route.MetaArgs) {
  return noindexMeta(t('Success Page'));
}

/**
 * /checkout/onepage/success: the thanks and the order number of the order this session just
 * placed; a guest may turn the order into an account. Without an order, it says so.
 */
export default function CheckoutSuccessRoute({ loaderData }: Route.ComponentProps) {
  const runtime = useShopRuntime();
  const { settings } = runtime;
  const http = useMemo(() => async () => (await runtime.services()).http, [runtime]);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{CHECKOUT_TEXTS.thankYou}</h1>
      {/* No fallback shows: the server waits for the module, and hydration keeps the server's HTML until it loads. */}
      <Suspense fallback={null}>
        <CheckoutSuccessPage
          http={http}
          order={loaderData.order}
          passwordRules={settings.customerPassword}
          onOrder={(order) => void runtime.services().then((services) => services.analytics.orderPlaced(order))}
        />
      </Suspense>
    </div>
  );
}
