import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import type { SortDirection, SortField } from './types';
import { flat, type CategoryTreeReader } from './category-tree.server';
import { categoryListing, filterConditions, type CategoryScope, type LayeredNavigation } from './layered-navigation.server';
import { tileColumns, type Tiles } from './tiles.server';
import { LIMIT_OPTIONS, listingLimit, listingPage, pageOf, type CategoryPage, type ListingOptions } from './types.server';

/** Category pages: the category, its products sorted, filtered and paged, and its "Shop By". */
export function createCategoryPages({ db, categoryTree, navigation, tiles }: { db: Db; categoryTree: CategoryTreeReader; navigation: LayeredNavigation; tiles: Tiles }) {
  return {
    /** A category page: the category (`women` or `women/tops`), its products sorted and paged; null when unknown. */
    async categoryPage(urlPath: string, options: ListingOptions = {}): Promise<CategoryPage | null> {
      const node = (await categoryTree.load()).byPath.get(urlPath.replace(/\.html$/, '').replace(/^\/|\/$/g, ''));
      if (!node) return null;
      const limit = listingLimit(options.limit);
      const page = listingPage(options.page);
      const sort: SortField = options.sort ?? 'position';
      const dir: SortDirection = options.dir ?? 'asc';
      const inCategory = node.level === 1 ? eq(s.products.rootCategoryId, node.id) : eq(s.products.categoryId, node.id);
      const scope: CategoryScope = { column: node.level === 1 ? 'root_category_id' : 'category_id', id: node.id };
      const applied = await navigation.knownFilters(options.filters ?? {}, false);
      const filtered = Object.keys(applied.filters).length > 0;
      const where = and(inCategory, inArray(s.products.visibility, [s.Visibility.catalog, s.Visibility.both]), ...filterConditions('products', applied.filters, applied.attributes, applied.categories, scope));
      const listed = categoryListing(scope, applied.filters, applied.attributes);
      // By price means by the price index (the amount the tile shows), which the price indexes cover.
      const sortColumn = sort === 'name' ? s.products.name : sort === 'price' ? s.products.listingPrice : s.products.position;
      const order = dir === 'desc' ? [desc(sortColumn), desc(s.products.id)] : [asc(sortColumn), asc(s.products.id)];
      const pageItems = (at: number) => db.select(tileColumns).from(s.products).where(where).orderBy(...order).limit(limit).offset((at - 1) * limit);
      // Unfiltered: the category's count and Shop By are kept a while; filtered: counted with the facets, in one statement.
      const [firstTry, counted] = await Promise.all([
        pageItems(page),
        filtered
          ? navigation.layeredNavigation(listed.from, listed.where, applied, false)
          : navigation.categoryFacets(node.id, () => navigation.layeredNavigation(listed.from, listed.where, applied, false)),
      ]);
      const { layered, total } = counted;
      // A page past the end shows the last one, as the platform does.
      const shown = Math.min(page, pageOf(total, page, limit).pages);
      const items = shown === page ? firstTry : await pageItems(shown);
      return {
        category: flat(node),
        children: node.children.map(flat),
        breadcrumbs: await categoryTree.breadcrumbsFor(node.id),
        items: tiles.tiles(items),
        ...pageOf(total, shown, limit),
        sort,
        dir,
        sortOptions: [
          { value: 'position', label: 'Position' },
          { value: 'name', label: 'Product Name' },
          { value: 'price', label: 'Price' },
        ],
        limitOptions: LIMIT_OPTIONS,
        layered: navigation.labelled(layered, applied.filters.price),
      };
    },
  };
}
