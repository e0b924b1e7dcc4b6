import { ProductGrid } from '../../src/features/catalog/components/product-grid';
import type { ProductTileData } from '../../src/features/catalog/types';
import { ListImpressions } from './list-impressions';
import { TileListActions } from './tile-list-actions';
import { TileAddToCart } from './tile-add-to-cart';

/** A product list of a page: the grid with add to cart, wish list and compare on each tile, and its impressions under one list name. */
export function ListedProducts({ products, listName }: { products: readonly ProductTileData[]; listName: string }) {
  return (
    <>
      <ProductGrid
        products={products}
        listName={listName}
        renderAction={(product, tile) => (
          <>
            <TileAddToCart product={product} tile={tile} />
            <TileListActions product={product} />
          </>
        )}
      />
      <ListImpressions products={products} listName={listName} />
    </>
  );
}
