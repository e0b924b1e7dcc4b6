import { createContext, useContext, useEffect } from 'react';
import type { PageView } from './page-services';
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
   * resolves on the server. The same promise each time (a component may `use` it).
   */
  pageServices(): Promise<PageServices>;
  /** The services once something asked for them (`services()`), without asking: what waits for a visitor's first interaction. */
  servicesStarted(): Promise<ShopServices>;
}

/**
 * Builds the page's runtime: the page view's code loads on first use (the root asks right after
 * hydration) and owns the rest (`page-services.ts`: when and how the services start), so the shell
 * carries none of it.
 */
export function createShopRuntime(settings: PageSettings): ShopRuntime {
  let view: Promise<PageView> | undefined;
  const pageView = () => {
    if (typeof document === 'undefined') return new Promise<PageView>(() => {});
    view ??= import('./page-services').then((module) => module.startPageView(settings));
    return view;
  };
  let page: Promise<PageServices> | undefined;
  return {
    settings,
    pageServices: () => (page ??= pageView().then((started) => started.page)),
    services: () => pageView().then((started) => started.services()),
    servicesStarted: () => pageView().then((started) => started.servicesStarted),
  };
}

export const ShopRuntimeContext = createContext<ShopRuntime | null>(null);

/** The page's runtime (inside the root layout). */
export function useShopRuntime(): ShopRuntime {
  const runtime = useContext(ShopRuntimeContext);
  if (!runtime) throw new Error('useShopRuntime must be used inside the root layout');
  return runtime;
}

/**
 * The page's runtime, for a page that is the session's own content (the cart, the checkout): the
 * services start with the page, whatever the browser's own state says. A cart may be the session's
 * alone (no cookie or storage of the engine's yet), and a first visitor's empty cart must say so,
 * not keep loading until they act (ADR 0042).
 */
export function useServicesWithPage(): ShopRuntime {
  const runtime = useShopRuntime();
  useEffect(() => {
    void runtime.services();
  }, [runtime]);
  return runtime;
}
