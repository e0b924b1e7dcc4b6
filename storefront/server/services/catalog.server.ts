import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { affectedRows, rows, type Db } from '../db/database';
import * as s from '../db/schema';
import { CONTROL_CHARACTERS, hasControlCharacter } from '../lib/text';
import type { TimeSource as TimeSource } from '@shop/ui/clock';
import { toDecimalText, toMinor } from '@shop/ui/money';
import { escapeHtml, priceHtml } from '../lib/html';
import { storedHtml } from '../lib/stored-html';
import { MemoryCache, sharedRead } from '../lib/memory-cache';
import { cacheTags } from '../page-cache/tags';
import { productSvg } from '../lib/product-image';
import { isBuyableChild } from './price-index.server';
import type { SuggestionBasis } from './related.server';
import { MAX_LISTING_PAGE } from '../../src/features/catalog/model';
import { MIN_PRICE_STEP, priceRangeLabel, priceRanges, priceRangeValue } from '../../src/features/catalog/layered-navigation';
import { categoryUrl, imageUrl, productTabs, productUrl, shopPaths, tabUrl, type ProductTabId } from '../lib/urls';
import type {
  Breadcrumb,
  ConfigurableAttribute,
  ConfigurableChild,
  ConfigurableOption,
  FilterGroup,
  LayeredFilters,
  LayeredNavigationData,
  ListingData,
  ProductDetailData,
  ProductImage,
  ProductPriceData,
  ProductTileData,
  SortDirection,
  SortField,
} from '../../src/features/catalog/types';

// The page loaders' view types are shared with the browser code (one definition).
export type { Breadcrumb, ConfigurableAttribute, ConfigurableChild, ConfigurableOption, ProductImage, SortDirection, SortField } from '../../src/features/catalog/types';

export interface CategoryNode {
  id: number;
  name: string;
  urlPath: string;
  url: string;
  level: number;
  description: string;
  children: CategoryNode[];
}

/** A product as a grid or list shows it (the shape the pages render). */
export type ProductTile = ProductTileData;

export interface ListingOptions {
  /** 1-based page. @default 1 */
  page?: number;
  /** Products per page, one of 12, 24, 36. @default 12 */
  limit?: number;
  /** @default 'position' (relevance for search) */
  sort?: SortField;
  /** @default 'asc' */
  dir?: SortDirection;
  /** Layered-navigation filters (checked by their rules; unknown options are ignored). @default {} */
  filters?: LayeredFilters;
}

export type Listing = ListingData;

export interface CategoryPage extends Listing {
  category: Omit<CategoryNode, 'children'>;
  children: Omit<CategoryNode, 'children'>[];
  breadcrumbs: Breadcrumb[];
  sort: SortField;
  dir: SortDirection;
  sortOptions: { value: SortField; label: string }[];
  limitOptions: number[];
  /** "Shop By": Color, Size and Price with their counts, and the filters in force. */
  layered: LayeredNavigationData;
}

export interface SearchPage extends Listing {
  query: string;
  /** The known term searched instead when the query itself matched nothing (a typo). */
  correctedQuery?: string;
  /** "Shop By": Category, Color, Size and Price with their counts, and the filters in force. */
  layered: LayeredNavigationData;
}

/** The product page's data, with the server's narrower stock text and tab ids. */
export interface ProductDetail extends ProductDetailData {
  stockStatus: 'In stock' | 'Out of stock';
  tabs: { id: ProductTabId; title: string; url: string }[];
  /** What the page's carousels are chosen by (`related.forProduct`), from this read of the product; for the server only (the page's loader does not send it). */
  suggestionBasis: SuggestionBasis;
}

/** One entry of products-render-info. */
export type ProductRenderInfo = {
  id: number;
  name: string;
  sku: string;
  type: string;
  url: string;
  is_salable: '1' | '0';
  store_id: number;
  currency_code: string;
  images: { url: string; code: string; height: number; width: number; label: string; resized_width: number; resized_height: number }[];
  add_to_cart_button: { url: string; required_options: boolean; post_data: string };
  /** The platform's price block: amounts in the store currency's major unit, and their markup. */
  price_info: {
    final_price: number;
    regular_price: number;
    minimal_price: number;
    max_price: number;
    minimal_regular_price: number;
    max_regular_price: number;
    special_price: number | null;
    formatted_prices: { final_price: string; regular_price: string; minimal_price: string; max_price: string; minimal_regular_price: string; max_regular_price: string; special_price: string | null };
  };
  extension_attributes: { review_html: string; wishlist_button: Record<string, never> };
}

export interface Suggestion {
  title: string;
  num_results: number;
}

export const LIMIT_OPTIONS = [12, 24, 36];
const SUGGESTION_COUNT = 8;

type ProductRow = typeof s.products.$inferSelect;

/** A product page's columns: the row without its search vector (search reads its own index, ADR 0019). */
const { searchVector: _searchVector, ...productPageColumns } = getTableColumns(s.products);

const child = alias(s.products, 'c');

/**
 * A configurable product's buyable children's prices as one text, `minFinal maxFinal minRegular`
 * (null for another type or without buyable children), read with the product's row: a grid reads
 * its tiles in one statement (products_parent_idx finds the children).
 */
function childRangeOf(product: { id: SQL | AnyPgColumn; type: SQL | AnyPgColumn }): SQL<string | null> {
  return sql<string | null>`case when ${product.type} = 'configurable' then (
      select min(${child.finalPrice})::text || ' ' || max(${child.finalPrice})::text || ' ' || min(${child.price})::text
      from ${s.products} ${child} where ${child.parentId} = ${product.id} and ${isBuyableChild(child)}) end`;
}

/** A column of products named with its table (a single-table select names its columns bare, which a subquery's own table would shadow). */
const qualified = (column: AnyPgColumn) => sql`${s.products}.${sql.identifier(column.name)}`;

/** The columns of a grid tile's row (exported for the plan test: catalog-plans.server.test.ts). */
export const tileColumns = {
  childRange: childRangeOf({ id: qualified(s.products.id), type: qualified(s.products.type) }),
  id: s.products.id,
  sku: s.products.sku,
  name: s.products.name,
  urlKey: s.products.urlKey,
  type: s.products.type,
  image: s.products.image,
  isInStock: s.products.isInStock,
  shortDescription: s.products.shortDescription,
  price: s.products.price,
  finalPrice: s.products.finalPrice,
};

/** A product's own price columns (exact decimal text). */
type PriceColumns = { price: string; finalPrice: string | null };

type TileRow = PriceColumns & {
  id: number;
  sku: string;
  name: string;
  urlKey: string;
  type: 'simple' | 'configurable';
  image: string;
  isInStock: boolean;
  shortDescription: string;
  /** childRangeOf(): the children's prices of a configurable product. */
  childRange: string | null;
};

/** The prices of a configurable product's buyable children (exact decimal text). */
interface ChildPriceRange {
  minFinal: string;
  maxFinal: string;
  minRegular: string;
}

/** A childRangeOf() value as its three prices (undefined for none). */
function childRange(text: string | null): ChildPriceRange | undefined {
  if (!text) return undefined;
  const [minFinal = '', maxFinal = '', minRegular = ''] = text.split(' ');
  return { minFinal, maxFinal, minRegular };
}

function image(file: string, alt: string, size = 240): ProductImage {
  return { src: imageUrl(file), alt, width: size, height: Math.round(size * 1.25) };
}

/** What a product costs by its own row, with its regular price when a special price lowers it. */
function ownPrice(row: PriceColumns, currency: string): { amount: number; regularAmount?: number } {
  const regularAmount = toMinor(row.price, currency);
  const amount = toMinor(row.finalPrice ?? row.price, currency);
  return regularAmount > amount ? { amount, regularAmount } : { amount };
}

/**
 * A product's shown price: a configurable product's comes from its children (the lowest, "As
 * low as" when they differ, the lowest regular price struck through when it is higher).
 */
function priceOf(row: TileRow, currency: string, range: ChildPriceRange | undefined): ProductPriceData {
  if (row.type !== 'configurable' || !range) return { ...ownPrice(row, currency), currency };
  const amount = toMinor(range.minFinal, currency);
  const regular = toMinor(range.minRegular, currency);
  return {
    amount,
    ...(regular > amount ? { regularAmount: regular } : {}),
    ...(toMinor(range.maxFinal, currency) !== amount ? { asLowAs: true } : {}),
    currency,
  };
}

function tile(row: Omit<TileRow, 'childRange'>, price: ProductPriceData): ProductTile {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    url: productUrl(row.urlKey),
    type: row.type,
    image: image(row.image, row.name),
    isSalable: row.isInStock,
    shortDescription: row.shortDescription,
    price,
  };
}

/** A listing's page number brought into 1…MAX_LISTING_PAGE (a caller's NaN or 2^53 never reaches an offset). */
function listingPage(page: number | undefined): number {
  return page === undefined || Number.isNaN(page) ? 1 : Math.min(Math.max(Math.trunc(page), 1), MAX_LISTING_PAGE);
}

function pageOf(total: number, page: number, limit: number) {
  return { total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) };
}

/** Escapes LIKE wildcards so a shopper's `%` or `_` is matched literally. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Collapses whitespace and lower-cases a query; the form suggestions and terms are kept in. */
export function normalizeQuery(q: string): string {
  // Control characters (NUL above all, which PostgreSQL text cannot hold) count as spaces.
  return q.replace(CONTROL_CHARACTERS, ' ').trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 128);
}


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
export function searchMatches(text: string): SQL {
  return sql`p.search_vector @@ plainto_tsquery('english', ${text})`;
}

/**
 * The SQL conditions of the filters on the products table named `table`. On a category page
 * (`within`) an option filter reads the index rows of that category only (its category key).
 */
function filterConditions(
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
interface ListedPage {
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

/** The category tree: the menu, a category by address or id. */
interface CategoryTree {
  tree: CategoryNode[];
  byPath: Map<string, CategoryNode>;
  byId: Map<number, CategoryNode>;
}

export interface CatalogServiceOptions {
  db: Db;
  clock: TimeSource;
  /** Seconds the category tree, the filter attributes and a category's own "Shop By" stay cached in memory (0: until forgotten). @default 60 */
  treeTtl?: number;
  /** The store's currency (ISO 4217): prices are read and shown in it. @default 'USD' */
  currency?: string;
  /** Most search phrases kept for suggestions (SEARCH_TERMS_MAX): no new phrase is recorded past it. @default 10000 */
  maxSearchTerms?: number;
}

/** What `configurableQuery` returns: one row, each part a JSON list (null when empty). */
interface ConfigurableRows {
  attributes: { id: number; code: string; label: string }[] | null;
  children: { id: number; sku: string; name: string; image: string; isInStock: boolean; qty: number; price: string; finalPrice: string | null }[] | null;
  option_values: { productId: number; attributeId: number; optionId: number; label: string; swatch: string | null; position: number }[] | null;
}

/**
 * A configurable product's options in one read (one round trip instead of three): its super
 * attributes in their order, its children (prices as exact decimal text, never JSON numbers), and
 * the children's option values with the options' labels, swatches and positions.
 */
export function configurableQuery(productId: number): SQL {
  return sql`select
    (select json_agg(json_build_object('id', a.id, 'code', a.code, 'label', a.label) order by psa.position, psa.attribute_id)
      from product_super_attributes psa join attributes a on a.id = psa.attribute_id
      where psa.product_id = ${productId}) as attributes,
    (select json_agg(json_build_object('id', c.id, 'sku', c.sku, 'name', c.name, 'image', c.image, 'isInStock', c.is_in_stock, 'qty', c.qty,
        'price', c.price::text, 'finalPrice', c.final_price::text) order by c.id)
      from products c where c.parent_id = ${productId}) as children,
    (select json_agg(json_build_object('productId', v.product_id, 'attributeId', v.attribute_id, 'optionId', v.option_id,
        'label', o.label, 'swatch', o.swatch, 'position', o.position) order by v.product_id, v.attribute_id)
      from products c join product_attribute_values v on v.product_id = c.id join attribute_options o on o.id = v.option_id
      where c.parent_id = ${productId}) as option_values`;
}

/** The public catalogue: categories, listings, product pages, search and suggestions. */
export function createCatalogService({ db, clock, treeTtl = 60, currency = 'USD', maxSearchTerms = 10_000 }: CatalogServiceOptions) {
  // Kept in memory for `treeTtl` seconds (0: until forgotten), each read shared by the renders that find it missing
  // or expired (not one read each: twenty pages at once would read it twenty times); `forget` drops them.
  const keptFor = { maxAgeMs: treeTtl * 1000, clock };
  const treeKept = new MemoryCache<'tree', Promise<CategoryTree>>(keptFor);
  const attributesKept = new MemoryCache<'attributes', Promise<FilterAttribute[]>>(keptFor);

  const loadTree = () => sharedRead(treeKept, 'tree', async (): Promise<CategoryTree> => {
    const all = await db.select().from(s.categories).orderBy(asc(s.categories.level), asc(s.categories.position), asc(s.categories.id));
    const byId = new Map<number, CategoryNode>();
    const byPath = new Map<string, CategoryNode>();
    const tree: CategoryNode[] = [];
    for (const row of all) {
      const node: CategoryNode = { id: row.id, name: row.name, urlPath: row.urlPath, url: categoryUrl(row.urlPath), level: row.level, description: row.description, children: [] };
      byId.set(row.id, node);
      byPath.set(row.urlPath, node);
      const parent = row.parentId === null ? undefined : byId.get(row.parentId);
      if (parent) parent.children.push(node);
      else tree.push(node);
    }
    return { tree, byPath, byId };
  });

  const flat = ({ children: _children, ...rest }: CategoryNode) => rest;

  /** The price ranges of the buyable children of the configurable products among `rows`, by parent id. */
  async function childPriceRanges(rows: readonly { id: number; type: string }[]): Promise<Map<number, ChildPriceRange>> {
    const parents = rows.filter((row) => row.type === 'configurable').map((row) => row.id);
    if (parents.length === 0) return new Map();
    const found = await db.select({ id: s.products.id, childRange: tileColumns.childRange }).from(s.products).where(inArray(s.products.id, parents));
    return new Map(found.flatMap(({ id, childRange: text }) => (text ? [[id, childRange(text)!] as const] : [])));
  }

  /** A configurable product page's price from its children (the buyable ones, else all; its own without children). */
  function configurablePrice(children: readonly ConfigurableChild[], product: PriceColumns): ProductPriceData {
    const buyable = children.some((child) => child.isSalable) ? children.filter((child) => child.isSalable) : children;
    if (buyable.length === 0) return { ...ownPrice(product, currency), currency };
    const amounts = buyable.map((child) => child.price.amount);
    const amount = Math.min(...amounts);
    const regular = Math.min(...buyable.map((child) => child.price.regularAmount ?? child.price.amount));
    return {
      amount,
      ...(regular > amount ? { regularAmount: regular } : {}),
      ...(Math.max(...amounts) !== amount ? { asLowAs: true } : {}),
      currency,
    };
  }

  /** Grid tiles of rows, with their prices (a configurable product's from its children, read with its row). */
  function tiles(rows: readonly TileRow[]): ProductTile[] {
    return rows.map((row) => tile(row, priceOf(row, currency, childRange(row.childRange))));
  }

  /** Grid tiles of products by id, in the order asked (unknown ids left out). */
  async function tilesByIds(ids: readonly number[]): Promise<ProductTile[]> {
    if (ids.length === 0) return [];
    const found = tiles(await db.select(tileColumns).from(s.products).where(inArray(s.products.id, [...ids])));
    const byId = new Map(found.map((p) => [p.id, p]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }


  /** Color and Size with their options (cached like the category tree). */
  const filterAttributes = () => sharedRead(attributesKept, 'attributes', async (): Promise<FilterAttribute[]> => {
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

  /** The filters of an address that name something real: an unknown option or category is dropped. */
  async function knownFilters(filters: LayeredFilters, withCategory: boolean): Promise<{ filters: LayeredFilters; attributes: FilterAttribute[]; categories: Map<number, CategoryNode> }> {
    const attributes = await filterAttributes();
    const { byId } = await loadTree();
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
    applied: { filters: LayeredFilters; attributes: FilterAttribute[]; categories: Map<number, CategoryNode> },
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
      groups.push({ param: 'price', label: 'Price', options: ranges.map(({ count, ...range }) => ({ value: priceRangeValue(range), label: priceRangeLabel(range, currency), count })) });
    }
    const active: LayeredNavigationData['active'] = [];
    if (filters.cat !== undefined) active.push({ param: 'cat', label: 'Category', valueLabel: categories.get(filters.cat)?.name ?? '' });
    for (const attribute of attributes) {
      const chosen = filters[attribute.code];
      if (chosen !== undefined) active.push({ param: attribute.code, label: attribute.label, valueLabel: attribute.options.get(chosen)?.label ?? '' });
    }
    if (filters.price) active.push({ param: 'price', label: 'Price', valueLabel: priceRangeLabel(filters.price, currency) });
    const ids = of('page')
      .sort((x, y) => Number(x.n) - Number(y.n))
      .map((row) => Number(row.a));
    return { layered: { groups, active }, total, ids };
  }

  // A category's own count and "Shop By" (no filter chosen) change rarely and are its costliest reads: paging
  // through a large category should not count every time.
  const facetsKept = new MemoryCache<number, Promise<{ layered: LayeredNavigationData; total: number }>>(keptFor);
  function categoryFacets(categoryId: number, compute: () => Promise<{ layered: LayeredNavigationData; total: number }>): Promise<{ layered: LayeredNavigationData; total: number }> {
    return sharedRead(facetsKept, categoryId, compute);
  }

  async function breadcrumbsFor(categoryId: number | null): Promise<Breadcrumb[]> {
    if (categoryId === null) return [];
    const { byId } = await loadTree();
    const trail: Breadcrumb[] = [];
    let node = byId.get(categoryId);
    const seen = new Set<number>();
    while (node && !seen.has(node.id)) {
      seen.add(node.id);
      trail.unshift({ label: node.name, url: node.url });
      const parentPath = node.urlPath.includes('/') ? node.urlPath.slice(0, node.urlPath.lastIndexOf('/')) : null;
      node = parentPath ? (await loadTree()).byPath.get(parentPath) : undefined;
    }
    return [{ label: 'Home', url: shopPaths.home }, ...trail];
  }

  async function configurableData(product: Pick<ProductRow, 'id'>): Promise<ProductDetail['configurable']> {
    const [found] = rows<ConfigurableRows>(await db.execute(configurableQuery(product.id)));
    const attributes = found?.attributes ?? [];
    const children = found?.children ?? [];
    const values = found?.option_values ?? [];
    const salable = new Set(children.filter((c) => c.isInStock && c.qty > 0).map((c) => c.id));
    const outAttributes: ConfigurableAttribute[] = attributes.map((attribute) => {
      const options = new Map<number, ConfigurableOption & { position: number }>();
      for (const value of values.filter((v) => v.attributeId === attribute.id)) {
        const option = options.get(value.optionId) ?? { id: value.optionId, label: value.label, swatch: value.swatch, products: [], position: value.position };
        if (salable.has(value.productId)) option.products.push(value.productId);
        options.set(value.optionId, option);
      }
      return {
        ...attribute,
        options: [...options.values()].sort((a, b) => a.position - b.position).map(({ position: _position, ...option }) => option),
      };
    });
    const outChildren: ConfigurableChild[] = children.map((child) => ({
      id: child.id,
      sku: child.sku,
      isSalable: salable.has(child.id),
      attributes: Object.fromEntries(values.filter((v) => v.productId === child.id).map((v) => [String(v.attributeId), v.optionId])),
      image: image(child.image, child.name),
      price: ownPrice(child, currency),
    }));
    return { attributes: outAttributes, children: outChildren };
  }

  return {
    /** The menu: level-1 categories with their children. */
    async categoryTree(): Promise<CategoryNode[]> {
      return (await loadTree()).tree;
    },

    /** A category page: the category (`women` or `women/tops`), its products sorted and paged; null when unknown. */
    async categoryPage(urlPath: string, options: ListingOptions = {}): Promise<CategoryPage | null> {
      const node = (await loadTree()).byPath.get(urlPath.replace(/\.html$/, '').replace(/^\/|\/$/g, ''));
      if (!node) return null;
      const limit = LIMIT_OPTIONS.includes(options.limit ?? 12) ? (options.limit ?? 12) : 12;
      const page = listingPage(options.page);
      const sort: SortField = options.sort ?? 'position';
      const dir: SortDirection = options.dir ?? 'asc';
      const inCategory = node.level === 1 ? eq(s.products.rootCategoryId, node.id) : eq(s.products.categoryId, node.id);
      const scope: CategoryScope = { column: node.level === 1 ? 'root_category_id' : 'category_id', id: node.id };
      const applied = await knownFilters(options.filters ?? {}, false);
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
          ? layeredNavigation(listed.from, listed.where, applied, false)
          : categoryFacets(node.id, () => layeredNavigation(listed.from, listed.where, applied, false)),
      ]);
      const { layered, total } = counted;
      // A page past the end shows the last one, as the platform does.
      const shown = Math.min(page, pageOf(total, page, limit).pages);
      const items = shown === page ? firstTry : await pageItems(shown);
      return {
        category: flat(node),
        children: node.children.map(flat),
        breadcrumbs: await breadcrumbsFor(node.id),
        items: tiles(items),
        ...pageOf(total, shown, limit),
        sort,
        dir,
        sortOptions: [
          { value: 'position', label: 'Position' },
          { value: 'name', label: 'Product Name' },
          { value: 'price', label: 'Price' },
        ],
        limitOptions: LIMIT_OPTIONS,
        layered,
      };
    },

    /** A product page by URL key (`aero-trail-pullover`), with options and children; null when unknown or not visible. */
    async productByUrlKey(urlKey: string): Promise<ProductDetail | null> {
      // No URL key holds a control character (and PostgreSQL text cannot hold NUL): no such product.
      if (hasControlCharacter(urlKey)) return null;
      const [product] = await db.select(productPageColumns).from(s.products).where(eq(s.products.urlKey, urlKey.replace(/\.html$/, '')));
      if (!product || product.visibility === s.Visibility.notVisible) return null;
      const configurable = product.type === 'configurable' ? await configurableData(product) : null;
      const isSalable = configurable ? configurable.children.some((c) => c.isSalable) : product.isInStock && product.qty > 0;
      return {
        ...tile({ ...product, isInStock: isSalable }, configurable ? configurablePrice(configurable.children, product) : { ...ownPrice(product, currency), currency }),
        description: storedHtml(product.description),
        details: [{ label: 'SKU', value: product.sku }, ...Object.entries(product.details).map(([label, value]) => ({ label, value }))],
        stockStatus: isSalable ? 'In stock' : 'Out of stock',
        qtyRules: { min: product.minSaleQty, max: product.maxSaleQty, increments: product.qtyIncrements },
        breadcrumbs: [...(await breadcrumbsFor(product.categoryId)), { label: product.name, url: productUrl(product.urlKey) }],
        tabs: productTabs.map((t) => ({ ...t, url: tabUrl(product.sku, t.id) })),
        addToCartUrl: '/checkout/cart/add/',
        configurable,
        suggestionBasis: { id: product.id, categoryId: product.categoryId, rootCategoryId: product.rootCategoryId, listingPrice: product.listingPrice },
      };
    },

    /** Grid tiles of products by id, in the order asked (unknown ids left out): e.g. a wish list's. */
    tilesByIds,

    /** Products by id, in the order asked (unknown ids left out). */
    async productsByIds(ids: number[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      const found = await db.select().from(s.products).where(inArray(s.products.id, ids));
      const byId = new Map(found.map((p) => [p.id, p]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * Full-text search (PostgreSQL tsvector). When nothing matches, the closest known search term
     * (trigram word similarity, which catches typos) is searched instead and named in
     * `correctedQuery`. Records the query with its result count for suggestions.
     */
    async search(query: string, options: ListingOptions = {}): Promise<SearchPage> {
      const q = normalizeQuery(query);
      const limit = LIMIT_OPTIONS.includes(options.limit ?? 12) ? (options.limit ?? 12) : 12;
      const page = listingPage(options.page);
      if (q.length === 0) return { query: q, items: [], ...pageOf(0, page, limit), layered: { groups: [], active: [] } };
      const applied = await knownFilters(options.filters ?? {}, true);
      const narrowed = filterConditions('p', applied.filters, applied.attributes, applied.categories);
      const matching = (text: string) =>
        sql.join([searchMatches(text), ...narrowed], sql` and `);
      // Relevance ('position') is always best first; name and price follow the direction, ties by id.
      const direction = options.dir === 'desc' ? sql`desc` : sql`asc`;
      const column = (alias: string, name: string) => sql.raw(`${alias}.${name}`);
      const ordering = (text: string): ListedPage => ({
        limit,
        offset: (page - 1) * limit,
        ...(options.sort === 'name'
          ? { columns: sql`p.name`, order: (alias) => sql`${column(alias, 'name')} ${direction}, ${column(alias, 'id')} ${direction}` }
          : options.sort === 'price'
            ? { order: (alias) => sql`${column(alias, 'listing_price')} ${direction}, ${column(alias, 'id')} ${direction}` }
            : { columns: sql`ts_rank(p.search_vector, plainto_tsquery('english', ${text})) as rank`, order: (alias) => sql`${column(alias, 'rank')} desc, ${column(alias, 'id')}` }),
      });
      // One statement finds the matches once (the search index's full-text index, then each match's narrow row):
      // the total, "Shop By" and the page's ids in its order; then the page's tiles by id.
      const fullText = (text: string) => layeredNavigation(searchIndex, matching(text), applied, true, ordering(text), true);
      let found = await fullText(q);
      let correctedQuery: string | undefined;
      // A typo is corrected only for the query itself: filters that leave nothing are the shopper's choice.
      if (found.total === 0 && narrowed.length === 0) {
        const [closest] = rows<{ term: string }>(
          await db.execute(sql`select term from search_terms where num_results > 0 and ${q} <% term
            order by word_similarity(${q}, term) desc, popularity desc, num_results desc limit 1`),
        );
        if (closest && closest.term !== q) {
          correctedQuery = closest.term;
          found = await fullText(closest.term);
        }
      }
      const { layered } = found;
      // A page past the last one says nothing was found, as the results page has always told it.
      const total = found.ids.length === 0 ? 0 : found.total;
      const items = await tilesByIds(found.ids);
      // Only a phrase that finds something (unfiltered) is a suggestion; a new one only while the table
      // is under its cap (the purge makes room by dropping the least popular), so no visitor can flood it.
      if (total > 0 && Object.keys(applied.filters).length === 0) {
        const term = correctedQuery ?? q;
        await db.execute(sql`insert into search_terms (term, num_results, popularity, updated_at)
          select ${term}, ${total}, 1, ${new Date(clock.now()).toISOString()}::timestamptz
          where exists (select 1 from search_terms where term = ${term}) or (select count(*) from search_terms) < ${maxSearchTerms}
          on conflict (term) do update set num_results = excluded.num_results, popularity = search_terms.popularity + 1, updated_at = excluded.updated_at`);
      }
      return { query: q, ...(correctedQuery ? { correctedQuery } : {}), items, ...pageOf(total, page, limit), layered };
    },

    /**
     * Makes room for new search phrases once the table is at its cap: drops the tenth least popular
     * (oldest first among equals). Returns how many went.
     */
    async trimSearchTerms(): Promise<number> {
      const result = await db.execute(sql`delete from search_terms where id in (
          select id from search_terms order by popularity asc, updated_at asc
          limit greatest(0, (select count(*) from search_terms) - ${Math.floor(maxSearchTerms * 0.9)}))
        and (select count(*) from search_terms) >= ${maxSearchTerms}`);
      return affectedRows(result);
    },

    /** Autocomplete: known search terms starting with (or containing a word starting with) the query, else similar ones. */
    async suggest(query: string): Promise<Suggestion[]> {
      const q = normalizeQuery(query);
      if (q.length === 0) return [];
      const prefix = likeEscape(q);
      const byPrefix = rows<{ title: string; num_results: number }>(
        await db.execute(sql`select term as title, num_results from search_terms
          where num_results > 0 and (term like ${`${prefix}%`} or term like ${`% ${prefix}%`})
          order by (term like ${`${prefix}%`}) desc, popularity desc, num_results desc, length(term), term
          limit ${SUGGESTION_COUNT}`),
      );
      if (byPrefix.length > 0) return byPrefix.map((r) => ({ title: r.title, num_results: Number(r.num_results) }));
      const similar = rows<{ title: string; num_results: number }>(
        await db.execute(sql`select term as title, num_results from search_terms
          where num_results > 0 and ${q} <% term
          order by word_similarity(${q}, term) desc, popularity desc, num_results desc, term
          limit ${SUGGESTION_COUNT}`),
      );
      return similar.map((r) => ({ title: r.title, num_results: Number(r.num_results) }));
    },

    /** HTML of a product tab ('description' or 'more-information'); null when the product is unknown. */
    async tabContent(sku: string, tab: ProductTabId): Promise<string | null> {
      const [product] = await db.select().from(s.products).where(eq(s.products.sku, sku));
      if (!product) return null;
      // Served as text/html and shown through the browser's sanitizer: cleaned here too, with the same profile.
      if (tab === 'description') return storedHtml(`<div class="product attribute description"><div class="value">${product.description}</div></div>`);
      const pairs: [string, string][] = [['SKU', product.sku], ...Object.entries(product.details)];
      const rowsHtml = pairs
        .map(([label, value]) => `<tr><th class="col label" scope="row">${escapeHtml(label)}</th><td class="col data">${escapeHtml(value)}</td></tr>`)
        .join('');
      return `<div class="additional-attributes-wrapper table-wrapper"><table class="data table additional-attributes"><caption class="table-caption">More Information</caption><tbody>${rowsHtml}</tbody></table></div>`;
    },

    /** The SVG of a product image file (`<sku>.svg`); null when unknown. */
    async productImageSvg(file: string): Promise<string | null> {
      // Files are named after the SKU: look up by the unique SKU index, then check the name.
      const [product] = await db
        .select({ name: s.products.name, shape: s.products.imageShape, color: s.products.imageColor })
        .from(s.products)
        .where(and(eq(s.products.sku, file.replace(/\.svg$/, '')), eq(s.products.image, file)));
      return product ? productSvg(product) : null;
    },

    /** products-render-info: the listed ids keyed by id (unknown ids left out). */
    async renderInfo(ids: number[], storeId: number): Promise<Record<string, ProductRenderInfo>> {
      const found = (await this.productsByIds(ids)).filter((p) => p.visibility !== s.Visibility.notVisible);
      const ranges = await childPriceRanges(found);
      const items: Record<string, ProductRenderInfo> = {};
      for (const p of found) {
        const url = productUrl(p.urlKey);
        const range = ranges.get(p.id);
        const own = ownPrice(p, currency);
        const minimal = toMinor(range?.minFinal ?? p.finalPrice ?? p.price, currency);
        const maximal = toMinor(range?.maxFinal ?? p.finalPrice ?? p.price, currency);
        const minimalRegular = toMinor(range?.minRegular ?? p.price, currency);
        const regular = own.regularAmount ?? own.amount;
        const final = range ? minimal : own.amount;
        const special = p.type === 'simple' && own.regularAmount !== undefined ? own.amount : null;
        // The platform's wire format has amounts in the major unit; they are exact decimal text turned into numbers, never computed.
        const major = (minor: number) => Number(toDecimalText(minor, currency));
        const markup = (minor: number) => priceHtml(minor, { currency });
        items[String(p.id)] = {
          id: p.id,
          name: p.name,
          sku: p.sku,
          type: p.type,
          url,
          is_salable: p.isInStock ? '1' : '0',
          store_id: storeId,
          currency_code: currency,
          images: [
            { url: imageUrl(p.image), code: 'recently_viewed_products_grid_content_widget', height: 300, width: 240, label: p.name, resized_width: 240, resized_height: 300 },
          ],
          add_to_cart_button: {
            url: p.type === 'configurable' ? url : '/checkout/cart/add/',
            required_options: p.type === 'configurable',
            post_data: JSON.stringify({ action: '/checkout/cart/add/', data: { product: String(p.id) } }),
          },
          price_info: {
            final_price: major(final),
            regular_price: major(regular),
            minimal_price: major(minimal),
            max_price: major(maximal),
            minimal_regular_price: major(minimalRegular),
            max_regular_price: major(Math.max(regular, minimalRegular)),
            special_price: special === null ? null : major(special),
            formatted_prices: {
              final_price: markup(final),
              regular_price: markup(regular),
              minimal_price: markup(minimal),
              max_price: markup(maximal),
              minimal_regular_price: markup(minimalRegular),
              max_regular_price: markup(Math.max(regular, minimalRegular)),
              special_price: special === null ? null : markup(special),
            },
          },
          extension_attributes: { review_html: '', wishlist_button: {} },
        };
      }
      return items;
    },

    /**
     * Drops what the catalogue keeps in memory of what purged cache tags name, so the page rendered
     * next reads it afresh (`createShop` hands it every purge of the page cache: this process's and,
     * through PostgreSQL, the other processes'): any category (`cat_c`) the category tree and every
     * category's "Shop By"; a category's listing (`cat_c_p_<id>`) that category's "Shop By";
     * everything (`FPC`) all of it, the filter attributes too.
     */
    forget(tags: Iterable<string>) {
      const purged = new Set(tags);
      const all = purged.has(cacheTags.all);
      if (all || purged.has(cacheTags.categories)) {
        treeKept.clear();
        facetsKept.clear();
      } else {
        for (const categoryId of facetsKept.keys()) if (purged.has(cacheTags.categoryListing(categoryId))) facetsKept.delete(categoryId);
      }
      if (all) attributesKept.clear();
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
