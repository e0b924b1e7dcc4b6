import { DEFAULT_CURRENCY } from '@shop/ui/money';
import { CartView } from '../../src/features/cart/components/cart-view';
import { MiniCartItemRow } from '../../src/features/minicart/components/minicart-item';
import { useMiniCartActions } from '../lib/minicart-actions';
import { useCouponCalls } from '../lib/coupon-calls';
import { DiscountForm } from '../../src/features/coupons/components/discount-form';
import type { CartSectionData } from '../../src/features/cart/contract';

/** The cart page's lines and summary (loaded with the page's private content). */
export function CartPageBody({ cart, onCheckout }: { cart: CartSectionData | undefined; onCheckout: () => boolean }) {
  const { updateQty, removeItem } = useMiniCartActions();
  const coupon = useCouponCalls();
  return (
    <CartView
      cart={cart}
      onCheckout={onCheckout}
      blocks={<DiscountForm appliedCode={cart?.coupon_code} apply={coupon.apply} cancel={coupon.cancel} className="mt-4" />}
      renderItem={(item) => (
        <MiniCartItemRow key={item.item_id} item={item} currency={cart?.currency_code ?? DEFAULT_CURRENCY} showRowTotal onUpdateQty={updateQty} onRemove={removeItem} />
      )}
    />
  );
}
