import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_CURRENCY } from '@shop/ui/money';
import { createCartEstimateCalls, type CartEstimateCalls } from '../../src/features/cart-estimate/api';
import { EstimateShipping, EstimateTotals } from '../../src/features/cart-estimate/components/estimate-shipping';
import { MoreChoicesSpace } from '../../src/features/cart-estimate/components/more-choices-space';
import { useCartEstimate } from '../../src/features/cart-estimate/use-cart-estimate';
import { CartView } from '../../src/features/cart/components/cart-view';
import { DiscountForm } from '../../src/features/coupons/components/discount-form';
import { MiniCartItemRow } from '../../src/features/minicart/components/minicart-item';
import { whenNearViewport } from '../../src/lib/near-viewport';
import { useCouponCalls } from '../lib/coupon-calls';
import { useMiniCartActions } from '../lib/minicart-actions';
import { useShopRuntime } from '../lib/shop-runtime';
import type { CartItem, CartSectionData } from '../../src/features/cart/contract';

const CartCrossSells = lazy(() => import('./cart-cross-sells').then((module) => ({ default: module.CartCrossSells })));

/** A cart with lines: its rows, "Apply Discount Code", "Estimate Shipping and Tax" with the totals, and "More Choices" under it. */
export function FilledCart({ cart, onCheckout }: { cart: CartSectionData; onCheckout: () => boolean }) {
  const runtime = useShopRuntime();
  const { updateQty, removeItem } = useMiniCartActions();
  const renderItem = (item: CartItem) => (
    <MiniCartItemRow key={item.item_id} item={item} currency={cart.currency_code ?? DEFAULT_CURRENCY} showRowTotal onUpdateQty={updateQty} onRemove={removeItem} />
  );
  const calls = useMemo(() => createCartEstimateCalls(async () => (await runtime.services()).http), [runtime]);
  // Estimated again when what the totals rest on changes (the lines, or a discount code).
  const estimate = useCartEstimate(calls, `${cart.summary_count}:${cart.subtotal_minor}:${cart.coupon_code ?? ''}:${cart.discount_minor ?? 0}`);
  const coupon = useCouponCalls();
  return (
    <div className="flex flex-col gap-10">
      <CartView
        cart={cart}
        onCheckout={onCheckout}
        renderItem={renderItem}
        blocks={<DiscountForm appliedCode={cart.coupon_code} apply={coupon.apply} cancel={coupon.cancel} className="mt-4" />}
        estimate={<EstimateShipping state={estimate} currency={cart.currency_code} />}
        totals={<EstimateTotals state={estimate} />}
      />
      <NearCrossSells calls={calls} productsKey={cart.items.map((item) => item.product_id).join(',')} />
    </div>
  );
}

/**
 * "More Choices:" asked for and loaded (the carousel, the tiles' actions: 14 kB gzip and 4-5 files)
 * when its space comes near the viewport, as the home page's lower blocks: on a phone it is several
 * screens under the cart's lines, summary and forms, and a shopper who never scrolls there never
 * loads it. The space is kept meanwhile.
 */
function NearCrossSells({ calls, productsKey }: { calls: CartEstimateCalls; productsKey: string }) {
  const space = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => (near || !space.current ? undefined : whenNearViewport(space.current, () => setNear(true))), [near]);
  if (!near) return <MoreChoicesSpace ref={space} />;
  return (
    <Suspense fallback={<MoreChoicesSpace />}>
      <CartCrossSells calls={calls} productsKey={productsKey} />
    </Suspense>
  );
}
