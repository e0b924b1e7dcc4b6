import { getClock, type Clock } from '../../lib/clock';
import { createCookieJar, type CookieJar } from '../../lib/cookies';
import type { HttpClient } from '../../lib/http';
import type { PageSettings } from '../../lib/page-settings';
import { resolveLocalStorage, type StorageLike } from '../../lib/storage';
import { loadSections } from './api';
import { createSectionConfig } from './model';
import { watchFormSubmits, watchRequests } from './requests';
import { createCustomerDataStore, type CustomerDataStore } from './store';

export interface BrowserCustomerDataOptions {
  settings: PageSettings;
  http: HttpClient;
  /** @default document */
  document?: Document;
  /** @default the shared clock */
  clock?: Clock;
  /** @default a jar over `document` */
  cookies?: CookieJar;
  /** @default localStorage, or its fallback */
  storage?: StorageLike;
}

/** A running customer-data engine. */
export interface BrowserCustomerData {
  store: CustomerDataStore;
  /** Stops watching requests and form submits. */
  stop(): void;
}

/**
 * Wires the engine for a browser page: the store over localStorage (or its
 * fallback) and cookies, section loads through `http`, invalidation after the
 * client's POST/PUT/DELETE calls and after full-page form posts. Call `store.init()`
 * (the CustomerDataProvider does) to start it.
 */
export function createBrowserCustomerData(options: BrowserCustomerDataOptions): BrowserCustomerData {
  const { settings, http } = options;
  const doc = options.document ?? document;
  const cookies = options.cookies ?? createCookieJar(doc);
  const storage = options.storage ?? resolveLocalStorage({ cookies }).storage;
  const config = createSectionConfig({
    sections: settings.sectionConfig,
    sectionNames: settings.sectionNames,
    clientSideSections: settings.clientSideSections,
    baseUrls: [...settings.baseUrls, settings.baseUrl],
  });
  const store = createCustomerDataStore({
    config,
    lifetimes: settings.sectionLifetimes,
    scope: { websiteId: settings.websiteId, storeId: settings.storeId },
    cookieLifeTime: settings.cookieLifeTime,
    cookieSameSite: settings.cookieSameSite,
    cookieSecure: settings.cookieSecure,
    isLoggedIn: settings.isLoggedIn,
    storage,
    cookies,
    clock: options.clock ?? getClock(),
    events: doc,
    load: (names, force) => loadSections(http, settings.sectionLoadUrl, { sections: names, forceNewSectionTimestamp: force }),
  });
  const stopRequests = watchRequests(http, store);
  const stopForms = watchFormSubmits(doc, store);
  return {
    store,
    stop: () => {
      stopRequests();
      stopForms();
    },
  };
}
