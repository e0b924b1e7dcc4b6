import { addServices } from '../../src/lib/lazy-services';
import type { PageFeature, PageHost, PageServices } from '../../src/lib/browser-feature';
import { createCookieJar } from '../../src/lib/cookies';
import { withFeatureFolders } from '../../src/lib/feature-folders';
import type { PageSettings } from '../../src/lib/page-settings';
import { resolveLocalStorage } from '../../src/lib/storage';
import { DEFAULT_LOG_DISPLAY_LEVEL, isLogLevel, logger } from '@shop/ui/logger';

/** Every capability's page-view side (`src/features/<capability>/feature.page.ts`), in the folders' order. */
const pageFeatures: readonly (PageFeature & { folder: string })[] = withFeatureFolders(
  import.meta.glob<PageFeature>('../../src/features/*/feature.page.ts', { eager: true, import: 'default' }),
);

/**
 * Starts what every page view needs once hydrated, without the HTTP client, the contracts or zod
 * (ADR 0042): the log's display level, cookies and storage, each capability's set-up (the
 * form_key, the viewed product), then the page-view services (the cookie choice, analytics). The
 * shop's services (`shop-services.ts`) start on top of these when the page needs them.
 */
export function startPageServices(settings: PageSettings): PageServices {
  logger.setDisplayLevel(isLogLevel(settings.logDisplayLevel) ? settings.logDisplayLevel : DEFAULT_LOG_DISPLAY_LEVEL);
  const cookies = createCookieJar();
  const host: PageHost = { settings, cookies, storage: resolveLocalStorage({ cookies }).storage };
  for (const feature of pageFeatures) feature.setUp?.(host);
  return addServices(host as PageServices, pageFeatures, "The page view's");
}
