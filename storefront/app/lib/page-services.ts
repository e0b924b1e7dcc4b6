import { addServices } from '../../src/lib/lazy-services';
import type { PageFeature, PageHost, PageServices } from '../../src/lib/browser-feature';
import { createCookieJar } from '../../src/lib/cookies';
import { withFeatureFolders } from '../../src/lib/feature-folders';
import type { PageSettings } from '../../src/lib/page-settings';
import { resolveLocalStorage } from '../../src/lib/storage';
import type { ShopServices } from './shop-services';
import { DEFAULT_LOG_DISPLAY_LEVEL, isLogLevel, logger } from '@shop/ui/logger';

/** Every capability's page-view side (`src/features/<capability>/feature.page.ts`), in the folders' order. */
const pageFeatures: readonly (PageFeature & { folder: string })[] = withFeatureFolders(
  import.meta.glob<PageFeature>('../../src/features/*/feature.page.ts', { eager: true, import: 'default' }),
);

/** Calls `act` once, at the visitor's first pointer, touch, key or focus anywhere on the page; returns a function that stops waiting. */
function onFirstInteraction(act: () => void): () => void {
  const events = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
  const stop = () => {
    for (const type of events) window.removeEventListener(type, handle, true);
  };
  const handle = () => {
    stop();
    act();
  };
  for (const type of events) window.addEventListener(type, handle, { capture: true, passive: true });
  return stop;
}

/**
 * Starts what every page view needs once hydrated, without the HTTP client, the contracts or zod
 * (ADR 0042): the log's display level, cookies and storage, each capability's set-up (the
 * form_key, the viewed product), then the page-view services (the cookie choice, analytics).
 * `startServices` (the shop's services, on top of these) is called at once when the browser may
 * have private content to show, else at the visitor's first interaction.
 */
function startPageServices(settings: PageSettings, startServices: () => void): PageServices {
  logger.setDisplayLevel(isLogLevel(settings.logDisplayLevel) ? settings.logDisplayLevel : DEFAULT_LOG_DISPLAY_LEVEL);
  const cookies = createCookieJar();
  const host: PageHost = { settings, cookies, storage: resolveLocalStorage({ cookies }).storage };
  for (const feature of pageFeatures) feature.setUp?.(host);
  const page = addServices(host as PageServices, pageFeatures, "The page view's");
  if (page.privateContent) startServices();
  else onFirstInteraction(startServices);
  return page;
}

/** A page view's started side, and its services (`shop-services.ts`) once started. */
export interface PageView {
  page: PageServices;
  /** Starts the services (once; their code loads then) and resolves with them. */
  services(): Promise<ShopServices>;
  /** Resolves once the services have started, without starting them. */
  servicesStarted: Promise<ShopServices>;
}

/** The page view (`startPageServices`) with its services, started at once, at the first interaction or on the first ask. */
export function startPageView(settings: PageSettings): PageView {
  let services: Promise<ShopServices> | undefined;
  let started!: (services: Promise<ShopServices>) => void;
  const servicesStarted = new Promise<ShopServices>((resolve) => {
    started = resolve;
  });
  const start = () => {
    if (!services) {
      services = import('./shop-services').then((module) => module.startShopServices(page));
      started(services);
    }
    return services;
  };
  const page = startPageServices(settings, () => void start());
  return { page, services: start, servicesStarted };
}
