import { ANALYTICS_LIST_NAME_ATTRIBUTE } from '../../config/constants';
import { createCookieJar, type CookieJar } from '../../lib/cookies';
import type { PageSettings } from '../../lib/page-settings';
import { readJson, writeJson, type StorageLike } from '../../lib/storage';
import type { AddToCartResponse, CartItem, CartSectionData } from '../cart/contract';
import type { ProductDetailData, ProductTileData } from '../catalog/types';
import type { CheckoutTotals } from '../checkout/contract';
import { allowsTagManager, type CookieChoice } from '../cookie-consent/model';
import { loadTagManager, readAddToCartFields, readImpressionList, trackImpressions, trackProductClicks, whenInteractive } from './dom';
import {
  addedProduct,
  buildAddToCartEvent,
  buildGa4Event,
  buildPurchaseEvent,
  buildSelectItemEvent,
  buildViewItemListEvent,
  cartLine,
  cartLineChangeEvent,
  consentDefaultCommand,
  consentUpdateCommand,
  GA4_EVENTS,
  ga4CartLineChangeEvent,
  getDataLayer,
  impressionsOf,
  isAddedToCart,
  listLines,
  orderLine,
  productLine,
  pushEcommerceEvent,
  rememberPurchase,
  type DataLayer,
  type Ga4Line,
  type PurchasedOrder,
} from './model';
import { logger } from '@shop/ui/logger';

/** What the shop tells analytics; every call does nothing when the tag manager is off. */
export interface Analytics {
  /** A product list was shown: pushes its impressions (and `view_item_list`) and, with consent, records the list in the impression_list_data cookie. */
  listShown(products: readonly ProductTileData[], listName: string): void;
  /** A product page was shown: `view_item`. */
  productViewed(product: ProductDetailData): void;
  /** Call 8 answered: pushes the add to cart (and `add_to_cart`) when the product went into the cart. */
  addedToCart(product: ProductTileData | ProductDetailData, form: FormData, response: AddToCartResponse): void;
  /** Call 10 or 11 succeeded: pushes the change of the line's quantity (0 = removed). */
  cartLineChanged(item: CartItem, newQty: number): void;
  /** The cart page showed its lines: `view_cart`. */
  cartViewed(cart: CartSectionData): void;
  /** The checkout's steps showed for the cart: `begin_checkout`. */
  checkoutStarted(cart: CartSectionData): void;
  /** The shipping step was done: `add_shipping_info` with the method's title. */
  shippingInfoAdded(totals: CheckoutTotals, shippingTier: string): void;
  /** The payment was given (Place Order pressed): `add_payment_info`. */
  paymentInfoAdded(totals: CheckoutTotals, paymentType: string): void;
  /** The success page showed the order: `purchase`, once per order (remembered in storage). */
  orderPlaced(order: PurchasedOrder): void;
  /** Stops the click tracking and the consent listener. */
  stop(): void;
}

/** Where the visitor's cookie choice is read and followed (the cookie-consent capability's service). */
export interface ConsentSource {
  choice(): CookieChoice | null;
  subscribe(listener: (choice: CookieChoice) => void): () => void;
}

type AnalyticsWindow = Pick<Window, 'document' | 'addEventListener' | 'setTimeout' | 'requestIdleCallback'> & { dataLayer?: unknown[] };

/** localStorage key of the order numbers whose `purchase` was pushed. */
export const PURCHASES_STORAGE_KEY = 'analytics_purchases';

const noConsent: ConsentSource = { choice: () => null, subscribe: () => () => {} };

/**
 * Starts analytics for a page when the page settings name a tag-manager container: the page's
 * data layer (`window.dataLayer`) exists from now on, opened by Consent Mode's defaults (all
 * denied), so the first impressions are not lost; product-link clicks in every product list are
 * tracked. The tag manager's loader is requested only once the visitor allowed Analytics or
 * Marketing (now or in an earlier visit), once the page is interactive, and only when the settings
 * give its address; each choice pushes a consent update. Without a container: no data layer, no
 * listener, no script (SPEC.md §1: nothing happens).
 */
export function startAnalytics(
  settings: Pick<PageSettings, 'tagManager' | 'currencyCode'>,
  options: { cookies?: CookieJar; window?: AnalyticsWindow; consent?: ConsentSource; storage?: StorageLike } = {},
): Analytics {
  const tagManager = settings.tagManager;
  const win = options.window ?? (window as AnalyticsWindow);
  const cookies = options.cookies ?? createCookieJar(win.document);
  const consent = options.consent ?? noConsent;
  const dataLayer = (): DataLayer | undefined => (tagManager ? getDataLayer(win) : undefined);
  const currencyCode = settings.currencyCode;
  // Each list's products by id, for the GA4 `select_item` of a click.
  const listed = new Map<string, Ga4Line>();
  let stopClicks = () => {};
  let stopConsent = () => {};
  if (tagManager) {
    win.dataLayer ??= [];
    win.dataLayer.push(consentDefaultCommand());
    stopClicks = trackProductClicks(win.document, {
      getDataLayer: dataLayer,
      lists: `[${ANALYTICS_LIST_NAME_ATTRIBUTE}]`,
      onTracked: (productId, listName) => {
        const line = listed.get(`${listName}\n${productId}`);
        if (line) pushEcommerceEvent(dataLayer(), buildSelectItemEvent(line, currencyCode));
      },
    });
    const { containerId, scriptUrl } = tagManager;
    const load = () => loadTagManager(containerId, { scriptUrl, document: win.document, window: win });
    const follow = (choice: CookieChoice, now: boolean) => {
      win.dataLayer?.push(consentUpdateCommand(choice));
      if (!scriptUrl || !allowsTagManager(choice)) return;
      // An earlier visit's choice: once the page is interactive. A choice just made: the page is.
      if (now) load();
      else whenInteractive(load, win as Window);
    };
    const earlier = consent.choice();
    if (earlier) follow(earlier, false);
    stopConsent = consent.subscribe((choice) => follow(choice, true));
  }
  // Tracking never breaks shopping: a failing push is logged, and the add or removal goes on.
  const safely = (track: () => void) => {
    if (!tagManager) return;
    try {
      track();
    } catch (error) {
      logger.error('Analytics could not push an event', error);
    }
  };
  const push = (event: Record<string, unknown> | undefined) => {
    if (event) pushEcommerceEvent(dataLayer(), event);
  };
  const cartEvent = (name: typeof GA4_EVENTS.viewCart | typeof GA4_EVENTS.beginCheckout, cart: CartSectionData) =>
    safely(() => push(buildGa4Event(name, cart.items.map((item) => cartLine(item)), cart.currency_code)));
  const totalsEvent = (name: typeof GA4_EVENTS.addShippingInfo | typeof GA4_EVENTS.addPaymentInfo, totals: CheckoutTotals, extra: Record<string, unknown>) =>
    safely(() => push(buildGa4Event(name, totals.items.map(orderLine), totals.currency, extra)));
  return {
    listShown: (products, listName) =>
      safely(() => {
        const record = Boolean(consent.choice()?.analytics);
        trackImpressions(impressionsOf(products, listName), { dataLayer: dataLayer(), cookies, currencyCode, record });
        const lines = listLines(products, listName);
        products.forEach((product, index) => listed.set(`${listName}\n${product.id}`, lines[index] as Ga4Line));
        push(buildViewItemListEvent(lines, listName, currencyCode));
      }),
    productViewed: (product) =>
      safely(() => push(buildGa4Event(GA4_EVENTS.viewItem, [productLine(product, { qty: 1, superAttribute: {} })], product.price.currency))),
    addedToCart: (product, form, response) =>
      safely(() => {
        if (!isAddedToCart(response)) return;
        const list = readImpressionList(cookies)[String(product.id)];
        const fields = readAddToCartFields(form);
        push(buildAddToCartEvent([addedProduct(product, fields)], currencyCode, list));
        push(buildGa4Event(GA4_EVENTS.addToCart, [productLine(product, fields, list)], currencyCode));
      }),
    cartLineChanged: (item, newQty) =>
      safely(() => {
        push(cartLineChangeEvent(item, newQty, currencyCode));
        push(ga4CartLineChangeEvent(item, newQty, currencyCode));
      }),
    cartViewed: (cart) => cartEvent(GA4_EVENTS.viewCart, cart),
    checkoutStarted: (cart) => cartEvent(GA4_EVENTS.beginCheckout, cart),
    shippingInfoAdded: (totals, shippingTier) => totalsEvent(GA4_EVENTS.addShippingInfo, totals, { shipping_tier: shippingTier }),
    paymentInfoAdded: (totals, paymentType) => totalsEvent(GA4_EVENTS.addPaymentInfo, totals, { payment_type: paymentType }),
    orderPlaced: (order) =>
      safely(() => {
        const storage = options.storage;
        const remembered = storage ? readJson(storage, PURCHASES_STORAGE_KEY) : undefined;
        if (Array.isArray(remembered) && remembered.includes(order.increment_id)) return;
        // Remembered before the push: a reload during it never counts the order twice.
        if (storage) writeJson(storage, PURCHASES_STORAGE_KEY, rememberPurchase(remembered, order.increment_id));
        push(buildPurchaseEvent(order));
      }),
    stop: () => {
      stopClicks();
      stopConsent();
    },
  };
}
