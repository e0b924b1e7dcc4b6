import { installServerDom } from './lib/stored-html';
import type { ShopConfig } from './config';
import type { Database } from './db/database';
import { systemClock, type TimeSource } from '@shop/ui/clock';
import type { Logger } from './log';
import { pageSettings } from './page-settings';
import { createAccountService } from './services/account.server';
import { createBlockService } from './services/blocks.server';
import { createCaptchaService } from './services/captcha.server';
import { createCartService } from './services/cart.server';
import { createCatalogChanges } from './services/catalog-changes.server';
import { createCatalogService } from './services/catalog.server';
import { PageCache } from './page-cache/page-cache';
import { purgeHook } from './page-cache/purge-hook';
import { sharePurges } from './page-cache/shared-purge';
import { createCheckoutService } from './services/checkout.server';
import { createCustomerService } from './services/customers.server';
import { createOrderService, STORE_NAME } from './services/orders.server';
import type { PaymentGateway } from './services/payments/gateway';
import { createOfflineTestGateway } from './services/payments/offline-test-gateway';
import { createRelatedService } from './services/related.server';
import { createReviewService } from './services/reviews.server';
import { createSectionService } from './services/sections.server';
import { createSessionService } from './services/sessions.server';
import { createThrottleService } from './services/throttle.server';
import { createSitemapService } from './services/sitemap.server';
import { createWishlistService } from './services/wishlist.server';
import { createCompareService } from './services/compare.server';

export interface CreateShopOptions {
  database: Database;
  config: ShopConfig;
  log: Logger;
  /** @default systemClock */
  clock?: TimeSource;
  /** The payment methods on offer. @default [the offline test gateway] */
  payments?: readonly PaymentGateway[];
}

/** Every service of the shop over one database, built once per process. */
export function createShop({ database, config, log, clock = systemClock, payments = [createOfflineTestGateway()] }: CreateShopOptions) {
  const { db } = database;
  // The kit's sanitizer works here too: stored HTML is cleaned when written and when served.
  installServerDom(config.baseUrl);
  const pageCache = new PageCache({ maxBytes: config.pageCacheBytes, maxAge: config.pageCacheMaxAge, clock });
  const hook = config.pageCachePurgeUrl ? purgeHook(config.pageCachePurgeUrl, log) : null;
  // Other shop processes on the same PostgreSQL purge what this one purges, and the other way round.
  const sharedPurges = database.notifications ? sharePurges({ notifications: database.notifications, pageCache, log }) : null;
  const catalogChanges = createCatalogChanges({
    db,
    purge: (tags) => {
      const list = [...new Set(tags)];
      pageCache.purge(list);
      sharedPurges?.publish(list);
      // One process tells the CDN or Varnish: the one where the change happened.
      void hook?.(list);
    },
  });
  const sessions = createSessionService({ db, clock, lifetime: config.cookieLifetime, maxLifetime: config.sessionMaxLifetime });
  const throttle = createThrottleService({ db, clock, limits: config.throttle });
  const catalog = createCatalogService({ db, clock, currency: config.currency, maxSearchTerms: config.searchTermsMax });
  const customers = createCustomerService({ db, clock, log, resetMailInterval: config.resetMailInterval });
  const captcha = createCaptchaService({
    db,
    clock,
    failedAttempts: config.captchaFailedAttempts,
    caseSensitive: config.captchaCaseSensitive,
    length: config.captchaLength,
    ipAttempts: config.captchaIpAttempts,
    ipWindowSeconds: config.captchaIpWindow,
    forms: config.captchaForms,
  });
  const carts = createCartService({
    db,
    clock,
    maxItems: config.maxItemsToDisplay,
    guestCheckoutAllowed: config.guestCheckoutAllowed,
    cartEmptyMessage: config.cartEmptyMessage,
    websiteId: 1,
    storeId: 1,
    currency: config.currency,
  });
  const blocks = createBlockService({ db });
  const reviews = createReviewService({ db, autoApprove: config.reviewsAutoApprove });
  const related = createRelatedService({ db, catalog });
  const sitemap = createSitemapService({ db, catalog, blocks, baseUrl: config.baseUrl, maxUrls: config.sitemapMaxUrls });
  const wishlist = createWishlistService({ db, catalog, carts });
  const compare = createCompareService({ db, catalog });
  const sections = createSectionService({ db, clock, sessions, carts, customers, captcha, wishlist, compare });
  const checkout = createCheckoutService({ db, currency: config.currency, freeShippingThreshold: config.freeShippingThreshold, flatRatePerItem: config.flatRatePerItem });
  const orders = createOrderService({ db, clock, log, checkout, customers, gateways: payments, guestCheckoutAllowed: config.guestCheckoutAllowed, storeName: STORE_NAME,
    onStockChange: (productIds, soldOut) => catalogChanges.products(productIds, { listings: soldOut }),
  });
  const account = createAccountService({ db, orders, wishlist });
  return {
    database,
    db,
    config,
    log,
    clock,
    sessions,
    throttle,
    catalog,
    customers,
    captcha,
    carts,
    blocks,
    sitemap,
    reviews,
    related,
    sections,
    checkout,
    orders,
    account,
    wishlist,
    compare,
    payments,
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

export type Shop = ReturnType<typeof createShop>;
