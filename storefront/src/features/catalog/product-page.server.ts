import type { TimeSource } from '@shop/ui/clock';
import { t } from '@shop/ui/i18n';
import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../../server/db/database';
import { MemoryCache } from '../../../server/lib/memory-cache';
import * as s from '../../../server/db/schema';
import { escapeHtml } from '../../../server/lib/html';
import { ownImageGallery, type ProductGallery } from '../product-images/model';
import { storedHtml } from '../../../server/lib/stored-html';
import { hasControlCharacter } from '../../../server/lib/text';
import { productTabs, productUrl, tabUrl, type ProductTabId } from '../../../server/lib/urls';
import type { ConfigurableAttribute, ConfigurableChild, ConfigurableOption, ProductPriceData } from './types';
import type { CategoryTreeReader } from './category-tree.server';
import { image, ownPrice, tile, type PriceColumns, type ProductRow } from './tiles.server';
import { shownCurrency } from '../currency/api';
import type { ProductDetail } from './types.server';
import { detailsInView, type AttributeLabels, type CatalogContent } from './content.server';
import { defaultView, orDefault, storeViews, type StoreViewCode } from '../store-views/model';

/** A product page's columns: the row without its search vector (search reads its own index, ADR 0019). */
const { searchVector: _searchVector, ...productPageColumns } = getTableColumns(s.products);

/** A configurable product page's reads: its options' row (`configurableQuery`) and the view's labels. */
interface ConfigurableReads {
  found: ConfigurableRows | undefined;
  labels: AttributeLabels;
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

/** Reads a product page's gallery. */
export type GalleryReader = (product: { id: number; image: string; name: string }) => Promise<ProductGallery>;

/**
 * The most product pages' reads kept in memory (by view and URL key), and the most their JSON text
 * may add up to (a configurable product's is tens of kB): memory stays bounded on a large catalogue.
 */
const KEPT_PRODUCT_PAGES = 5_000;
const KEPT_PRODUCT_PAGES_SIZE = 32 * 1024 * 1024;

/**
 * Product pages: a product with its options and children, its tabs, its image; products by id.
 *
 * What a product page reads of the database (its row, its content and URL keys per view, a
 * configurable product's options, children and labels, its gallery: four to six statements) is kept
 * in memory by view and URL key (ADR 0049), as a listing's tiles are (ADR 0043): at most
 * `KEPT_PRODUCT_PAGES` pages and `KEPT_PRODUCT_PAGES_SIZE` of JSON, at most `ttl` seconds, and any
 * catalogue purge drops all of them (`forget`, called by the catalogue with every purge this
 * process makes or hears). What a read started before a forgetting found is not kept. The page is made from the reads at every render: prices are
 * converted to the view's currency when shown, never kept converted.
 */
export function createProductPages({
  db,
  currency,
  categoryTree,
  content,
  gallery = async (product) => ownImageGallery(product),
  clock,
  ttl = 60,
}: {
  db: Db;
  currency: string;
  categoryTree: CategoryTreeReader;
  content: Pick<CatalogContent, 'products' | 'productIdByUrlKey' | 'productUrlKeys' | 'attributeLabels'>;
  gallery?: GalleryReader | undefined;
  /** Measures the kept reads' age; without one nothing is kept (every page is read). */
  clock?: TimeSource | undefined;
  /** Seconds a product page's reads stay kept (0: until forgotten). @default 60 */
  ttl?: number;
}) {
  /** A configurable product page's price from its children (the buyable ones, else all; its own without children). */
  function configurablePrice(children: readonly ConfigurableChild[], product: PriceColumns): ProductPriceData {
    const buyable = children.some((child) => child.isSalable) ? children.filter((child) => child.isSalable) : children;
    if (buyable.length === 0) return { ...ownPrice(product, currency), currency: shownCurrency(currency) };
    const amounts = buyable.map((child) => child.price.amount);
    const amount = Math.min(...amounts);
    const regular = Math.min(...buyable.map((child) => child.price.regularAmount ?? child.price.amount));
    return {
      amount,
      ...(regular > amount ? { regularAmount: regular } : {}),
      ...(Math.max(...amounts) !== amount ? { asLowAs: true } : {}),
      currency: shownCurrency(currency),
    };
  }

  /** What a configurable product's options are made of: its options' rows and the view's labels. */
  async function readConfigurable(productId: number, view: StoreViewCode): Promise<ConfigurableReads> {
    const [[found], labels] = await Promise.all([db.execute(configurableQuery(productId)).then((result) => rows<ConfigurableRows>(result)), content.attributeLabels(view)]);
    return { found, labels };
  }

  /** A configurable product's options and children, its attributes and options labelled in the view. */
  function configurableData({ found, labels }: ConfigurableReads): NonNullable<ProductDetail['configurable']> {
    const attributes = found?.attributes ?? [];
    const children = found?.children ?? [];
    const values = found?.option_values ?? [];
    const salable = new Set(children.filter((c) => c.isInStock && c.qty > 0).map((c) => c.id));
    const outAttributes: ConfigurableAttribute[] = attributes.map((attribute) => {
      const options = new Map<number, ConfigurableOption & { position: number }>();
      for (const value of values.filter((v) => v.attributeId === attribute.id)) {
        const option = options.get(value.optionId) ?? { id: value.optionId, label: labels.option(value.optionId, value.label), swatch: value.swatch, products: [], position: value.position };
        if (salable.has(value.productId)) option.products.push(value.productId);
        options.set(value.optionId, option);
      }
      return {
        ...attribute,
        label: labels.attribute(attribute.id, attribute.label),
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

  /** Everything a product page reads of the database, by view and URL key; null when unknown or not visible. */
  async function readProduct(key: string, view: StoreViewCode) {
    const viewId = await content.productIdByUrlKey(view, key);
    const [product] = await db
      .select(productPageColumns)
      .from(s.products)
      .where(viewId === null ? eq(s.products.urlKey, key) : eq(s.products.id, viewId));
    if (!product || product.visibility === s.Visibility.notVisible) return null;
    const [ownKeys, own] = await Promise.all([content.productUrlKeys(product.id), content.products(view, [product.id]).then((found) => found.get(product.id))]);
    const name = orDefault(own?.name, product.name);
    const [configurable, images] = await Promise.all([product.type === 'configurable' ? readConfigurable(product.id, view) : null, gallery({ ...product, name })]);
    return { product, ownKeys, own, configurable, images };
  }
  type ProductReads = NonNullable<Awaited<ReturnType<typeof readProduct>>>;

  const kept = clock
    ? new MemoryCache<string, ProductReads>({ maxEntries: KEPT_PRODUCT_PAGES, maxSize: KEPT_PRODUCT_PAGES_SIZE, sizeOf: (reads) => JSON.stringify(reads).length, maxAgeMs: ttl * 1000, clock })
    : null;
  // Counts every forgetting: what a read started before one found is not kept.
  let forgotten = 0;

  /** A product page's reads: kept ones from memory, else read (and kept unless a forgetting came meanwhile). */
  async function productReads(key: string, view: StoreViewCode): Promise<ProductReads | null> {
    const cacheKey = `${view}\n${key}`;
    const hit = kept?.get(cacheKey);
    if (hit) return hit;
    const started = forgotten;
    const read = await readProduct(key, view);
    if (read && kept && started === forgotten) kept.set(cacheKey, read);
    return read;
  }

  /** Products by id, in the order asked (unknown ids left out). */
  async function productsByIds(ids: number[]): Promise<ProductRow[]> {
    if (ids.length === 0) return [];
    const found = await db.select().from(s.products).where(inArray(s.products.id, ids));
    const byId = new Map(found.map((p) => [p.id, p]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    /**
     * A product page in a view by URL key (`aero-trail-pullover`), with options and children, named
     * in the view; null when unknown or not visible. In a view, the key is the product's own key in
     * that view, or its default key (the page's `url` then says where the view shows it: ADR 0041).
     */
    async productByUrlKey(urlKey: string, view: StoreViewCode = defaultView.code): Promise<ProductDetail | null> {
      // No URL key holds a control character (and PostgreSQL text cannot hold NUL): no such product.
      if (hasControlCharacter(urlKey)) return null;
      const key = urlKey.replace(/\.html$/, '');
      const found = await productReads(key, view);
      if (!found) return null;
      const { product, ownKeys, own, images } = found;
      const inView = {
        ...product,
        name: orDefault(own?.name, product.name),
        urlKey: orDefault(ownKeys[view], product.urlKey),
        shortDescription: orDefault(own?.shortDescription, product.shortDescription),
        description: orDefault(own?.description, product.description),
      };
      const alternates = Object.fromEntries(storeViews.map((each) => [each.code, productUrl(orDefault(ownKeys[each.code], product.urlKey))]));
      const configurable = found.configurable ? configurableData(found.configurable) : null;
      const isSalable = configurable ? configurable.children.some((c) => c.isSalable) : product.isInStock && product.qty > 0;
      return {
        ...tile({ ...inView, isInStock: isSalable }, configurable ? configurablePrice(configurable.children, product) : { ...ownPrice(product, currency), currency: shownCurrency(currency) }),
        description: storedHtml(inView.description),
        alternates,
        metaTitle: orDefault(own?.metaTitle, ''),
        metaDescription: orDefault(own?.metaDescription, ''),
        details: [{ label: 'SKU', value: product.sku }, ...detailsInView(product.details, own?.details).map(([label, value]) => ({ label, value }))],
        stockStatus: isSalable ? 'In stock' : 'Out of stock',
        qtyRules: { min: product.minSaleQty, max: product.maxSaleQty, increments: product.qtyIncrements },
        breadcrumbs: [...(await categoryTree.breadcrumbsFor(product.categoryId, view)), { label: inView.name, url: productUrl(inView.urlKey) }],
        tabs: productTabs.map((t) => ({ ...t, url: tabUrl(product.sku, t.id) })),
        addToCartUrl: '/checkout/cart/add/',
        configurable,
        gallery: images,
        suggestionBasis: { id: product.id, categoryId: product.categoryId, rootCategoryId: product.rootCategoryId, listingPrice: product.listingPrice, view },
      };
    },

    productsByIds,

    /** Drops every kept product page's reads (a catalogue purge: see `createProductPages`). */
    forget() {
      forgotten += 1;
      kept?.clear();
    },

    /** HTML of a product tab ('description' or 'more-information') in a view; null when the product is unknown. */
    async tabContent(sku: string, tab: ProductTabId, view: StoreViewCode = defaultView.code): Promise<string | null> {
      const [product] = await db.select().from(s.products).where(eq(s.products.sku, sku));
      if (!product) return null;
      const own = (await content.products(view, [product.id])).get(product.id);
      // Served as text/html and shown through the browser's sanitizer: cleaned here too, with the same profile.
      if (tab === 'description') return storedHtml(`<div class="product attribute description"><div class="value">${orDefault(own?.description, product.description)}</div></div>`);
      const pairs: [string, string][] = [[t('SKU'), product.sku], ...detailsInView(product.details, own?.details)];
      const rowsHtml = pairs
        .map(([label, value]) => `<tr><th class="col label" scope="row">${escapeHtml(label)}</th><td class="col data">${escapeHtml(value)}</td></tr>`)
        .join('');
      return `<div class="additional-attributes-wrapper table-wrapper"><table class="data table additional-attributes"><caption class="table-caption">${escapeHtml(t('More Information'))}</caption><tbody>${rowsHtml}</tbody></table></div>`;
    },
  };
}

export type ProductPages = ReturnType<typeof createProductPages>;
