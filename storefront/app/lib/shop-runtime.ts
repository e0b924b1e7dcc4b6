import { createContext, useContext } from 'react';
import type { ShopServices } from './shop-services';
import type { PageServices } from '../../src/lib/browser-feature';
import type { PageSettings } from '../../src/lib/page-settings';

/** What the page's parts share: the settings now, the browser services once loaded. */
export interface ShopRuntime {
  /** The page settings as the server wrote them. */
  settings: PageSettings;
  /**
   * The HTTP client and the customer-data engine. Their code (with the zod schemas at the
   * call boundaries) loads after hydration, so the first paint never waits for it. Never
   * resolves on the server: pages are public and hold no private data.
   */
  services(): Promise<ShopServices>;
  /**
   * What a page view needs without the HTTP client or zod (ADR 0042): cookies, storage, the
   * visitor's cookie choice, analytics' data layer. Loaded by every page after hydration; never
   * resolves on the server.
   */
  pageServices(): Promise<PageServices>;
  /** The services once something asked for them (`services()`), without asking: what waits for a visitor's first interaction. */
  servicesStarted(): Promise<ShopServices>;
}

/** Builds the page's runtime; each side loads on first use (the page-view side right after hydration, the services when the page needs them). */
export function createShopRuntime(settings: PageSettings): ShopRuntime {
  let page: Promise<PageServices> | undefined;
  let services: Promise<ShopServices> | undefined;
  let started!: (services: Promise<ShopServices>) => void;
  const whenStarted = new Promise<ShopServices>((resolve) => {
    started = resolve;
  });
  const pageServices = () => {
    if (typeof document === 'undefined') return new Promise<PageServices>(() => {});
    page ??= import('./page-services').then((module) => module.startPageServices(settings, () => void runtime.services()));
    return page;
  };
  const runtime: ShopRuntime = {
    settings,
    pageServices,
    services: () => {
      if (typeof document === 'undefined') return new Promise<ShopServices>(() => {});
      if (!services) {
        // Both load at once; the services start on top of the page-view side.
        const code = import('./shop-services');
        services = pageServices().then(async (page) => (await code).startShopServices(page));
        started(services);
      }
      return services;
    },
    servicesStarted: () => whenStarted,
  };
  return runtime;
}

export const ShopRuntimeContext = createContext<ShopRuntime | null>(null);

/** The page's runtime (inside the root layout). */
export function useShopRuntime(): ShopRuntime {
  const runtime = useContext(ShopRuntimeContext);
  if (!runtime) throw new Error('useShopRuntime must be used inside the root layout');
  return runtime;
}
