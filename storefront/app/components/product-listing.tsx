import { t } from '@shop/ui/i18n';
import { LayeredNavigation } from '../../src/features/catalog/components/layered-navigation';
import { ListingToolbar, Pager, type ListingToolbarProps } from '../../src/features/catalog/components/listing-toolbar';
import type { LayeredNavigationData, ProductTileData } from '../../src/features/catalog/types';
import { CompareProductsBlock } from './compare-products-block';
import { ListedProducts } from './listed-products';

/** A page of a listing as the catalogue answers it (a category page, search results). */
export interface ListingPage extends Pick<ListingToolbarProps, 'total' | 'page' | 'pages' | 'limit' | 'sort' | 'dir'> {
  /** The page of products shown. */
  items: readonly ProductTileData[];
  /** Shop By: the filter groups and the filters in force. */
  layered: LayeredNavigationData;
}

export interface ProductListingProps extends Pick<ListingToolbarProps, 'pathname' | 'search' | 'sortOptions' | 'limitOptions'> {
  listing: ListingPage;
  /** The impressions' list name (SPEC.md §1), e.g. 'Category Listing'. */
  listName: string;
}

/**
 * A listing page's body, as on a category and on search results: Shop By beside the products
 * (above them on a phone), the toolbar, the grid, the pager, and the Compare Products block.
 */
export function ProductListing({ listing, listName, pathname, search, sortOptions, limitOptions }: ProductListingProps) {
  const { items, layered, total, page, pages, limit, sort, dir } = listing;
  const toolbar = { pathname, search, total, page, pages, limit, sort, dir, sortOptions, limitOptions };
  return (
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-8">
      <aside className="flex flex-col gap-6 lg:col-start-1 lg:row-start-1">
        <LayeredNavigation pathname={pathname} search={search} layered={layered} />
      </aside>
      <div className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <ListingToolbar {...toolbar} />
        {items.length > 0 ? (
          <ListedProducts products={items} listName={listName} />
        ) : (
          <p className="rounded-md bg-notice-50 px-4 py-3 text-notice-700">{t("We can't find products matching the selection.")}</p>
        )}
        <Pager pathname={pathname} search={search} page={page} pages={pages} />
      </div>
      {/* Private content after the products on a phone (nothing above it moves when it arrives); under Shop By from lg. */}
      <aside className="lg:col-start-1 lg:row-start-2">
        <CompareProductsBlock />
      </aside>
    </div>
  );
}
