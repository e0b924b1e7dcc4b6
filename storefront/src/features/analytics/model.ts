import { toDecimalText } from '@shop/ui/money';
import { ANALYTICS_EVENTS } from '../../config/constants';
import type { AddToCartResponse, CartItem } from '../cart/contract';
import type { ProductDetailData, ProductTileData } from '../catalog/types';

/** A product impression as pushed to the data layer. */
export interface Impression {
  id: string | number;
  name?: string;
  list?: string;
  position?: number;
  [field: string]: unknown;
}

/** The page-level data layer (`window.dataLayer`). */
export type DataLayer = { push(...items: unknown[]): unknown } & ArrayLike<unknown>;

/** Product id → list name, as kept in the `impression_list_data` cookie. */
export type ImpressionList = Record<string, string>;

/** The page's data layer, or undefined when the page has none. */
export function getDataLayer(win: { dataLayer?: unknown } = globalThis as { dataLayer?: unknown }): DataLayer | undefined {
  const candidate = win.dataLayer as Partial<DataLayer> | undefined;
  if (!candidate || typeof candidate.push !== 'function' || typeof candidate.length !== 'number') return undefined;
  return candidate as DataLayer;
}

/**
 * Pushes an ecommerce event: first an empty `{ ecommerce: null }` reset, then the
 * event. Nothing happens without a data layer. Returns whether it was pushed.
 */
export function pushEcommerceEvent(dataLayer: DataLayer | undefined, event: Record<string, unknown>): boolean {
  if (!dataLayer) return false;
  dataLayer.push({ ecommerce: null });
  dataLayer.push(event);
  return true;
}

/** The impressions event for a list of products. */
export function buildImpressionsEvent(impressions: readonly Impression[], currencyCode?: string): Record<string, unknown> {
  return {
    event: ANALYTICS_EVENTS.impressions,
    ecommerce: { ...(currencyCode ? { currencyCode } : {}), impressions: [...impressions] },
  };
}

/** Every impression pushed to the data layer so far. */
export function collectImpressions(dataLayer: DataLayer): Impression[] {
  const impressions: Impression[] = [];
  for (let index = 0; index < dataLayer.length; index += 1) {
    const entry = dataLayer[index] as { ecommerce?: { impressions?: unknown } } | undefined;
    const list = entry?.ecommerce?.impressions;
    if (Array.isArray(list)) impressions.push(...(list as Impression[]));
  }
  return impressions;
}

/** The (latest) impression with this product id and list name. */
export function findImpression(impressions: readonly Impression[], productId: string, listName: string): Impression | undefined {
  for (let index = impressions.length - 1; index >= 0; index -= 1) {
    const impression = impressions[index] as Impression;
    if (String(impression.id) === productId && impression.list === listName) return impression;
  }
  return undefined;
}

/** The product click event: `ecommerce.click.actionField.list` and `ecommerce.click.products`. */
export function buildClickEvent(impression: Impression, listName: string): Record<string, unknown> {
  return {
    event: ANALYTICS_EVENTS.click,
    ecommerce: { click: { actionField: { list: listName }, products: [impression] } },
  };
}

/** The impression list with these impressions' lists recorded (later ones win). */
export function mergeImpressionList(current: ImpressionList, impressions: readonly Impression[]): ImpressionList {
  const next: ImpressionList = { ...current };
  for (const impression of impressions) if (impression.list) next[String(impression.id)] = impression.list;
  return next;
}

/** Reads an impression list cookie value, keeping string entries only. */
export function toImpressionList(value: unknown): ImpressionList {
  const list: ImpressionList = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return list;
  for (const [id, name] of Object.entries(value)) if (typeof name === 'string') list[id] = name;
  return list;
}

/** Console notes for clicks that cannot be tracked. */
export const CLICK_TRACKING_NOTES = {
  missingEventShell: 'Product click not tracked: the link is not inside a product item (data-product-item).',
  missingListName: 'Product click not tracked: the product item has no list name (data-list-name).',
  missingProductId: 'Product click not tracked: the product item has no element with a product id (data-product-id).',
  noImpressions: 'Product click not tracked: no product impressions in the data layer.',
  noMatchingImpression: 'Product click not tracked: no impression matches this product and list.',
} as const;

/** What a product-link click leads to. */
export type ClickOutcome =
  | { kind: 'ignored' }
  | { kind: 'note'; message: string }
  | { kind: 'event'; event: Record<string, unknown> };

/** The facts about a click, read from the DOM. */
export interface ClickFacts {
  /** The click hit a link or something up to two levels inside one. */
  onLink: boolean;
  /** A product item wraps the link. */
  hasProductItem: boolean;
  listName: string | undefined;
  productId: string | undefined;
}

/** Decides what a click in a tracked product list does. */
export function resolveProductClick(facts: ClickFacts, dataLayer: DataLayer | undefined): ClickOutcome {
  if (!dataLayer || !facts.onLink) return { kind: 'ignored' };
  if (!facts.hasProductItem) return { kind: 'note', message: CLICK_TRACKING_NOTES.missingEventShell };
  if (!facts.listName) return { kind: 'note', message: CLICK_TRACKING_NOTES.missingListName };
  if (!facts.productId) return { kind: 'note', message: CLICK_TRACKING_NOTES.missingProductId };
  const impressions = collectImpressions(dataLayer);
  if (impressions.length === 0) return { kind: 'note', message: CLICK_TRACKING_NOTES.noImpressions };
  const impression = findImpression(impressions, facts.productId, facts.listName);
  if (!impression) return { kind: 'note', message: CLICK_TRACKING_NOTES.noMatchingImpression };
  return { kind: 'event', event: buildClickEvent(impression, facts.listName) };
}

// ---------------------------------------------------------------------------
// Product fields, list impressions and cart events

/**
 * Data-layer names of the cart events, in the enhanced-ecommerce vocabulary of the impression
 * and click events (`ANALYTICS_EVENTS`).
 */
export const CART_EVENTS = { addToCart: 'addToCart', removeFromCart: 'removeFromCart' } as const;

/** A product as the ecommerce events carry it (the enhanced-ecommerce product fields). */
export interface EcommerceProduct {
  /** The product id (a configurable product's own id, not its child's). */
  id: string;
  name: string;
  /** The unit price in the major unit (19.99), exact from integer minor units. */
  price: number;
  /** The chosen options of a configurable product ('Orange / M'). */
  variant?: string;
  quantity?: number;
}

/**
 * Minor units as a number in the major unit (`1999` → `19.99`), read from the exact decimal
 * text: no division, so no float error creeps into the pushed price.
 */
export function majorAmount(minor: number, currency: string): number {
  return Number(toDecimalText(minor, currency));
}

/** The impressions of a product list: each product with its list name and 1-based position. */
export function impressionsOf(products: readonly ProductTileData[], listName: string): Impression[] {
  return products.map((product, index) => ({
    id: String(product.id),
    name: product.name,
    price: majorAmount(product.price.amount, product.price.currency),
    list: listName,
    position: index + 1,
  }));
}

/** The fields of an add-to-cart form analytics reads. */
export interface AddToCartFields {
  qty: number;
  /** Chosen option per super attribute id (`super_attribute[<id>]`). */
  superAttribute: Record<string, number>;
}

/**
 * The product an add to cart adds: a configurable product's chosen child gives the price and the
 * variant (its option labels in the attributes' order); the id stays the product's own, as in
 * its impressions and its cart line.
 */
export function addedProduct(product: ProductTileData | ProductDetailData, fields: AddToCartFields): EcommerceProduct {
  const configurable = 'configurable' in product ? product.configurable : null;
  const child = configurable?.children.find((candidate) =>
    configurable.attributes.every((attribute) => candidate.attributes[String(attribute.id)] === fields.superAttribute[String(attribute.id)]),
  );
  const variant = child
    ? configurable?.attributes.map((attribute) => attribute.options.find((option) => option.id === fields.superAttribute[String(attribute.id)])?.label ?? '').join(' / ')
    : undefined;
  return {
    id: String(product.id),
    name: product.name,
    price: majorAmount(child?.price.amount ?? product.price.amount, product.price.currency),
    ...(variant ? { variant } : {}),
    quantity: fields.qty,
  };
}

/**
 * Whether call 8's answer means the product is in the cart: not when it sends the shopper on to
 * choose options (`backUrl`), reports the product unavailable, or carries an error message.
 */
export function isAddedToCart(response: AddToCartResponse): boolean {
  if (response.backUrl || response.product?.statusText) return false;
  return !(response.messages ?? []).some((message) => message.type === 'error');
}

/** A cart line as an ecommerce product, with the quantity that changed. */
export function cartLineProduct(item: CartItem, quantity: number, currency: string): EcommerceProduct {
  const variant = item.options.map((option) => option.value).join(' / ');
  return {
    id: String(item.product_id),
    name: item.product_name,
    price: majorAmount(item.product_price_minor, currency),
    ...(variant ? { variant } : {}),
    quantity,
  };
}

/**
 * The add-to-cart event. `list` is where the shopper met the product (the impression list
 * cookie), sent as `ecommerce.add.actionField.list` when known.
 */
export function buildAddToCartEvent(products: readonly EcommerceProduct[], currencyCode: string, list?: string): Record<string, unknown> {
  return {
    event: CART_EVENTS.addToCart,
    ecommerce: { currencyCode, add: { ...(list ? { actionField: { list } } : {}), products: [...products] } },
  };
}

/** The remove-from-cart event: `ecommerce.remove.products`. */
export function buildRemoveFromCartEvent(products: readonly EcommerceProduct[], currencyCode: string): Record<string, unknown> {
  return { event: CART_EVENTS.removeFromCart, ecommerce: { currencyCode, remove: { products: [...products] } } };
}

/**
 * The event for a cart line's new quantity (0 = removed): an add of the difference when it
 * grows, a remove of the difference when it shrinks, nothing when it stays.
 */
export function cartLineChangeEvent(item: CartItem, newQty: number, currency: string): Record<string, unknown> | undefined {
  const difference = newQty - item.qty;
  if (difference > 0) return buildAddToCartEvent([cartLineProduct(item, difference, currency)], currency);
  if (difference < 0) return buildRemoveFromCartEvent([cartLineProduct(item, -difference, currency)], currency);
  return undefined;
}
