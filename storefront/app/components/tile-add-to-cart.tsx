import { AddToCartForm } from '../../src/features/cart/components/add-to-cart-form';
import type { TileActionProps } from '../../src/features/catalog/components/product-tile';
import type { ProductTileData } from '../../src/features/catalog/types';
import { readFormKey } from '../../src/features/form-key/read';
import { submitAddToCart } from '../lib/add-to-cart';
import { useShopRuntime } from '../lib/shop-runtime';

/**
 * A grid tile's add-to-cart form (configurable products are sent on to their page for options).
 * An answer that says the product is unavailable turns the tile's stock status to its text.
 */
export function TileAddToCart({ product, tile }: { product: ProductTileData; tile: TileActionProps }) {
  const runtime = useShopRuntime();
  const { settings } = runtime;
  return (
    <AddToCartForm
      action={settings.urls.addToCart}
      productId={product.id}
      sku={product.sku}
      name={product.name}
      disabled={!tile.salable}
      onUnavailable={tile.onUnavailable}
      formKey={readFormKey}
      submit={(action, form) => submitAddToCart(runtime, action, form, product)}
      // A long label (French "Ajouter au panier" in a phone's two columns) wraps inside the tile.
      buttonClassName="h-auto min-h-10 w-full min-w-0 whitespace-normal py-2 leading-tight"
    >
      <input type="hidden" name="qty" value="1" />
    </AddToCartForm>
  );
}
