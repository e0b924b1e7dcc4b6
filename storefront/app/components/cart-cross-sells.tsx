import { MORE_CHOICES_LIST, MoreChoices } from '../../src/features/cart-estimate/components/more-choices';
import { useCrossSell } from '../../src/features/cart-estimate/use-cart-estimate';
import type { CartEstimateCalls } from '../../src/features/cart-estimate/api';
import { ListImpressions } from './list-impressions';
import { TileListActions } from './tile-list-actions';

/**
 * "More Choices:" under the cart: the cross-sells of the lines `productsKey` names, asked for when
 * this mounts and again when the lines change, in the carousel with each product's list actions.
 * Loaded when the block comes near the viewport (filled-cart.tsx).
 */
export function CartCrossSells({ calls, productsKey }: { calls: CartEstimateCalls; productsKey: string }) {
  const crossSell = useCrossSell(calls, productsKey);
  return (
    <MoreChoices
      products={crossSell}
      renderAction={(product) => <TileListActions product={product} />}
      impressions={(products) => <ListImpressions products={products} listName={MORE_CHOICES_LIST} />}
    />
  );
}
