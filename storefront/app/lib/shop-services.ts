import { addServices } from '../../src/lib/lazy-services';
import type { BrowserFeature, BrowserHost, StartedServices } from '../../src/lib/browser-feature';
import { createCookieJar } from '../../src/lib/cookies';
import { withFeatureFolders } from '../../src/lib/feature-folders';
import { createHttpClient, recaptchaInterceptor } from '../../src/lib/http';
import { parsePageSettings, type PageSettings } from '../../src/lib/page-settings';
import { resolveLocalStorage } from '../../src/lib/storage';
import { STORE_VIEW_HEADER } from '../../src/features/store-views/model';
import { DEFAULT_LOG_DISPLAY_LEVEL, isLogLevel, logger } from '@shop/ui/logger';

/** The browser side of a page: the host's HTTP client, settings, cookies and storage, and every capability's services. */
export type ShopServices = StartedServices;

/** Every capability's browser side, found in its folder (`src/features/<capability>/feature.browser.ts`), in the folders' order. */
const browserFeatures: readonly (BrowserFeature & { folder: string })[] = withFeatureFolders(
  import.meta.glob<BrowserFeature>('../../src/features/*/feature.browser.ts', { eager: true, import: 'default' }),
);

/**
 * Starts the page's browser services once hydrated: the log's display level, each capability's
 * set-up (the form_key's cookie and inputs), the HTTP client every call goes through (to the
 * address the settings' `urls` give its name, with the capabilities' interceptors), then every
 * capability's services (the customer-data engine, the storages, analytics), each once.
 */
export function startShopServices(settings: PageSettings): ShopServices {
  logger.setDisplayLevel(isLogLevel(settings.logDisplayLevel) ? settings.logDisplayLevel : DEFAULT_LOG_DISPLAY_LEVEL);
  for (const feature of browserFeatures) feature.setUp?.(settings);
  const interceptors = [recaptchaInterceptor, ...browserFeatures.flatMap((feature) => feature.interceptors ?? [])];
  // Every call says which view the page is in, so it answers in its language (ADR 0039).
  const headers = settings.storeCode && settings.storeCode !== 'default' ? { [STORE_VIEW_HEADER]: settings.storeCode } : undefined;
  const client = () => createHttpClient({ baseUrl: settings.baseUrl, urls: settings.urls, interceptors, headers });
  const http = client();
  let engineSettings: PageSettings | null = null;
  try {
    engineSettings = parsePageSettings(settings);
  } catch (error) {
    logger.error('Page settings do not fit their schema', error);
  }
  const cookies = createCookieJar();
  const host: BrowserHost = { settings, engineSettings, http, quietHttp: client(), cookies, storage: resolveLocalStorage({ cookies }).storage };
  return addServices(host as ShopServices, browserFeatures, "The page's");
}
