import { useMemo, type ReactNode } from 'react';
import { DEFAULT_CURRENCY } from '@shop/ui/money';
import { CartView } from '../../src/features/cart/components/cart-view';
import { createCartEstimateCalls } from '../../src/features/cart-estimate/api';
import { EstimateShipping, EstimateTotals } from '../../src/features/cart-estimate/components/estimate-shipping';
import { MORE_CHOICES_LIST, MoreChoices } from '../../src/features/cart-estimate/components/more-choices';
import { useCartEstimate, useCrossSell } from '../../src/features/cart-estimate/use-cart-estimate';
import { MiniCartItemRow } from '../../src/features/minicart/components/minicart-item';
import { useMiniCartActions } from '../lib/minicart-actions';
import { useShopRuntime } from '../lib/shop-runtime';
import { useCouponCalls } from '../lib/coupon-calls';
import { DiscountForm } from '../../src/features/coupons/components/discount-form';
import { ListImpressions } from './list-impressions';
import { TileListActions } from './tile-list-actions';
import type { CartItem, CartSectionData } from '../../src/features/cart/contract';

interface CartPageBodyProps {
  cart: CartSectionData | undefined;
  onCheckout: () => boolean;
}

/** The cart page's lines and summary (loaded with the page's private content). */
export function CartPageBody({ cart, onCheckout }: CartPageBodyProps) {
  const { updateQty, removeItem } = useMiniCartActions();
  const renderItem = (item: CartItem) => (
    <MiniCartItemRow key={item.item_id} item={item} currency={cart?.currency_code ?? DEFAULT_CURRENCY} showRowTotal onUpdateQty={updateQty} onRemove={removeItem} />
  );
  if (!cart || cart.items.length === 0) return <CartView cart={cart} onCheckout={onCheckout} renderItem={renderItem} />;
  return <FilledCart cart={cart} onCheckout={onCheckout} renderItem={renderItem} />;
}

/** A cart with lines: its "Estimate Shipping and Tax" with the totals, and "More Choices" under it. */
function FilledCart({ cart, onCheckout, renderItem }: { cart: CartSectionData; onCheckout: () => boolean; renderItem: (item: CartItem) => ReactNode }) {
  const runtime = useShopRuntime();
  const calls = useMemo(() => createCartEstimateCalls(async () => (await runtime.services()).http), [runtime]);
  // Estimated again when what the totals rest on changes (the lines, or a discount code).
  const estimate = useCartEstimate(calls, `${cart.summary_count}:${cart.subtotal_minor}:${cart.coupon_code ?? ''}:${cart.discount_minor ?? 0}`);
  const coupon = useCouponCalls();
  const crossSell = useCrossSell(calls, cart.items.map((item) => item.product_id).join(','));
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
      <MoreChoices
        products={crossSell}
        renderAction={(product) => <TileListActions product={product} />}
        impressions={(products) => <ListImpressions products={products} listName={MORE_CHOICES_LIST} />}
      />
    </div>
  );
}
