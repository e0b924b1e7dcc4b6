import { installServerDom } from './lib/stored-html';
import { addServices } from '../src/lib/lazy-services';
import type { ShopConfig } from './config';
import type { Database } from './db/database';
import { systemClock, type TimeSource } from '@shop/ui/clock';
import type { Logger } from './log';
import type { ShopServices, SignInEvent, SitemapSource } from './feature';
import { runSignInHooks, serverFeatures, sectionBuilders } from './features';
import { pageSettings } from './page-settings';
import { createCatalogChanges } from './services/catalog-changes.server';
import { PageCache } from './page-cache/page-cache';
import { purgeHook } from './page-cache/purge-hook';
import { sharePurges } from './page-cache/shared-purge';
import type { PaymentGateway } from './services/payments/gateway';
import { createOfflineTestGateway } from './services/payments/offline-test-gateway';
import { createSectionService } from './services/sections.server';
import { createSessionService } from './services/sessions.server';
import { createThrottleService } from './services/throttle.server';

export interface CreateShopOptions {
  database: Database;
  config: ShopConfig;
  log: Logger;
  /** @default systemClock */
  clock?: TimeSource;
  /** The payment methods on offer. @default [the offline test gateway] */
  payments?: readonly PaymentGateway[];
}

/** The host's part of the shop: the database, configuration, sessions, throttles and the page cache. */
function createHost({ database, config, log, clock = systemClock, payments = [createOfflineTestGateway({ db: database.db })] }: CreateShopOptions) {
  const { db } = database;
  // The kit's sanitizer works here too: stored HTML is cleaned when written and when served.
  installServerDom(config.baseUrl);
  const pageCache = new PageCache({ maxBytes: config.pageCacheBytes, maxAge: config.pageCacheMaxAge, clock });
  const hook = config.pageCachePurgeUrl ? purgeHook(config.pageCachePurgeUrl, log) : null;
  // Other shop processes on the same PostgreSQL purge what this one purges, and the other way round.
  // Each one tells the CDN or Varnish again once it has purged: a page it served in between goes too.
  const sharedPurges = database.notifications ? sharePurges({ notifications: database.notifications, pageCache, log, onHeard: (tags) => void hook?.(tags) }) : null;
  const catalogChanges = createCatalogChanges({
    db,
    purge: (tags) => {
      const list = [...new Set(tags)];
      pageCache.purge(list);
      sharedPurges?.publish(list);
      // The process where the change happened tells the CDN or Varnish, and answers after it has.
      return hook?.(list);
    },
  });
  return {
    database,
    db,
    config,
    log,
    clock,
    payments,
    sessions: createSessionService({ db, clock, lifetime: config.cookieLifetime, maxLifetime: config.sessionMaxLifetime }),
    throttle: createThrottleService({ db, clock, limits: config.throttle }),
    /** The full-page cache of the public pages (ADR 0013). */
    pageCache,
    /** Settles once this process hears the other processes' page cache purges (PostgreSQL). */
    sharedPurgesReady: sharedPurges?.ready ?? Promise.resolve(),
    /** What a write to the catalogue calls after its commit: purges the pages showing what changed. */
    catalogChanges,
    /** The page settings every page carries, with this server's configuration (the same for every request). */
    settings: () => pageSettings(config),
  };
}

/** The host's part of the shop. */
export type ShopHost = ReturnType<typeof createHost>;

/** Every service of the shop: the host's, each feature's (`ShopServices`), and the customer-data sections built from the features' builders. */
export type Shop = ShopHost &
  ShopServices & {
    sections: ReturnType<typeof createSectionService>;
    /** Runs every feature's sign-in hook (what a guest kept joins the account), inside the sign-in's transaction. */
    signedIn(event: Omit<SignInEvent, 'shop'>): Promise<void>;
    /** Every feature's sitemap sources. */
    sitemapSources(): SitemapSource[];
    /** Starts every feature's background work (the mail worker); the function it returns stops it all. */
    startBackground(): () => Promise<void>;
  };

/**
 * Every service of the shop over one database, built once per process: the host's, then each
 * feature's as its `feature.server.ts` declares it (a service is built when first asked for, so one
 * may use another's whatever the order; a cycle is refused), and the sections service over every
 * feature's section builders.
 */
export function createShop(options: CreateShopOptions): Shop {
  const host = createHost(options);
  const shop = {
    ...host,
    signedIn: (event: Omit<SignInEvent, 'shop'>) => runSignInHooks({ ...event, shop }),
    sitemapSources: () => serverFeatures.flatMap((feature) => feature.sitemap?.(shop) ?? []),
    startBackground: () => {
      const tasks = serverFeatures.flatMap((feature) => feature.background?.(shop) ?? []);
      return async () => {
        await Promise.all(tasks.map((task) => task.stop()));
      };
    },
  } as Shop;
  addServices(shop, serverFeatures, "The shop's");
  shop.sections = createSectionService({ shop, clock: host.clock, builders: sectionBuilders() });
  return shop;
}
