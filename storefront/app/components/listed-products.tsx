import { ProductGrid } from '../../src/features/catalog/components/product-grid';
import type { ProductTileData } from '../../src/features/catalog/types';
import { ListImpressions } from './list-impressions';
import { AddToWishlist } from './add-to-wishlist';
import { AddToCompare } from './compare-actions';
import { TileAddToCart } from './tile-add-to-cart';

/** A product list of a page: the grid with add-to-cart and add-to-wish-list on each tile, and its impressions under one list name. */
export function ListedProducts({ products, listName }: { products: readonly ProductTileData[]; listName: string }) {
  return (
    <>
      <ProductGrid
        products={products}
        listName={listName}
        renderAction={(product, tile) => (
          <>
            <TileAddToCart product={product} tile={tile} />
            <div className="mt-1 flex flex-wrap gap-x-4">
              <AddToWishlist product={product} />
              <AddToCompare product={product} />
            </div>
          </>
        )}
      />
      <ListImpressions products={products} listName={listName} />
    </>
  );
}
