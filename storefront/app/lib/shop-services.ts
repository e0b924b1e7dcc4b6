import { addServices } from '../../src/lib/lazy-services';
import type { BrowserFeature, BrowserHost, PageServices, StartedServices } from '../../src/lib/browser-feature';
import { withFeatureFolders } from '../../src/lib/feature-folders';
import { createHttpClient, recaptchaInterceptor } from '../../src/lib/http';
import { parsePageSettings, type PageSettings } from '../../src/lib/page-settings';
import { STORE_VIEW_HEADER } from '../../src/features/store-views/model';
import { logger } from '@shop/ui/logger';

/** The browser side of a page: the host's HTTP client, settings, cookies and storage, and every capability's services. */
export type ShopServices = StartedServices;

/** Every capability's browser side, found in its folder (`src/features/<capability>/feature.browser.ts`), in the folders' order. */
const browserFeatures: readonly (BrowserFeature & { folder: string })[] = withFeatureFolders(
  import.meta.glob<BrowserFeature>('../../src/features/*/feature.browser.ts', { eager: true, import: 'default' }),
);

/**
 * Starts the page's browser services on top of its page-view services (`page-services.ts`, with
 * their cookies and storage): the HTTP client every call goes through (to the address the
 * settings' `urls` give its name, with the capabilities' interceptors), then every
 * capability's services (the customer-data engine, the storages), each once.
 */
export function startShopServices(page: PageServices): ShopServices {
  const { settings } = page;
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
  // The page-view services' values (read once there), with this side's host.
  const host: BrowserHost = { ...page, engineSettings, http, quietHttp: client() };
  return addServices(host as ShopServices, browserFeatures, "The page's");
}
