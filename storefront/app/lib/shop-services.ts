import { startAnalytics, type Analytics } from '../../src/features/analytics/start';
import { createBrowserCustomerData, type BrowserCustomerData } from '../../src/features/customer-data/start';
import { readFormKey, startFormKey } from '../../src/features/form-key/dom';
import { VIEWED_PRODUCT_ATTRIBUTE } from '../../src/features/catalog/model';
import { newlyComparedIds } from '../../src/features/product-storage/model';
import { startProductStorages, type ProductStorages } from '../../src/features/product-storage/start';
import { createCookieJar } from '../../src/lib/cookies';
import { createHttpClient, recaptchaInterceptor, type HttpClient, type RequestInterceptor } from '../../src/lib/http';
import { parsePageSettings, type PageSettings } from '../../src/lib/page-settings';
import { resolveLocalStorage } from '../../src/lib/storage';
import { DEFAULT_LOG_DISPLAY_LEVEL, isLogLevel, logger } from '@shop/ui/logger';

/** The browser side of a page: one HTTP client, the customer-data engine, the form_key, storages, analytics. */
export interface ShopServices {
  http: HttpClient;
  /** The page settings, parsed with their schema; null when they do not fit it. */
  engineSettings: PageSettings | null;
  /** The engine; null without engine settings. */
  customerData: BrowserCustomerData | null;
  /** List impressions, product clicks and cart events (nothing without a tag-manager container). */
  analytics: Analytics;
  /** The recently viewed / compared and product data storages; null when they could not start. */
  productStorages: ProductStorages | null;
}


/**
 * Sends the form_key with every state-changing call that does not carry one: the server
 * refuses POSTs without it, and JSON bodies (login, contact, group update, sync) have no
 * form field for it.
 */
export const formKeyInterceptor: RequestInterceptor = (request) => {
  if (request.method === 'GET' || request.headers.has('X-Form-Key')) return;
  const key = readFormKey();
  if (key) request.headers.set('X-Form-Key', key);
};

/**
 * Starts the page's browser services once hydrated: the form_key (cookie, inputs, same-site
 * POST forms), the HTTP client every call goes through (to the address the settings' `urls`
 * give its name; its POSTs invalidate sections), the customer-data engine (started by the
 * provider), the recently viewed and compared storages (one sync at most, only where allowed),
 * and analytics (the data layer, product click tracking and the tag manager) when a container
 * id is set.
 */
export function startShopServices(settings: PageSettings): ShopServices {
  logger.setDisplayLevel(isLogLevel(settings.logDisplayLevel) ? settings.logDisplayLevel : DEFAULT_LOG_DISPLAY_LEVEL);
  startFormKey({ cookieSameSite: settings.cookie.sameSite, cookieSecure: settings.cookie.secure });
  const http = createHttpClient({ baseUrl: settings.baseUrl, urls: settings.urls, interceptors: [recaptchaInterceptor, formKeyInterceptor] });
  let engineSettings: PageSettings | null = null;
  try {
    engineSettings = parsePageSettings(settings);
  } catch (error) {
    logger.error('Page settings do not fit their schema', error);
  }
  const cookies = createCookieJar();
  const storage = resolveLocalStorage({ cookies }).storage;
  const customerData = engineSettings ? createBrowserCustomerData({ settings: engineSettings, http, cookies, storage }) : null;

  let productStorages: ProductStorages | null = null;
  if (engineSettings) {
    const viewed = Number(document.querySelector(`[${VIEWED_PRODUCT_ATTRIBUTE}]`)?.getAttribute(VIEWED_PRODUCT_ATTRIBUTE));
    try {
      productStorages = startProductStorages({ settings: engineSettings, http, storage, viewedProductIds: Number.isInteger(viewed) && viewed > 0 ? [viewed] : [] });
    } catch (error) {
      logger.error('Product storages could not start', error);
    }
  }
  if (customerData && productStorages) {
    // The compare list fills recently_compared_product (SPEC.md §3), whose sync is call 16.
    const { recentlyCompared } = productStorages;
    const recordCompared = () => {
      const section = customerData.store.get('compare-products') as { items?: { id: number }[] } | undefined;
      const ids = newlyComparedIds(section?.items, recentlyCompared.get());
      if (ids.length > 0) recentlyCompared.add(ids);
    };
    customerData.store.subscribe('compare-products', recordCompared);
    recordCompared();
  }
  const analytics = startAnalytics({ tagManager: engineSettings?.tagManager, currencyCode: settings.currencyCode }, { cookies });

  return {
    http,
    engineSettings,
    customerData,
    analytics,
    productStorages,
  };
}
