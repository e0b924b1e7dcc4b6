import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { rows, type Db } from '../db/database';
import * as s from '../db/schema';
import type { TimeSource as TimeSource } from '@shop/ui/clock';
import { escapeHtml } from '../lib/html';
import { productSvg } from '../lib/product-image';
import { categoryUrl, imageUrl, productTabs, productUrl, shopPaths, tabUrl, type ProductTabId } from '../lib/urls';
import type {
  Breadcrumb,
  ConfigurableAttribute,
  ConfigurableChild,
  ConfigurableOption,
  ListingData,
  ProductDetailData,
  ProductImage,
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
}

export interface SearchPage extends Listing {
  query: string;
  /** The known term searched instead when the query itself matched nothing (a typo). */
  correctedQuery?: string;
}

/** The product page's data, with the server's narrower stock text and tab ids. */
export interface ProductDetail extends ProductDetailData {
  stockStatus: 'In stock' | 'Out of stock';
  tabs: { id: ProductTabId; title: string; url: string }[];
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
  extension_attributes: { review_html: string; wishlist_button: Record<string, never> };
}

export interface Suggestion {
  title: string;
  num_results: number;
}

export const LIMIT_OPTIONS = [12, 24, 36];
const SUGGESTION_COUNT = 8;

type ProductRow = typeof s.products.$inferSelect;

const tileColumns = {
  id: s.products.id,
  sku: s.products.sku,
  name: s.products.name,
  urlKey: s.products.urlKey,
  type: s.products.type,
  image: s.products.image,
  isInStock: s.products.isInStock,
  shortDescription: s.products.shortDescription,
};

type TileRow = { id: number; sku: string; name: string; urlKey: string; type: 'simple' | 'configurable'; image: string; isInStock: boolean; shortDescription: string };

function image(file: string, alt: string, size = 240): ProductImage {
  return { src: imageUrl(file), alt, width: size, height: Math.round(size * 1.25) };
}

function tile(row: TileRow): ProductTile {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    url: productUrl(row.urlKey),
    type: row.type,
    image: image(row.image, row.name),
    isSalable: row.isInStock,
    shortDescription: row.shortDescription,
  };
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
  return q.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 128);
}

export interface CatalogServiceOptions {
  db: Db;
  clock: TimeSource;
  /** Seconds the category tree stays cached in memory. @default 60 */
  treeTtl?: number;
}

/** The public catalogue: categories, listings, product pages, search and suggestions. */
export function createCatalogService({ db, clock, treeTtl = 60 }: CatalogServiceOptions) {
  let treeCache: { at: number; tree: CategoryNode[]; byPath: Map<string, CategoryNode>; byId: Map<number, CategoryNode> } | null = null;

  async function loadTree() {
    if (treeCache && clock.now() - treeCache.at < treeTtl * 1000) return treeCache;
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
    treeCache = { at: clock.now(), tree, byPath, byId };
    return treeCache;
  }

  const flat = ({ children: _children, ...rest }: CategoryNode) => rest;

  // Product counts per category change rarely; paging through a large category should not count every time.
  const counts = new Map<number, { at: number; n: number }>();
  async function countListed(categoryId: number, query: () => Promise<{ n: number }[]>): Promise<number> {
    const cached = counts.get(categoryId);
    if (cached && clock.now() - cached.at < treeTtl * 1000) return cached.n;
    const n = Number((await query())[0]?.n ?? 0);
    counts.set(categoryId, { at: clock.now(), n });
    return n;
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

  async function configurableData(product: ProductRow): Promise<ProductDetail['configurable']> {
    const attributes = await db
      .select({ id: s.attributes.id, code: s.attributes.code, label: s.attributes.label })
      .from(s.productSuperAttributes)
      .innerJoin(s.attributes, eq(s.attributes.id, s.productSuperAttributes.attributeId))
      .where(eq(s.productSuperAttributes.productId, product.id))
      .orderBy(asc(s.productSuperAttributes.position));
    const children = await db
      .select({ id: s.products.id, sku: s.products.sku, name: s.products.name, image: s.products.image, isInStock: s.products.isInStock, qty: s.products.qty })
      .from(s.products)
      .where(eq(s.products.parentId, product.id))
      .orderBy(asc(s.products.id));
    const values = children.length
      ? await db
          .select({
            productId: s.productAttributeValues.productId,
            attributeId: s.productAttributeValues.attributeId,
            optionId: s.productAttributeValues.optionId,
            label: s.attributeOptions.label,
            swatch: s.attributeOptions.swatch,
            position: s.attributeOptions.position,
          })
          .from(s.productAttributeValues)
          .innerJoin(s.attributeOptions, eq(s.attributeOptions.id, s.productAttributeValues.optionId))
          .where(inArray(s.productAttributeValues.productId, children.map((c) => c.id)))
      : [];
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
      const page = Math.max(1, Math.floor(options.page ?? 1));
      const sort: SortField = options.sort ?? 'position';
      const dir: SortDirection = options.dir ?? 'asc';
      const inCategory = node.level === 1 ? eq(s.products.rootCategoryId, node.id) : eq(s.products.categoryId, node.id);
      const where = and(inCategory, inArray(s.products.visibility, [s.Visibility.catalog, s.Visibility.both]));
      const sortColumn = sort === 'name' ? s.products.name : sort === 'price' ? s.products.price : s.products.position;
      const order = dir === 'desc' ? [desc(sortColumn), desc(s.products.id)] : [asc(sortColumn), asc(s.products.id)];
      const [items, total] = await Promise.all([
        db.select(tileColumns).from(s.products).where(where).orderBy(...order).limit(limit).offset((page - 1) * limit),
        countListed(node.id, () => db.select({ n: sql<number>`count(*)::int` }).from(s.products).where(where)),
      ]);
      return {
        category: flat(node),
        children: node.children.map(flat),
        breadcrumbs: await breadcrumbsFor(node.id),
        items: items.map(tile),
        ...pageOf(total, page, limit),
        sort,
        dir,
        sortOptions: [
          { value: 'position', label: 'Position' },
          { value: 'name', label: 'Product Name' },
          { value: 'price', label: 'Price' },
        ],
        limitOptions: LIMIT_OPTIONS,
      };
    },

    /** A product page by URL key (`aero-trail-pullover`), with options and children; null when unknown or not visible. */
    async productByUrlKey(urlKey: string): Promise<ProductDetail | null> {
      const [product] = await db.select().from(s.products).where(eq(s.products.urlKey, urlKey.replace(/\.html$/, '')));
      if (!product || product.visibility === s.Visibility.notVisible) return null;
      const configurable = product.type === 'configurable' ? await configurableData(product) : null;
      const isSalable = configurable ? configurable.children.some((c) => c.isSalable) : product.isInStock && product.qty > 0;
      return {
        ...tile({ ...product, isInStock: isSalable }),
        description: product.description,
        details: [{ label: 'SKU', value: product.sku }, ...Object.entries(product.details).map(([label, value]) => ({ label, value }))],
        stockStatus: isSalable ? 'In stock' : 'Out of stock',
        qtyRules: { min: product.minSaleQty, max: product.maxSaleQty, increments: product.qtyIncrements },
        breadcrumbs: [...(await breadcrumbsFor(product.categoryId)), { label: product.name, url: productUrl(product.urlKey) }],
        tabs: productTabs.map((t) => ({ ...t, url: tabUrl(product.sku, t.id) })),
        addToCartUrl: '/checkout/cart/add/',
        configurable,
      };
    },

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
      const page = Math.max(1, Math.floor(options.page ?? 1));
      if (q.length === 0) return { query: q, items: [], ...pageOf(0, page, limit) };
      const fullText = async (text: string) =>
        rows<TileRow & { total: string | number }>(
          await db.execute(sql`select p.id, p.sku, p.name, p.url_key as "urlKey", p.type, p.image, p.is_in_stock as "isInStock",
              p.short_description as "shortDescription", count(*) over() as total
            from products p, plainto_tsquery('english', ${text}) tsq
            where p.visibility in (${s.Visibility.search}, ${s.Visibility.both}) and p.search_vector @@ tsq
            order by ts_rank(p.search_vector, tsq) desc, p.id limit ${limit} offset ${(page - 1) * limit}`),
        );
      let found = await fullText(q);
      let correctedQuery: string | undefined;
      if (found.length === 0) {
        const [closest] = rows<{ term: string }>(
          await db.execute(sql`select term from search_terms where num_results > 0 and ${q} <% term
            order by word_similarity(${q}, term) desc, popularity desc, num_results desc limit 1`),
        );
        if (closest && closest.term !== q) {
          correctedQuery = closest.term;
          found = await fullText(closest.term);
        }
      }
      const total = Number(found[0]?.total ?? 0);
      if (total > 0) {
        await db
          .insert(s.searchTerms)
          .values({ term: correctedQuery ?? q, numResults: total, popularity: 1 })
          .onConflictDoUpdate({
            target: s.searchTerms.term,
            set: { numResults: total, popularity: sql`${s.searchTerms.popularity} + 1`, updatedAt: new Date(clock.now()) },
          });
      }
      return { query: q, ...(correctedQuery ? { correctedQuery } : {}), items: found.map(tile), ...pageOf(total, page, limit) };
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
      if (tab === 'description') return `<div class="product attribute description"><div class="value">${product.description}</div></div>`;
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
    async renderInfo(ids: number[], storeId: number, currencyCode: string): Promise<Record<string, ProductRenderInfo>> {
      const found = await this.productsByIds(ids);
      const items: Record<string, ProductRenderInfo> = {};
      for (const p of found) {
        if (p.visibility === s.Visibility.notVisible) continue;
        const url = productUrl(p.urlKey);
        items[String(p.id)] = {
          id: p.id,
          name: p.name,
          sku: p.sku,
          type: p.type,
          url,
          is_salable: p.isInStock ? '1' : '0',
          store_id: storeId,
          currency_code: currencyCode,
          images: [
            { url: imageUrl(p.image), code: 'recently_viewed_products_grid_content_widget', height: 300, width: 240, label: p.name, resized_width: 240, resized_height: 300 },
          ],
          add_to_cart_button: {
            url: p.type === 'configurable' ? url : '/checkout/cart/add/',
            required_options: p.type === 'configurable',
            post_data: JSON.stringify({ action: '/checkout/cart/add/', data: { product: String(p.id) } }),
          },
          extension_attributes: { review_html: '', wishlist_button: {} },
        };
      }
      return items;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
