import { DEFAULT_CURRENCY } from '@shop/ui/money';
import { CartView } from '../../src/features/cart/components/cart-view';
import { MiniCartItemRow } from '../../src/features/minicart/components/minicart-item';
import { useMiniCartActions } from '../lib/minicart-actions';
import type { CartSectionData } from '../../src/features/cart/contract';

/** The cart page's lines and summary (loaded with the page's private content). */
export function CartPageBody({ cart, onCheckout }: { cart: CartSectionData | undefined; onCheckout: () => boolean }) {
  const { updateQty, removeItem } = useMiniCartActions();
  return (
    <CartView
      cart={cart}
      onCheckout={onCheckout}
      renderItem={(item) => (
        <MiniCartItemRow key={item.item_id} item={item} currency={cart?.currency_code ?? DEFAULT_CURRENCY} showRowTotal onUpdateQty={updateQty} onRemove={removeItem} />
      )}
    />
  );
}
