import type { ShopConfig } from './config';
import type { Database } from './db/database';
import { systemClock, type TimeSource } from '@shop/ui/clock';
import type { Logger } from './log';
import { pageSettings } from './page-settings';
import { createBlockService } from './services/blocks.server';
import { createCaptchaService } from './services/captcha.server';
import { createCartService } from './services/cart.server';
import { createCatalogService } from './services/catalog.server';
import { createCustomerService } from './services/customers.server';
import { createSectionService } from './services/sections.server';
import { createSessionService } from './services/sessions.server';

export interface CreateShopOptions {
  database: Database;
  config: ShopConfig;
  log: Logger;
  /** @default systemClock */
  clock?: TimeSource;
}

/** Every service of the shop over one database, built once per process. */
export function createShop({ database, config, log, clock = systemClock }: CreateShopOptions) {
  const { db } = database;
  const sessions = createSessionService({ db, clock, lifetime: config.cookieLifetime });
  const catalog = createCatalogService({ db, clock });
  const customers = createCustomerService({ db, clock, log });
  const captcha = createCaptchaService({
    db,
    clock,
    failedAttempts: config.captchaFailedAttempts,
    caseSensitive: config.captchaCaseSensitive,
    length: config.captchaLength,
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
  });
  const blocks = createBlockService({ db });
  const sections = createSectionService({ db, clock, sessions, carts, customers, captcha });
  return {
    database,
    db,
    config,
    log,
    clock,
    sessions,
    catalog,
    customers,
    captcha,
    carts,
    blocks,
    sections,
    /** The page settings for a page request, with this server's configuration. */
    settings: (request?: Request) => pageSettings(request, config),
  };
}

export type Shop = ReturnType<typeof createShop>;
