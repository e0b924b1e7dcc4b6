import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import type { SortDirection, SortField } from './types';
import { flat, type CategoryTreeReader } from './category-tree.server';
import { categoryListing, filterConditions, type CategoryScope, type LayeredNavigation } from './layered-navigation.server';
import { tileColumns, type Tiles } from './tiles.server';
import { attributeLabelsInView, categoryLabelsInView, type CatalogContent } from './content.server';
import { defaultView, storeViews, type StoreViewCode } from '../store-views/model';
import { LIMIT_OPTIONS, listingLimit, listingPage, pageOf, type CategoryPage, type ListingOptions } from './types.server';

/** Category pages: the category, its products sorted, filtered and paged, and its "Shop By". */
export function createCategoryPages({ db, categoryTree, navigation, tiles, content }: { db: Db; categoryTree: CategoryTreeReader; navigation: LayeredNavigation; tiles: Tiles; content: Pick<CatalogContent, 'tiles' | 'attributeLabels'> }) {
  /** A category's address in each view (each view's own path, without the view's prefix): its pages' alternates. */
  async function categoryAlternates(categoryId: number): Promise<Partial<Record<StoreViewCode, string>>> {
    const trees = await Promise.all(storeViews.map((view) => categoryTree.load(view.code)));
    return Object.fromEntries(storeViews.flatMap((view, at) => {
      const node = trees[at]!.byId.get(categoryId);
      return node ? [[view.code, node.url]] : [];
    }));
  }

  return {
    categoryAlternates,

    /**
     * Where a view shows the category at `urlPath` in the default view, when the view's path is
     * another (its own URL keys): the view's address, else null (ADR 0041: the default address 301s there).
     */
    async categoryMovedInView(urlPath: string, view: StoreViewCode): Promise<string | null> {
      if (view === defaultView.code) return null;
      const node = (await categoryTree.load()).byPath.get(urlPath.replace(/\.html$/, '').replace(/^\/|\/$/g, ''));
      const inView = node && (await categoryTree.load(view)).byId.get(node.id);
      return inView && inView.urlPath !== node.urlPath ? inView.url : null;
    },

    /**
     * A category page in a view: the category (`women` or `women/tops`, by its path in that view),
     * its products sorted and paged, named in the view; null when the view has no such path.
     */
    async categoryPage(urlPath: string, options: ListingOptions = {}, view: StoreViewCode = defaultView.code): Promise<CategoryPage | null> {
      const tree = await categoryTree.load(view);
      const node = tree.byPath.get(urlPath.replace(/\.html$/, '').replace(/^\/|\/$/g, ''));
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
      // Unfiltered: the page's ids (read alone) and its tiles are kept until the catalogue changes (ADR 0043); filtered: read every time.
      const pageIds = async (at: number) => (await db.select({ id: s.products.id }).from(s.products).where(where).orderBy(...order).limit(limit).offset((at - 1) * limit)).map((row) => row.id);
      const pageTiles = async (at: number) => (filtered ? tiles.tiles(await pageItems(at)) : tiles.listingPage(`${scope.column}|${node.id}|${sort}|${dir}|${limit}|${at}`, () => pageIds(at)));
      // Unfiltered: the category's count and Shop By are kept a while; filtered: counted with the facets, in one statement.
      const [firstTry, counted] = await Promise.all([
        pageTiles(page),
        filtered
          ? navigation.layeredNavigation(listed.from, listed.where, applied, false)
          : navigation.categoryFacets(node.id, () => navigation.layeredNavigation(listed.from, listed.where, applied, false)),
      ]);
      const { total } = counted;
      // Counted once for every view (kept by category id); the categories it names are named in the view.
      const layered =
        view === defaultView.code
          ? counted.layered
          : attributeLabelsInView(categoryLabelsInView(counted.layered, new Map([...tree.byId].map(([id, n]) => [id, n.name])), applied.filters.cat), await content.attributeLabels(view), applied.filters);
      // A page past the end shows the last one, as the platform does.
      const shown = Math.min(page, pageOf(total, page, limit).pages);
      const items = shown === page ? firstTry : await pageTiles(shown);
      return {
        category: flat(node),
        alternates: await categoryAlternates(node.id),
        children: node.children.map(flat),
        breadcrumbs: await categoryTree.breadcrumbsFor(node.id, view),
        items: await content.tiles(view, items),
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
