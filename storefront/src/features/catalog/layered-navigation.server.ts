import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TimeSource } from '@shop/ui/clock';
import { rows, type Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { MemoryCache, sharedRead } from '../../../server/lib/memory-cache';
import { MIN_PRICE_STEP, priceRangeLabel, priceRanges, priceRangeValue } from './layered-navigation';
import type { FilterGroup, LayeredFilters, LayeredNavigationData, PriceRange } from './types';
import { priceRangeParam } from './filter-params';
import { shownFormat, shownMinor } from '../currency/api';
import type { CategoryTreeReader } from './category-tree.server';
import type { CategoryNode } from './types.server';

/** Most searches whose unfiltered count and "Shop By" are kept in memory (the least recently used dropped first). */
const SEARCHES_KEPT = 1000;
/** Most pages of unfiltered searches whose ids are kept in memory (a dozen ids each). */
const SEARCH_PAGES_KEPT = 10_000;

/** The filterable attributes ("Shop By" groups after Category), by code, in order. */
const FILTER_ATTRIBUTES = ['color', 'size'] as const;

/** A filter attribute with its options, as the layered navigation names them. */
export interface FilterAttribute {
  id: number;
  code: (typeof FILTER_ATTRIBUTES)[number];
  label: string;
  options: Map<number, { label: string; swatch: string | null; position: number }>;
}

/** The columns a filter condition reads, under the alias the query gives the products table. */
function productColumn(table: string, column: 'id' | 'listing_price' | 'category_id' | 'root_category_id'): SQL {
  return sql.raw(`${table}.${column}`);
}

/**
 * The products search lists, as alias p with the columns search reads: the search index's narrow
 * rows (`product_index_search`), never the wide product rows; `option_ids` are its options for
 * "Shop By" (exported for the plan test).
 */
export const searchIndex = sql`(select product_id as id, search_vector, name, listing_price, category_id, root_category_id, option_ids from product_index_search) p`;

/** The products a search for `text` finds, before any filter: a condition on `searchIndex` (exported for the plan test: catalog-plans.server.test.ts). */
export function searchMatches(text: string | SQL): SQL {
  return sql`p.search_vector @@ plainto_tsquery('english', ${text})`;
}

/**
 * The SQL conditions of the filters on the products table named `table`. On a category page
 * (`within`) an option filter reads the index rows of that category only (its category key).
 */
export function filterConditions(
  table: string,
  filters: LayeredFilters,
  attributes: readonly FilterAttribute[],
  categories: Map<number, CategoryNode>,
  within?: CategoryScope,
): SQL[] {
  const conditions: SQL[] = [];
  if (filters.cat !== undefined) {
    const level = categories.get(filters.cat)?.level;
    conditions.push(sql`${productColumn(table, level === 1 ? 'root_category_id' : 'category_id')} = ${filters.cat}`);
  }
  for (const attribute of attributes) {
    const chosen = filters[attribute.code];
    if (chosen === undefined) continue;
    conditions.push(
      sql`exists (select 1 from product_index_eav fe where ${within ? sql`${sql.raw(`fe.${within.column}`)} = ${within.id} and ` : sql``}fe.attribute_id = ${attribute.id} and fe.option_id = ${chosen} and fe.product_id = ${productColumn(table, 'id')})`,
    );
  }
  if (filters.price) {
    const price = productColumn(table, 'listing_price');
    conditions.push(sql`${price} >= ${filters.price.from}`);
    if (filters.price.to !== undefined) conditions.push(sql`${price} < ${filters.price.to}`);
  }
  return conditions;
}

/**
 * One page of a listing read with its layered navigation (`layeredNavigation`): the extra columns
 * the listed products carry for ordering (`columns`, on alias p), and the order over them, by the
 * alias the listed rows go by.
 */
export interface ListedPage {
  columns?: SQL;
  order: (alias: string) => SQL;
  limit: number;
  offset: number;
}

/** A category page's products: those of a leaf category, or of a root (anchor) category's children. */
export interface CategoryScope {
  column: 'category_id' | 'root_category_id';
  id: number;
}

/**
 * A category page's listed products, narrowed by its filters, for the layered navigation (alias p:
 * id, listing_price, category_id). With an option chosen they are read from that option's index
 * rows of the category (`product_index_eav`: the rows name the category, carry the price and, by
 * being there, a listed product), the other options joined on the same category key: counting a
 * root category narrowed by two options reads the index alone, never `products`. Otherwise
 * from the category's products.
 */
export function categoryListing(scope: CategoryScope, filters: LayeredFilters, attributes: readonly FilterAttribute[]): { from: SQL; where: SQL } {
  const first = attributes.find((attribute) => filters[attribute.code] !== undefined);
  if (!first) {
    const inCategory = [sql`${productColumn('p', scope.column)} = ${scope.id}`, sql`p.visibility in (${s.Visibility.catalog}, ${s.Visibility.both})`];
    return { from: sql`products p`, where: sql.join([...inCategory, ...filterConditions('p', filters, attributes, new Map(), scope)], sql` and `) };
  }
  const { [first.code]: chosen, ...rest } = filters;
  return {
    from: sql`(select e.product_id as id, e.listing_price, e.category_id from product_index_eav e
      where ${sql.raw(`e.${scope.column}`)} = ${scope.id} and e.attribute_id = ${first.id} and e.option_id = ${chosen}) p`,
    where: sql.join([sql`true`, ...filterConditions('p', rest, attributes, new Map(), scope)], sql` and `),
  };
}

/** A listing's "Shop By" with its product count. */
export interface Facets {
  layered: LayeredNavigationData;
  total: number;
}

/** The filters of a listing as they apply: the known ones, the filter attributes and the categories by id. */
export interface AppliedFilters {
  filters: LayeredFilters;
  attributes: FilterAttribute[];
  categories: Map<number, CategoryNode>;
}

/** A price range's label in the page's currency and locale (ADR 0040: the filter's parameters stay in the base currency). */
function shownRangeLabel(range: PriceRange, base: string): string {
  return priceRangeLabel(range, base, (minor) => shownMinor(minor, base), shownFormat(base));
}

/**
 * "Shop By" with its price labels in the page's currency: kept counts are shared by every view, so
 * their labels are written when a page is answered, from each range's parameter value.
 */
function pricesLabelled(layered: LayeredNavigationData, chosen: PriceRange | undefined, base: string): LayeredNavigationData {
  return {
    groups: layered.groups.map((group) =>
      group.param !== 'price' ? group : { ...group, options: group.options.map((option) => ({ ...option, label: shownRangeLabel(priceRangeParam.parse(option.value), base) })) },
    ),
    active: layered.active.map((entry) => (entry.param === 'price' && chosen ? { ...entry, valueLabel: shownRangeLabel(chosen, base) } : entry)),
  };
}

/**
 * "Shop By" (layered navigation) over listings: the filter attributes and a category's own
 * unfiltered counts are kept in memory for `ttl` seconds (0: until forgotten); `forget` drops them
 * when what they count changed.
 */
export function createLayeredNavigation({ db, clock, ttl, currency, categoryTree }: { db: Db; clock: TimeSource; ttl: number; currency: string; categoryTree: CategoryTreeReader }) {
  const attributesKept = new MemoryCache<'attributes', Promise<FilterAttribute[]>>({ maxAgeMs: ttl * 1000, clock });
  // A category's own count and "Shop By" (no filter chosen) change rarely and are its costliest reads: paging
  // through a large category should not count every time.
  const facetsKept = new MemoryCache<number, Promise<Facets>>({ maxAgeMs: ttl * 1000, clock });
  // A search's own count and "Shop By" (no filter chosen), by its normalized query: counting every match of a common
  // word in a large catalogue is the search's costliest part, and the same words are searched again and again.
  const searchFacetsKept = new MemoryCache<string, Facets>({ maxEntries: SEARCHES_KEPT, maxAgeMs: ttl * 1000, clock });
  // And the ids of its pages as asked (order, size, number): ranking every match of a common word is the rest of its cost.
  const searchPagesKept = new MemoryCache<string, number[]>({ maxEntries: SEARCH_PAGES_KEPT, maxAgeMs: ttl * 1000, clock });
  // Counts every forgetting of the searches: what a read started before one counted is not kept.
  let searchesForgotten = 0;

  /** Color and Size with their options (kept like the category tree). */
  function filterAttributes(): Promise<FilterAttribute[]> {
    return sharedRead(attributesKept, 'attributes', async () => {
      const found = await db
        .select({ id: s.attributes.id, code: s.attributes.code, label: s.attributes.label, optionId: s.attributeOptions.id, option: s.attributeOptions.label, swatch: s.attributeOptions.swatch, position: s.attributeOptions.position })
        .from(s.attributes)
        .innerJoin(s.attributeOptions, eq(s.attributeOptions.attributeId, s.attributes.id))
        .where(inArray(s.attributes.code, [...FILTER_ATTRIBUTES]));
      const attributes = FILTER_ATTRIBUTES.flatMap((code): FilterAttribute[] => {
        const rowsOf = found.filter((row) => row.code === code);
        if (rowsOf.length === 0) return [];
        return [{ id: rowsOf[0]!.id, code, label: rowsOf[0]!.label, options: new Map(rowsOf.map((row) => [row.optionId, { label: row.option, swatch: row.swatch, position: row.position }])) }];
      });
      return attributes;
    });
  }

  /** The filters of an address that name something real: an unknown option or category is dropped. */
  async function knownFilters(filters: LayeredFilters, withCategory: boolean): Promise<AppliedFilters> {
    const attributes = await filterAttributes();
    const { byId } = await categoryTree.load();
    const known: LayeredFilters = {};
    if (withCategory && filters.cat !== undefined && byId.has(filters.cat)) known.cat = filters.cat;
    for (const attribute of attributes) {
      const chosen = filters[attribute.code];
      if (chosen !== undefined && attribute.options.has(chosen)) known[attribute.code] = chosen;
    }
    if (filters.price) known.price = filters.price;
    return { filters: known, attributes, categories: byId };
  }

  /**
   * "Shop By" of a listing: for each group not yet chosen, how many of the listed products (`from`
   * with alias p, `where` already narrowed by the filters in force) each option leaves — one grouped
   * query per kind (options, price buckets, categories), whatever the number of options.
   */
  async function layeredNavigation(
    from: SQL,
    where: SQL,
    applied: AppliedFilters,
    withCategory: boolean,
    page?: ListedPage,
    carriesOptions = false,
  ): Promise<{ layered: LayeredNavigationData; total: number; ids: number[] }> {
    const { filters, attributes, categories } = applied;
    const open = attributes.filter((attribute) => filters[attribute.code] === undefined);
    // One statement: the listed products are found once, then counted per option, price bucket and category.
    const parts: SQL[] = [sql`select 'total' as kind, null::int as a, null::int as b, count(*)::int as n from listed`];
    if (open.length > 0 && carriesOptions) {
      // The listed rows carry their options (the search index): counted per option, the attribute told by the option.
      parts.push(sql`select 'option', null, o.id, count(*)::int from listed, unnest(listed.option_ids) o(id) group by o.id`);
    } else if (open.length > 0) {
      parts.push(sql`select 'option', e.attribute_id, e.option_id, count(*)::int from listed join product_index_eav e on e.product_id = listed.id
        where e.attribute_id in (${sql.join(open.map((a) => sql`${a.id}`), sql`, `)}) group by e.attribute_id, e.option_id`);
    }
    if (!filters.price) parts.push(sql`select 'price', floor(listed.listing_price / ${MIN_PRICE_STEP})::int, null, count(*)::int from listed where listed.listing_price is not null group by 2`);
    if (withCategory && filters.cat === undefined) parts.push(sql`select 'category', listed.category_id, null, count(*)::int from listed where listed.category_id is not null group by 2`);
    // The page's ids from the same products (a is the id, n its place on the page), numbered in the page's own order.
    if (page) {
      parts.push(sql`select 'page', shown.id, null, (row_number() over (order by ${page.order('shown')}))::int
        from (select * from listed order by ${page.order('listed')} limit ${page.limit} offset ${page.offset}) shown`);
    }
    const counted = rows<{ kind: 'total' | 'option' | 'price' | 'category' | 'page'; a: number | null; b: number | null; n: number }>(
      await db.execute(sql`with listed as materialized (select p.id, p.listing_price, p.category_id${carriesOptions ? sql`, p.option_ids` : sql``}${page?.columns ? sql`, ${page.columns}` : sql``} from ${from} where ${where})
        ${sql.join(parts, sql` union all `)}`),
    );
    const of = (kind: string) => counted.filter((row) => row.kind === kind);
    const total = Number(of('total')[0]?.n ?? 0);
    const attributeOf = (optionId: number) => attributes.find((attribute) => attribute.options.has(optionId))?.id;
    const optionCounts = of('option').map((row) => ({ attribute_id: row.a === null ? attributeOf(Number(row.b)) : Number(row.a), option_id: Number(row.b), n: Number(row.n) }));
    const priceCounts = of('price').map((row) => ({ bucket: Number(row.a), n: Number(row.n) }));
    const categoryCounts = of('category').map((row) => ({ category_id: Number(row.a), n: Number(row.n) }));
    const groups: FilterGroup[] = [];
    if (categoryCounts.length > 0) {
      const options = categoryCounts
        .flatMap((row) => {
          const node = categories.get(Number(row.category_id));
          return node ? [{ node, count: Number(row.n) }] : [];
        })
        .sort((a, b) => a.node.urlPath.localeCompare(b.node.urlPath))
        .map(({ node, count }) => ({ value: String(node.id), label: node.name, count }));
      groups.push({ param: 'cat', label: 'Category', options });
    }
    for (const attribute of open) {
      const options = optionCounts
        .filter((row) => Number(row.attribute_id) === attribute.id)
        .flatMap((row) => {
          const option = attribute.options.get(Number(row.option_id));
          return option ? [{ id: Number(row.option_id), option, count: Number(row.n) }] : [];
        })
        .sort((a, b) => a.option.position - b.option.position)
        .map(({ id, option, count }) => ({ value: String(id), label: option.label, count, ...(attribute.code === 'color' ? { swatch: option.swatch } : {}) }));
      if (options.length > 0) groups.push({ param: attribute.code, label: attribute.label, options });
    }
    const ranges = priceRanges(priceCounts.map((row) => ({ bucket: Number(row.bucket), count: Number(row.n) })));
    if (ranges.length > 0) {
      groups.push({ param: 'price', label: 'Price', options: ranges.map(({ count, ...range }) => ({ value: priceRangeValue(range), label: priceRangeLabel(range, currency), count, price: { range, currency } })) });
    }
    const active: LayeredNavigationData['active'] = [];
    if (filters.cat !== undefined) active.push({ param: 'cat', label: 'Category', valueLabel: categories.get(filters.cat)?.name ?? '' });
    for (const attribute of attributes) {
      const chosen = filters[attribute.code];
      if (chosen !== undefined) active.push({ param: attribute.code, label: attribute.label, valueLabel: attribute.options.get(chosen)?.label ?? '' });
    }
    if (filters.price) active.push({ param: 'price', label: 'Price', valueLabel: priceRangeLabel(filters.price, currency), price: { range: filters.price, currency } });
    const ids = of('page')
      .sort((x, y) => Number(x.n) - Number(y.n))
      .map((row) => Number(row.a));
    return { layered: { groups, active }, total, ids };
  }

  /** The ids of one page of a listing (`from` with alias p, `where` narrowed), in the page's order: its "Shop By" already known. */
  async function pageIds(from: SQL, where: SQL, page: ListedPage): Promise<number[]> {
    const found = rows<{ id: number }>(
      await db.execute(sql`select listed.id from (select p.id, p.listing_price${page.columns ? sql`, ${page.columns}` : sql``} from ${from} where ${where}) listed
        order by ${page.order('listed')} limit ${page.limit} offset ${page.offset}`),
    );
    return found.map((row) => Number(row.id));
  }

  return {
    knownFilters,
    layeredNavigation,
    pageIds,

    /** A search's own count and "Shop By" (no filter chosen) when kept: its page then needs its ids alone (`keptSearchPage`, else `pageIds`). */
    keptSearchFacets(query: string): Facets | undefined {
      return searchFacetsKept.get(query);
    },

    /** Where the forgetting of searches stands: given back to `keepSearchFacets` and `keepSearchPage`, read before the search reads. */
    searchReadStarts(): number {
      return searchesForgotten;
    },

    /** Keeps a search's own count and "Shop By" (no filter chosen), until the catalogue changes (`forget`) or `ttl`; not when it changed since `started`. */
    keepSearchFacets(query: string, facets: Facets, started: number) {
      if (started === searchesForgotten) searchFacetsKept.set(query, facets);
    },

    /** The ids of a page of an unfiltered search (`key`: its query, order, size and number) when kept. */
    keptSearchPage(key: string): number[] | undefined {
      return searchPagesKept.get(key);
    },

    /** Keeps the ids of a page of an unfiltered search, until the catalogue changes (`forget`) or `ttl`; not when it changed since `started`. */
    keepSearchPage(key: string, ids: number[], started: number) {
      if (started === searchesForgotten) searchPagesKept.set(key, ids);
    },

    /** "Shop By" as a page answers it: its price labels in the page's currency (the chosen range's too). */
    labelled(layered: LayeredNavigationData, chosen: PriceRange | undefined): LayeredNavigationData {
      return pricesLabelled(layered, chosen, currency);
    },

    /** A category's own count and "Shop By" (no filter chosen): kept, else `compute`d once for the renders asking. */
    categoryFacets(categoryId: number, compute: () => Promise<Facets>): Promise<Facets> {
      return sharedRead(facetsKept, categoryId, compute);
    },

    /**
     * Drops the kept counts of the categories `categories` picks (every category without it), with
     * `attributes` the filter attributes too, and with `searches` every search's.
     */
    forget({ categories, attributes = false, searches = false }: { categories?: (categoryId: number) => boolean; attributes?: boolean; searches?: boolean } = {}) {
      for (const categoryId of facetsKept.keys()) if (!categories || categories(categoryId)) facetsKept.delete(categoryId);
      if (attributes) attributesKept.clear();
      if (searches) {
        searchesForgotten += 1;
        searchFacetsKept.clear();
        searchPagesKept.clear();
      }
    },
  };
}

export type LayeredNavigation = ReturnType<typeof createLayeredNavigation>;
