import { t } from '@shop/ui/i18n';
import type { ReactNode } from 'react';
import { ANALYTICS_LIST_NAME_ATTRIBUTE } from '../../../config/constants';
import type { ProductTileData } from '../types';
import { ProductTile, type TileActionProps } from './product-tile';

export interface ProductGridProps {
  products: readonly ProductTileData[];
  /** The list's name for analytics (e.g. 'Category Listing'). */
  listName: string;
  /** The add-to-cart form of a tile, given the tile's stock state. */
  renderAction?: (product: ProductTileData, tile: TileActionProps) => ReactNode;
  /** Heading level of the product names. @default 'h2' */
  headingLevel?: 'h2' | 'h3';
  /** Accessible name of the list. @default t('Products') */
  label?: string;
}

/** Products in a responsive grid: two columns on phones, three on tablets, four on desktops. */
export function ProductGrid({ products, listName, renderAction, headingLevel, label }: ProductGridProps) {
  return (
    <ol
      aria-label={label ?? t('Products')}
      data-slot="product-grid"
      {...{ [ANALYTICS_LIST_NAME_ATTRIBUTE]: listName }}
      className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
    >
      {products.map((product, index) => (
        <ProductTile key={product.id} product={product} index={index} listName={listName} action={renderAction ? (tile) => renderAction(product, tile) : undefined} headingLevel={headingLevel} />
      ))}
    </ol>
  );
}
