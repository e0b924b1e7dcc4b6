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
  const { child, variant } = chosenChild(product, fields);
  return {
    id: String(product.id),
    name: product.name,
    price: majorAmount(child?.price.amount ?? product.price.amount, product.price.currency),
    ...(variant ? { variant } : {}),
    quantity: fields.qty,
  };
}

/** A configurable product's child the fields choose, and its option labels in the attributes' order. */
function chosenChild(product: ProductTileData | ProductDetailData, fields: AddToCartFields) {
  const configurable = 'configurable' in product ? product.configurable : null;
  const child = configurable?.children.find((candidate) =>
    configurable.attributes.every((attribute) => candidate.attributes[String(attribute.id)] === fields.superAttribute[String(attribute.id)]),
  );
  const variant = child
    ? configurable?.attributes.map((attribute) => attribute.options.find((option) => option.id === fields.superAttribute[String(attribute.id)])?.label ?? '').join(' / ')
    : undefined;
  return { child, variant };
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

// ---------------------------------------------------------------------------
// Consent Mode v2 (ADR 0030)

/** What each consent type of Google's Consent Mode v2 says: granted or denied. */
export type ConsentState = 'granted' | 'denied';

/** The categories a visitor allowed, as the consent commands read them. */
export interface ConsentCategories {
  analytics: boolean;
  marketing: boolean;
}

/** How long the tag manager waits for an update after the defaults (ms). */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

/**
 * A gtag command as `gtag()` pushes it: the function's `arguments` object, which the tag manager
 * reads as a command (a plain array is not one).
 */
export function gtagCommand(_command: string, _action: string, _parameters: Record<string, unknown>): IArguments {
  // eslint-disable-next-line prefer-rest-params -- the tag manager needs the arguments object itself
  return arguments;
}

/** The consent states a choice grants: analytics storage for Analytics, the ad types for Marketing. */
export function consentStates(categories: ConsentCategories): Record<string, ConsentState> {
  const ads: ConsentState = categories.marketing ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: categories.analytics ? 'granted' : 'denied',
  };
}

/** `gtag('consent', 'default', …)`: everything denied until the visitor chooses, pushed before the container loads. */
export function consentDefaultCommand(): IArguments {
  return gtagCommand('consent', 'default', { ...consentStates({ analytics: false, marketing: false }), wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS });
}

/** `gtag('consent', 'update', …)`: the visitor's choice. */
export function consentUpdateCommand(categories: ConsentCategories): IArguments {
  return gtagCommand('consent', 'update', consentStates(categories));
}

// ---------------------------------------------------------------------------
// GA4 e-commerce events, beside the enhanced-ecommerce ones above

/** The GA4 e-commerce event names the shop pushes. */
export const GA4_EVENTS = {
  viewItemList: 'view_item_list',
  selectItem: 'select_item',
  viewItem: 'view_item',
  addToCart: 'add_to_cart',
  removeFromCart: 'remove_from_cart',
  viewCart: 'view_cart',
  beginCheckout: 'begin_checkout',
  addShippingInfo: 'add_shipping_info',
  addPaymentInfo: 'add_payment_info',
  purchase: 'purchase',
} as const;

/** A GA4 item: `item_id` is the SKU (a configurable product's chosen child's), prices in the major unit. */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_variant?: string;
  item_list_name?: string;
  index?: number;
}

/** A line as the GA4 builders take it: the unit price in integer minor units. */
export interface Ga4Line {
  sku: string;
  name: string;
  unitMinor: number;
  quantity: number;
  /** The chosen options ('Orange / M'). */
  variant?: string;
  listName?: string;
  /** 0-based place in its list. */
  index?: number;
}

/** A line of the checkout's totals, the success page's order or the cart section, in GA4's terms. */
interface OrderLike {
  sku: string;
  name: string;
  price: number;
  qty: number;
  options: readonly { value: string }[];
}

function variantOf(options: readonly { value: string }[]): string | undefined {
  return options.map((option) => option.value).join(' / ') || undefined;
}

/** A GA4 item from a line (price exact from minor units). */
export function ga4Item(line: Ga4Line, currency: string): Ga4Item {
  return {
    item_id: line.sku,
    item_name: line.name,
    price: majorAmount(line.unitMinor, currency),
    quantity: line.quantity,
    ...(line.variant ? { item_variant: line.variant } : {}),
    ...(line.listName ? { item_list_name: line.listName } : {}),
    ...(line.index !== undefined ? { index: line.index } : {}),
  };
}

/** The lines' value in the major unit: the integer sum of unit × quantity, converted once. */
export function ga4Value(lines: readonly Ga4Line[], currency: string): number {
  return majorAmount(
    lines.reduce((sum, line) => sum + line.unitMinor * line.quantity, 0),
    currency,
  );
}

/** A GA4 e-commerce event over some lines: `currency`, `value` and `items`, with the event's own fields. */
export function buildGa4Event(event: (typeof GA4_EVENTS)[keyof typeof GA4_EVENTS], lines: readonly Ga4Line[], currency: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { event, ecommerce: { currency, value: ga4Value(lines, currency), ...extra, items: lines.map((line) => ga4Item(line, currency)) } };
}

/** The lines of a product list (its tiles, 0-based index). */
export function listLines(products: readonly ProductTileData[], listName: string): Ga4Line[] {
  return products.map((product, index) => ({ sku: product.sku, name: product.name, unitMinor: product.price.amount, quantity: 1, listName, index }));
}

/** `view_item_list`: a list's products (no value: nothing is bought by looking). */
export function buildViewItemListEvent(lines: readonly Ga4Line[], listName: string, currency: string): Record<string, unknown> {
  return { event: GA4_EVENTS.viewItemList, ecommerce: { item_list_name: listName, items: lines.map((line) => ga4Item(line, currency)) } };
}

/** `select_item`: the product clicked in a list. */
export function buildSelectItemEvent(line: Ga4Line, currency: string): Record<string, unknown> {
  return { event: GA4_EVENTS.selectItem, ecommerce: { ...(line.listName ? { item_list_name: line.listName } : {}), items: [ga4Item(line, currency)] } };
}

/** The line of a product as shown or added: a configurable product's chosen child gives the SKU, price and variant. */
export function productLine(product: ProductTileData | ProductDetailData, fields: AddToCartFields, listName?: string): Ga4Line {
  const { child, variant } = chosenChild(product, fields);
  return {
    sku: child?.sku ?? product.sku,
    name: product.name,
    unitMinor: child?.price.amount ?? product.price.amount,
    quantity: fields.qty,
    ...(variant ? { variant } : {}),
    ...(listName ? { listName } : {}),
  };
}

/** A cart line (the cart section's) with the quantity that counts. */
export function cartLine(item: CartItem, quantity: number = item.qty): Ga4Line {
  const variant = variantOf(item.options);
  return { sku: item.product_sku, name: item.product_name, unitMinor: item.product_price_minor, quantity, ...(variant ? { variant } : {}) };
}

/** The GA4 event for a cart line's new quantity (0 = removed): add or remove the difference, nothing when it stays. */
export function ga4CartLineChangeEvent(item: CartItem, newQty: number, currency: string): Record<string, unknown> | undefined {
  const difference = newQty - item.qty;
  if (difference === 0) return undefined;
  return buildGa4Event(difference > 0 ? GA4_EVENTS.addToCart : GA4_EVENTS.removeFromCart, [cartLine(item, Math.abs(difference))], currency);
}

/** A line of the checkout's totals or of a placed order. */
export function orderLine(item: OrderLike): Ga4Line {
  const variant = variantOf(item.options);
  return { sku: item.sku, name: item.name, unitMinor: item.price, quantity: item.qty, ...(variant ? { variant } : {}) };
}

/** What the success page knows of the order placed (the `lastOrder` call's answer). */
export interface PurchasedOrder {
  increment_id: string;
  currency: string;
  grand_total: number;
  tax: number;
  shipping: number;
  coupon_code?: string | null;
  items: readonly OrderLike[];
}

/**
 * `purchase`: `transaction_id` is the order number, `value` the grand total paid, with its `tax` and
 * `shipping`, and `coupon` when the order has one.
 */
export function buildPurchaseEvent(order: PurchasedOrder): Record<string, unknown> {
  const currency = order.currency;
  return {
    event: GA4_EVENTS.purchase,
    ecommerce: {
      transaction_id: order.increment_id,
      value: majorAmount(order.grand_total, currency),
      tax: majorAmount(order.tax, currency),
      shipping: majorAmount(order.shipping, currency),
      currency,
      ...(order.coupon_code ? { coupon: order.coupon_code } : {}),
      items: order.items.map((item) => ga4Item(orderLine(item), currency)),
    },
  };
}

/** How many order numbers are remembered as pushed (the newest). */
export const PURCHASES_REMEMBERED = 20;

/** The remembered order numbers after one more: no repeats, the newest `PURCHASES_REMEMBERED`. */
export function rememberPurchase(remembered: unknown, orderNumber: string): string[] {
  const earlier = Array.isArray(remembered) ? remembered.filter((entry): entry is string => typeof entry === 'string' && entry !== orderNumber) : [];
  return [...earlier, orderNumber].slice(-PURCHASES_REMEMBERED);
}
