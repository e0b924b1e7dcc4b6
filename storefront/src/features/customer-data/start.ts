import { getClock, type Clock } from '@shop/ui/clock';
import { createCookieJar, type CookieJar } from '../../lib/cookies';
import type { HttpClient } from '../../lib/http';
import type { PageSettings } from '../../lib/page-settings';
import { resolveLocalStorage, type StorageLike } from '../../lib/storage';
import { loadSections, type SectionParser } from './api';
import { parseSection } from './sections';
import { createSectionConfig, getAffectedSections } from './model';
import { invalidatePost, watchFormSubmits, watchRequests } from './requests';
import { leavingPosts } from './leaving';
import { createCustomerDataStore, type CustomerDataStore } from './store';

export interface BrowserCustomerDataOptions {
  settings: PageSettings;
  http: HttpClient;
  /** @default document */
  document?: Document;
  /** The window whose page-show, focus, storage and navigation events are watched. @default the document's window */
  window?: Window;
  /** @default the shared clock */
  clock?: Clock;
  /** @default a jar over `document` */
  cookies?: CookieJar;
  /** @default localStorage, or its fallback */
  storage?: StorageLike;
  /** Checks each loaded section. @default its contract's schema (`parseSection`) */
  parseSection?: SectionParser;
}

/** A running customer-data engine. */
export interface BrowserCustomerData {
  store: CustomerDataStore;
  /** Stops watching requests, form submits and login-state changes. */
  stop(): void;
}

/**
 * Wires the engine for a browser page: the store over localStorage (or its
 * fallback) and cookies, section loads through `http`, invalidation after the
 * client's POST/PUT/DELETE calls and after full-page form posts, and a catch-up with
 * login-state changes made elsewhere (see {@link watchLoginState}). Call `store.init()`
 * (the CustomerDataProvider does) to start it.
 */
export function createBrowserCustomerData(options: BrowserCustomerDataOptions): BrowserCustomerData {
  const { settings, http } = options;
  const doc = options.document ?? document;
  const cookies = options.cookies ?? createCookieJar(doc);
  const storage = options.storage ?? resolveLocalStorage({ cookies }).storage;
  const config = createSectionConfig({
    sections: settings.sectionConfig.sections,
    sectionNames: settings.sectionConfig.sectionNames,
    clientSideSections: settings.sectionConfig.clientSideSections,
    baseUrls: [...settings.sectionConfig.baseUrls, settings.baseUrl],
  });
  const store = createCustomerDataStore({
    config,
    lifetimes: settings.customerData,
    scope: { websiteId: settings.websiteId, storeId: settings.storeId, currencyCode: settings.currencyCode },
    cookieLifeTime: settings.cookieLifeTime,
    cookieSameSite: settings.cookie.sameSite,
    cookieSecure: settings.cookie.secure,
    storage,
    cookies,
    clock: options.clock ?? getClock(),
    events: doc,
    // The post leaving the page may leave a message for the next one, and changes sections (ADR 0042).
    leaving: () => leavingPosts()?.flatMap((action) => getAffectedSections(action, config)),
    load: (names, force) => loadSections(http, { sections: names, forceNewSectionTimestamp: force }, options.parseSection ?? parseSection),
  });
  const stopRequests = watchRequests(http, store);
  // A post that left before the engine ran (a first visitor's press starts it, ADR 0042) changed its sections all the same.
  for (const action of leavingPosts() ?? []) invalidatePost(action, store);
  const stopForms = watchFormSubmits(doc, store);
  const win = options.window ?? doc.defaultView;
  const stopLoginState = win ? watchLoginState(win, doc, store) : () => {};
  return {
    store,
    stop: () => {
      stopRequests();
      stopForms();
      stopLoginState();
    },
  };
}

/**
 * Catches up with login-state changes this page did not make (signed out or in another tab, a
 * session the server ended), whenever the page may be showing old data again: restored from the
 * back/forward cache, back in view or focus, another tab writing the shared storage, a navigation
 * inside the app (whose data request may have brought a new owner cookie). Each check reads one
 * cookie. A page restored from the back/forward cache for another owner is loaded again: the
 * previous customer may be anywhere in its memory (a message, an open mini cart, an account page),
 * not only in the sections. Returns a function that stops watching.
 */
export function watchLoginState(win: Window, doc: Document, store: Pick<CustomerDataStore, 'checkOwner'>): () => void {
  // A restored page reports visibilitychange (and often focus) before pageshow, and whichever
  // check runs first takes the owner change: remember it until the page is shown again.
  let changedSinceHidden = false;
  const check = () => {
    if (store.checkOwner()) changedSinceHidden = true;
  };
  const onPageHide = () => {
    changedSinceHidden = false;
  };
  const onPageShow = (event: Event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    check();
    if (changedSinceHidden) win.location.reload();
  };
  const onVisibilityChange = () => {
    if (doc.visibilityState === 'visible') check();
  };
  // The Navigation API (where there is one) also reports the app's own pushState navigations.
  const navigation = (win as Window & { navigation?: EventTarget }).navigation;
  const listeners: [EventTarget | undefined, string, (event: Event) => void][] = [
    [win, 'pagehide', onPageHide],
    [win, 'pageshow', onPageShow],
    [win, 'focus', check],
    [win, 'storage', check],
    [win, 'popstate', check],
    [navigation, 'currententrychange', check],
    [doc, 'visibilitychange', onVisibilityChange],
  ];
  for (const [target, type, listener] of listeners) target?.addEventListener(type, listener);
  return () => {
    for (const [target, type, listener] of listeners) target?.removeEventListener(type, listener);
  };
}
