import { AddToWishlistButton } from '../../src/features/wishlist/components/add-to-wishlist-button';
import { readFormKey } from '../../src/features/form-key/read';
import { useShopRuntime } from '../lib/shop-runtime';

/** "Add to Wish List" for a product of a page (tile, carousel, product page), posting to the page settings' address. */
export function AddToWishlist({ product, className }: { product: { id: number; name: string }; className?: string }) {
  const { settings } = useShopRuntime();
  return <AddToWishlistButton action={settings.urls.addToWishlist} productId={product.id} productName={product.name} getFormKey={readFormKey} className={className} />;
}
