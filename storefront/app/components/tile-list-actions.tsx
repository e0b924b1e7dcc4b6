import { AddToWishlist } from './add-to-wishlist';
import { AddToCompare } from './compare-actions';

/** Luma's tile links under every listed product (grid, home and product-page carousels): Add to Wish List and Add to Compare. */
export function TileListActions({ product }: { product: { id: number; name: string } }) {
  return (
    <div className="mt-1 flex flex-wrap gap-x-4">
      <AddToWishlist product={product} />
      <AddToCompare product={product} />
    </div>
  );
}
