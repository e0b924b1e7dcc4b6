import { AddToWishlistButton } from '../../src/features/wishlist/components/add-to-wishlist-button';
import { readFormKey } from '../../src/features/form-key/read';
import { useShopRuntime } from '../lib/shop-runtime';

/** "Add to Wish List" for a product of a page (tile, carousel, product page), posting to the page settings' address. */
export function AddToWishlist({ product, className }: { product: { id: number; name: string }; className?: string }) {
  const runtime = useShopRuntime();
  return <AddToWishlistButton action={runtime.settings.urls.addToWishlist} productId={product.id} productName={product.name} getFormKey={readFormKey} whenReady={runtime.services} className={className} />;
}
