import { t } from '@shop/ui/i18n';
import { lazy, Suspense } from 'react';
import { publicCacheHeaders } from '../lib/cache';
import { noindexMeta } from '../lib/meta';
import { useCheckoutEntry } from '../lib/use-checkout-entry';
import { useTrackOnce } from '../lib/use-track-once';
import { useSection } from '../../src/features/customer-data/hooks';
import type { Route } from './+types/cart';

const CartPageBody = lazy(() => import('../components/cart-page-body').then((module) => ({ default: module.CartPageBody })));

export function headers() {
  return publicCacheHeaders;
}

export function meta(_: Route.MetaArgs) {
  return noindexMeta(t('Shopping Cart'));
}

/**
 * /checkout/cart: the page itself is public; its lines come from the cart section once
 * the page has painted, with their quantity update and removal (calls 10 and 11).
 */
export default function CartPage() {
  const cart = useSection('cart');
  const checkout = useCheckoutEntry();
  // view_cart once, when the cart's lines first arrive.
  useTrackOnce(cart && cart.items.length > 0 ? 'cart' : null, (analytics) => {
    if (cart) analytics.cartViewed(cart);
  });
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t('Shopping Cart')}</h1>
        {/* Public text, painted with the page: the lines below are private and come after it. */}
        <p className="max-w-3xl text-neutral-700">
          {t('Prices, stock and delivery options are confirmed when you place your order; items in your cart are not reserved until then.')}
        </p>
      </div>
      <Suspense fallback={<div className="min-h-[36rem]" />}>
        <CartPageBody cart={cart} onCheckout={checkout.proceed} />
      </Suspense>
      {checkout.loginPopup}
    </div>
  );
}
