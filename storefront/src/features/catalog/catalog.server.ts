import type { TimeSource } from '@shop/ui/clock';
import type { Db } from '../../../server/db/database';
import { cacheTags, touchesCatalogue } from '../../../server/page-cache/tags';
import { createCategoryPages } from './category-page.server';
import { createCategoryTree } from './category-tree.server';
import { createLayeredNavigation } from './layered-navigation.server';
import { createProductPages, type GalleryReader } from './product-page.server';
import { createRenderInfo } from './render-info.server';
import { createSearch } from './search.server';
import { createTiles } from './tiles.server';
import type { CategoryNode, ProductTile } from './types.server';
import { createCatalogContent, type CatalogContentOptions } from './content.server';
import { defaultView, type StoreViewCode } from '../store-views/model';

// The catalogue's parts live in ./catalog/ (by concern); this module is its one entry: the service, and the
// shapes its callers name (the parts' own exports, such as the queries the plan tests read, are imported from the parts).
export type { CategoryPage } from './types.server';

export interface CatalogServiceOptions {
  db: Db;
  clock: TimeSource;
  /** Seconds the category tree, the filter attributes and a category's own "Shop By" stay cached in memory (0: until forgotten). @default 60 */
  treeTtl?: number;
  /** The store's currency (ISO 4217): prices are read and shown in it. @default 'USD' */
  currency?: string;
  /** Most search phrases kept for suggestions (SEARCH_TERMS_MAX): no new phrase is recorded past it. @default 10000 */
  maxSearchTerms?: number;
  /**
   * The page cache's purges (`catalogChanges` here, and those heard from the other processes):
   * each also resets what the catalogue keeps in memory of what the purged tags name (`forget`).
   */
  purges?: { onPurge(listener: (tags: readonly string[]) => void): void };
  /** A product page's gallery (`shop.productImages.gallery`). @default the product's own image alone */
  gallery?: GalleryReader;
  /** What a per-view write purges through (`shop.catalogChanges`). @default nothing purged */
  changes?: CatalogContentOptions['changes'];
}

/** The public catalogue: categories, listings, product pages, search and suggestions. */
export function createCatalogService({ db, clock, treeTtl = 60, currency = 'USD', maxSearchTerms = 10_000, purges, gallery, changes }: CatalogServiceOptions) {
  const content = createCatalogContent({ db, changes });
  const categoryTree = createCategoryTree({ db, clock, ttl: treeTtl });
  const navigation = createLayeredNavigation({ db, clock, ttl: treeTtl, currency, categoryTree });
  const tiles = createTiles({ db, currency, clock, ttl: treeTtl });
  const { categoryPage, categoryAlternates, categoryMovedInView } = createCategoryPages({ db, categoryTree, navigation, tiles, content });
  const products = createProductPages({ db, currency, categoryTree, content, gallery, clock, ttl: treeTtl });
  const { search, trimSearchTerms, suggest } = createSearch({ db, clock, maxSearchTerms, navigation, tiles, content, categoryTree });
  const { renderInfo } = createRenderInfo({ currency, products, tiles, content });

  /**
   * Drops what the catalogue keeps in memory of what purged cache tags name, so the page rendered
   * next reads it afresh: any category (`cat_c`) the category tree and every category's "Shop By";
   * a category's listing (`cat_c_p_<id>`) that category's "Shop By"; any catalogue tag every
   * search's count and "Shop By", every kept tile and listing page (ADR 0043) and every kept product
   * page's reads (ADR 0049); everything (`FPC`) all of it, the filter attributes too.
   */
  function forget(tags: Iterable<string>) {
    const purged = new Set(tags);
    // A search's kept counts may change with any product (its name, price, stock, category): any catalogue tag drops them all.
    const searches = touchesCatalogue(purged);
    // Kept tile rows and listing pages: a tile shows its product's and its children's prices and stock, a page every product of its category.
    // Kept product pages' reads likewise: a page shows its product, its children, its options' labels and its images.
    if (searches) {
      tiles.forget();
      products.forget();
    }
    if (purged.has(cacheTags.all) || purged.has(cacheTags.categories)) {
      categoryTree.forget();
      navigation.forget({ attributes: purged.has(cacheTags.all), searches });
    } else {
      navigation.forget({ categories: (categoryId) => purged.has(cacheTags.categoryListing(categoryId)), searches });
    }
  }
  purges?.onPurge((tags) => forget(tags));

  return {
    /** The menu: level-1 categories with their children, named and addressed in the view. */
    async categoryTree(view: StoreViewCode = defaultView.code): Promise<CategoryNode[]> {
      return (await categoryTree.load(view)).tree;
    },
    categoryPage,
    categoryAlternates,
    categoryMovedInView,
    productByUrlKey: products.productByUrlKey,
    /** Grid tiles of products by id, in the order asked (unknown ids left out), named in the view: e.g. a wish list's. */
    async tilesByIds(ids: readonly number[], view: StoreViewCode = defaultView.code): Promise<ProductTile[]> {
      return content.tiles(view, await tiles.tilesByIds(ids));
    },
    /** Per-view values: reads (with fallback) and writes (the writer purges what it changed: `catalogChanges`). */
    content,
    productsByIds: products.productsByIds,
    search,
    trimSearchTerms,
    suggest,
    tabContent: products.tabContent,
    renderInfo,
    /** Drops what the catalogue keeps in memory of what the purged cache tags name (see `purges`). */
    forget,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
