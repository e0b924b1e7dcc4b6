import { t } from '@shop/ui/i18n';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Picture } from '@shop/ui/gallery';
import { ANALYTICS_LIST_NAME_ATTRIBUTE, ANALYTICS_PRODUCT_ID_ATTRIBUTE, ANALYTICS_PRODUCT_ITEM_ATTRIBUTE } from '../../../config/constants';
import type { ProductTileData } from '../types';
import { ProductPrice } from './product-price';
import { assignInView, useViewPath } from '../../store-views/hooks';

/** How wide a tile's image is shown: a column of two on phones, three on tablets, 240 px from desktops on. */
export const TILE_IMAGE_SIZES = '(min-width: 1024px) 240px, (min-width: 768px) 33vw, 50vw';

/** The tiles of a phone's first row (a column of two): the largest pictures of its first screen, asked for first. */
const FIRST_ROW_ON_PHONES = 2;

/** What a tile's add-to-cart form is given. */
export interface TileActionProps {
  /** Whether the product can be added (false once an answer said it is unavailable). */
  salable: boolean;
  /** The add-to-cart answer said the product is unavailable: the stock status shows its text (SPEC.md §4). */
  onUnavailable: (statusText: string) => void;
}

export interface ProductTileProps {
  product: ProductTileData;
  /** Position in the list (0-based): the first row loads its images eagerly, the rest when near the viewport. */
  index: number;
  /** The add-to-cart form of the tile, or a function of the tile's stock state that renders it. */
  action?: ReactNode | ((tile: TileActionProps) => ReactNode);
  /** Heading level of the product name. @default 'h2' */
  headingLevel?: 'h2' | 'h3';
  /** The list's name for analytics. */
  listName: string;
}

/** Tiles open their product when pressed anywhere but on a control (SPEC.md §2 "Product grid"). */
function openProduct(event: MouseEvent<HTMLElement>, url: string) {
  const target = event.target as HTMLElement;
  if (target.closest('a, button, input, select, textarea, label, form')) return;
  assignInView(url);
}

/** A product in a grid: image, name, price, stock and the add-to-cart form. */
export function ProductTile({ product, index, action, listName, headingLevel: Heading = 'h2' }: ProductTileProps) {
  const eager = index < 4;
  // Set when an add-to-cart answer says the product is unavailable (product.statusText).
  const [statusText, setStatusText] = useState<string | null>(null);
  const salable = statusText === null && product.isSalable;
  // The product's page in the page's store view.
  const url = useViewPath()(product.url);
  return (
    <li
      data-slot="product-tile"
      {...{ [ANALYTICS_PRODUCT_ITEM_ATTRIBUTE]: '', [ANALYTICS_LIST_NAME_ATTRIBUTE]: listName }}
      onClick={(event) => openProduct(event, url)}
      className="group flex cursor-pointer flex-col rounded-lg border border-neutral-200 bg-white p-3 transition-shadow duration-fast hover:shadow-md"
    >
      <a href={url} tabIndex={-1} aria-hidden="true" className="block overflow-hidden rounded-md bg-neutral-50">
        <Picture
          image={product.image}
          alt=""
          sizes={TILE_IMAGE_SIZES}
          loading={eager ? 'eager' : undefined}
          // The rest are requested as they come near the viewport (not at Chromium's lazy-load distance).
          whenNear={!eager}
          fetchPriority={index < FIRST_ROW_ON_PHONES ? 'high' : undefined}
          className="aspect-[4/5] h-auto w-full object-cover transition-transform duration-slow group-hover:scale-[1.03]"
        />
      </a>
      <div className="mt-3 flex flex-1 flex-col gap-2">
        <Heading className="text-base leading-snug font-semibold">
          <a href={url} {...{ [ANALYTICS_PRODUCT_ID_ATTRIBUTE]: product.id }} className="text-neutral-900 hover:text-brand-700 hover:underline">
            {product.name}
          </a>
        </Heading>
        <ProductPrice price={product.price} />
        {/* Content in its own direction (an English description in the Arabic view), aligned with the page's start: the kit's bidi-own. */}
        <p className="line-clamp-2 text-sm text-neutral-700 bidi-own">
          {product.shortDescription}
        </p>
        <p data-slot="product-tile-stock" aria-live="polite" className={salable ? 'text-sm font-semibold text-success-700' : 'text-sm font-semibold text-danger-700'}>
          {statusText ?? (product.isSalable ? t('In stock') : t('Out of stock'))}
        </p>
        <div className="mt-auto pt-1">{typeof action === 'function' ? action({ salable, onUnavailable: setStatusText }) : action}</div>
      </div>
    </li>
  );
}
