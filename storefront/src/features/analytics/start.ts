import { ANALYTICS_LIST_NAME_ATTRIBUTE } from '../../config/constants';
import { createCookieJar, type CookieJar } from '../../lib/cookies';
import type { PageSettings } from '../../lib/page-settings';
import type { AddToCartResponse, CartItem } from '../cart/contract';
import type { ProductDetailData, ProductTileData } from '../catalog/types';
import { loadTagManager, readAddToCartFields, readImpressionList, trackImpressions, trackProductClicks, whenInteractive } from './dom';
import {
  addedProduct,
  buildAddToCartEvent,
  cartLineChangeEvent,
  getDataLayer,
  impressionsOf,
  isAddedToCart,
  pushEcommerceEvent,
  type DataLayer,
} from './model';
import { logger } from '@shop/ui/logger';

/** What the shop tells analytics; every call does nothing when the tag manager is off. */
export interface Analytics {
  /** A product list was shown: pushes its impressions and records the list in the impression_list_data cookie. */
  listShown(products: readonly ProductTileData[], listName: string): void;
  /** Call 8 answered: pushes the add to cart when the product went into the cart. */
  addedToCart(product: ProductTileData | ProductDetailData, form: FormData, response: AddToCartResponse): void;
  /** Call 10 or 11 succeeded: pushes the change of the line's quantity (0 = removed). */
  cartLineChanged(item: CartItem, newQty: number): void;
  /** Stops the click tracking. */
  stop(): void;
}

type AnalyticsWindow = Pick<Window, 'document' | 'addEventListener' | 'setTimeout' | 'requestIdleCallback'> & { dataLayer?: unknown[] };

/**
 * Starts analytics for a page when the page settings name a tag-manager container: the page's
 * data layer (`window.dataLayer`) exists from now on, so the first impressions are not lost;
 * product-link clicks in every product list are tracked; the tag manager's loader script is
 * requested only once the page is interactive, and only when the settings give its address.
 * Without a container: no data layer, no listener, no script (SPEC.md §1: nothing happens).
 */
export function startAnalytics(
  settings: Pick<PageSettings, 'tagManager' | 'currencyCode'>,
  options: { cookies?: CookieJar; window?: AnalyticsWindow } = {},
): Analytics {
  const tagManager = settings.tagManager;
  const win = options.window ?? (window as AnalyticsWindow);
  const cookies = options.cookies ?? createCookieJar(win.document);
  const dataLayer = (): DataLayer | undefined => (tagManager ? getDataLayer(win) : undefined);
  let stopClicks = () => {};
  if (tagManager) {
    win.dataLayer ??= [];
    stopClicks = trackProductClicks(win.document, { getDataLayer: dataLayer, lists: `[${ANALYTICS_LIST_NAME_ATTRIBUTE}]` });
    const { containerId, scriptUrl } = tagManager;
    if (scriptUrl) whenInteractive(() => loadTagManager(containerId, { scriptUrl, document: win.document, window: win }), win as Window);
  }
  const currencyCode = settings.currencyCode;
  // Tracking never breaks shopping: a failing push is logged, and the add or removal goes on.
  const safely = (track: () => void) => {
    if (!tagManager) return;
    try {
      track();
    } catch (error) {
      logger.error('Analytics could not push an event', error);
    }
  };
  return {
    listShown: (products, listName) =>
      safely(() => {
        trackImpressions(impressionsOf(products, listName), { dataLayer: dataLayer(), cookies, currencyCode });
      }),
    addedToCart: (product, form, response) =>
      safely(() => {
        if (!isAddedToCart(response)) return;
        const list = readImpressionList(cookies)[String(product.id)];
        pushEcommerceEvent(dataLayer(), buildAddToCartEvent([addedProduct(product, readAddToCartFields(form))], currencyCode, list));
      }),
    cartLineChanged: (item, newQty) =>
      safely(() => {
        const event = cartLineChangeEvent(item, newQty, currencyCode);
        if (event) pushEcommerceEvent(dataLayer(), event);
      }),
    stop: () => stopClicks(),
  };
}
