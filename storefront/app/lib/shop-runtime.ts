import { createContext, useContext } from 'react';
import type { ShopServices } from './shop-services';
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
}

/** Builds the page's runtime; the services load on first use (the root asks right after hydration). */
export function createShopRuntime(settings: PageSettings): ShopRuntime {
  let services: Promise<ShopServices> | undefined;
  return {
    settings,
    services: () => {
      if (typeof document === 'undefined') return new Promise<ShopServices>(() => {});
      services ??= import('./shop-services').then((module) => module.startShopServices(settings));
      return services;
    },
  };
}

export const ShopRuntimeContext = createContext<ShopRuntime | null>(null);

/** The page's runtime (inside the root layout). */
export function useShopRuntime(): ShopRuntime {
  const runtime = useContext(ShopRuntimeContext);
  if (!runtime) throw new Error('useShopRuntime must be used inside the root layout');
  return runtime;
}
