import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createCookieJar } from '../../lib/cookies';
import { createHttpClient } from '../../lib/http';
import { parsePageSettings, type PageSettings } from '../../lib/page-settings';
import { MemoryStorage } from '../../lib/storage';
import { createFakeCookieTarget, createFakeFetch, jsonResponse, minimalSettings, type FakeCookieTarget } from '../../../test-support/browser-doubles';
import { createSectionConfig, type SectionsPayload } from './model';
import { watchPageLeaving } from './leaving';
import { createBrowserCustomerData, watchLoginState } from './start';
import { createCustomerDataStore, type SectionLoader } from './store';

const SECTIONS = ['cart', 'customer', 'messages', 'persistent'];

const settingsInput: PageSettings = {
  ...minimalSettings,
  cookieLifeTime: 3600,
  sectionConfig: {
    ...minimalSettings.sectionConfig,
    sections: {
      'checkout/cart/add': ['cart'],
      'checkout/sidebar/removeitem': ['cart'],
      'customer/account/loginpost': ['customer', 'cart'],
      'wishlist/index/add': ['wishlist'],
      '*': ['messages'],
    },
    sectionNames: SECTIONS,
  },
  customerData: { expirableSectionLifetime: 60, expirableSectionNames: [], persistentLifetime: 600 },
};

/** A shop back end: the section load call and a few actions. */
function createShop() {
  const state = {
    cartCount: 0,
    messages: [] as { type: string; text: string }[],
    failWith: undefined as number | 'network' | undefined,
    /** When set, section loads answer only once it resolves (a slow request). */
    gate: undefined as Promise<void> | undefined,
  };
  const sectionData = (name: string) => {
    const dataId = Math.floor(Date.now() / 1000);
    switch (name) {
      case 'cart':
        return { data_id: dataId, summary_count: state.cartCount, items: [], website_id: 1, storeId: 1 };
      case 'customer':
        return { data_id: dataId };
      case 'messages':
        return { data_id: dataId, messages: state.messages.splice(0) };
      default:
        return { data_id: dataId };
    }
  };
  const fake = createFakeFetch((call) => {
    const path = call.url.pathname;
    if (path === '/customer/section/load') {
      if (state.gate) {
        const requested = call.url.searchParams.get('sections')?.split(',') ?? SECTIONS;
        const snapshot = Object.fromEntries(requested.map((name) => [name, sectionData(name)]));
        return state.gate.then(() => jsonResponse(snapshot));
      }
      if (state.failWith === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      if (state.failWith) return jsonResponse({ message: 'boom' }, state.failWith);
      const requested = call.url.searchParams.get('sections')?.split(',') ?? SECTIONS;
      return jsonResponse(Object.fromEntries(requested.map((name) => [name, sectionData(name)])));
    }
    if (path === '/checkout/cart/add') {
      state.cartCount += 1;
      state.messages.push({ type: 'success', text: 'You added Tee to your shopping cart.' });
      return jsonResponse({});
    }
    if (path === '/checkout/sidebar/removeItem') {
      state.cartCount -= 1;
      return jsonResponse({ success: true });
    }
    if (path === '/wishlist/index/add') return jsonResponse({ backUrl: 'http://shop.test/wishlist/' });
    return jsonResponse({}, 404);
  });
  const sectionLoads = () => fake.calls.filter((call) => call.url.pathname === '/customer/section/load');
  return { state, fake, sectionLoads };
}

/** The browser's persistent state across page views. */
interface Browser {
  storage: MemoryStorage;
  cookies: FakeCookieTarget;
}

function newBrowser(): Browser {
  return { storage: new MemoryStorage(), cookies: createFakeCookieTarget() };
}

function openPage(browser: Browser, shop: ReturnType<typeof createShop>, overrides: Partial<PageSettings> = {}) {
  const http = createHttpClient({ baseUrl: 'http://shop.test/', fetch: shop.fake.fetch });
  const engine = createBrowserCustomerData({
    settings: parsePageSettings({ ...settingsInput, ...overrides }),
    http,
    storage: browser.storage,
    cookies: createCookieJar(browser.cookies),
    // This fake shop's sections are sketches of the real ones; their contracts are tested with the server.
    parseSection: (_name, data) => data as SectionsPayload[string],
  });
  return { ...engine, http };
}

/** A page view that has started and run its timers: the sections it loads are in. */
async function loadPage(...args: Parameters<typeof openPage>) {
  const page = openPage(...args);
  page.store.init();
  await vi.runAllTimersAsync();
  return page;
}

/** A page that has loaded its sections in a new browser; the shop's calls so far are forgotten. */
async function warmPage() {
  const shop = createShop();
  const browser = newBrowser();
  const page = await loadPage(browser, shop);
  shop.fake.calls.length = 0;
  return { shop, browser, page };
}

const okSchema = z.unknown();

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 2, 9, 0, 0) });
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('section loading per page view', () => {
  it('makes exactly one request on a cold page view, after paint, for every section', async () => {
    const shop = createShop();
    const page = openPage(newBrowser(), shop);
    page.store.init();
    expect(shop.fake.calls).toHaveLength(0);
    await vi.runAllTimersAsync();
    await page.store.ready();
    expect(shop.sectionLoads()).toHaveLength(1);
    const [load] = shop.sectionLoads();
    expect(load?.url.searchParams.has('sections')).toBe(false);
    expect(load?.url.searchParams.get('force_new_section_timestamp')).toBe('true');
    expect(page.store.get('cart')).toMatchObject({ summary_count: 0 });
  });

  it('does not store an answer that started before its sections were invalidated (a guest load racing a login)', async () => {
    const shop = createShop();
    const browser = newBrowser();
    let release!: () => void;
    shop.state.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const page = openPage(browser, shop);
    page.store.init();
    await vi.advanceTimersByTimeAsync(50);
    expect(shop.sectionLoads()).toHaveLength(1);
    // The login POST returns while the guest load is still on its way.
    page.store.invalidate(['customer', 'cart']);
    release();
    await vi.runAllTimersAsync();
    expect(page.store.get('customer')).toBeUndefined();
    page.stop();

    // The next page view still sees the sections as invalid and loads them once.
    shop.state.gate = undefined;
    const next = await loadPage(browser, shop);
    expect(shop.sectionLoads().length).toBeGreaterThanOrEqual(2);
    expect(next.store.get('customer')).toMatchObject({ data_id: expect.any(Number) });
  });

  it('makes no request on a warm page view and shows the cached sections at once', async () => {
    const shop = createShop();
    const browser = newBrowser();
    const first = await loadPage(browser, shop);
    first.stop();

    vi.advanceTimersByTime(60_000);
    const second = openPage(browser, shop);
    second.store.init();
    expect(second.store.get('cart')).toMatchObject({ summary_count: 0 });
    await vi.runAllTimersAsync();
    expect(shop.sectionLoads()).toHaveLength(1);
  });

  it('stores the sections in mage-cache-storage and their data ids in the section_data_ids cookie', async () => {
    const shop = createShop();
    const browser = newBrowser();
    await loadPage(browser, shop);
    const cached = JSON.parse(browser.storage.getItem('mage-cache-storage') ?? '{}') as Record<string, { data_id: number }>;
    expect(Object.keys(cached).sort()).toEqual(['cart', 'customer', 'persistent']);
    const ids = createCookieJar(browser.cookies).getJson('section_data_ids') as Record<string, number>;
    expect(ids.cart).toBe(cached.cart?.data_id);
    expect(browser.cookies.attributes('section_data_ids')).toMatchObject({ path: '/', samesite: 'lax' });
  });
});

describe('invalidation after actions', () => {
  it('reloads the affected sections with one request after a POST, however many things ask', async () => {
    const { shop, page } = await warmPage();
    const onCart = vi.fn();
    page.store.subscribe('cart', onCart);
    await page.http.request('POST', 'checkout/cart/add', { schema: okSchema, body: new FormData() });
    // The add-to-cart button and the mini cart both ask for the cart too.
    void page.store.reload(['cart']);
    void page.store.reload(['cart', 'messages'], true);
    await vi.runAllTimersAsync();
    expect(shop.sectionLoads()).toHaveLength(1);
    const [load] = shop.sectionLoads();
    expect(load?.url.searchParams.get('sections')).toBe('cart,messages');
    expect(load?.url.searchParams.get('force_new_section_timestamp')).toBe('true');
    expect(page.store.get('cart')).toMatchObject({ summary_count: 1 });
    expect(onCart).toHaveBeenCalled();
  });

  it('sends nothing until 10 ms after the first reload asked, then one request with everything asked meanwhile', async () => {
    const { shop, page } = await warmPage();
    void page.store.reload(['cart']);
    await vi.advanceTimersByTimeAsync(5);
    void page.store.reload(['messages']);
    await vi.advanceTimersByTimeAsync(4);
    expect(shop.sectionLoads()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(shop.sectionLoads()).toHaveLength(1);
    expect(shop.sectionLoads()[0]?.url.searchParams.get('sections')).toBe('cart,messages');
    await vi.runAllTimersAsync();
    expect(shop.sectionLoads()).toHaveLength(1);
  });

  it('keeps the invalidated data on screen but drops it from the cache until reloaded', async () => {
    const { browser, page } = await warmPage();
    const before = JSON.parse(browser.storage.getItem('mage-cache-storage') ?? '{}') as Record<string, { data_id: number }>;
    page.store.invalidate(['cart']);
    expect(page.store.get('cart')).toMatchObject({ summary_count: 0 });
    const cache = JSON.parse(browser.storage.getItem('mage-cache-storage') ?? '{}') as Record<string, unknown>;
    expect(cache).not.toHaveProperty('cart');
    expect(JSON.parse(browser.storage.getItem('mage-cache-storage-section-invalidation') ?? '{}')).toEqual({ cart: true });
    const ids = createCookieJar(browser.cookies).getJson('section_data_ids') as Record<string, number>;
    expect(ids.cart).toBe((before.cart?.data_id ?? 0) + 1000);
  });

  it('tells other features through the customer-data-invalidate event', async () => {
    const { page } = await warmPage();
    const seen: unknown[] = [];
    document.addEventListener('customer-data-invalidate', (event) => seen.push((event as CustomEvent).detail), { once: true });
    page.store.invalidate(['*']);
    expect(seen).toEqual([{ sections: SECTIONS }]);
  });

  it('invalidates without reloading when the answer redirects', async () => {
    const { shop, page } = await warmPage();
    await page.http.request('POST', 'wishlist/index/add', { schema: okSchema, body: {} });
    await vi.runAllTimersAsync();
    expect(shop.sectionLoads()).toHaveLength(0);
  });

  it('ignores GET requests', async () => {
    const { shop, page } = await warmPage();
    await page.http.request('GET', 'checkout/cart/add', { schema: okSchema }).catch(() => {});
    await vi.runAllTimersAsync();
    expect(shop.sectionLoads()).toHaveLength(0);
  });

  it('invalidates on a full-page form post and reloads on the next page view with one request', async () => {
    const { shop, browser, page } = await warmPage();
    document.body.innerHTML = `
      <form method="post" action="http://shop.test/customer/account/loginPost/"><button>Sign In</button></form>
      <form method="get" action="http://shop.test/catalogsearch/result/"><button>Search</button></form>`;
    const forms = document.querySelectorAll('form');
    const stopNavigation = (event: Event) => event.preventDefault();
    // jsdom cannot navigate; a later listener stops it, after the engine has seen the submit.
    forms[1]?.requestSubmit();
    expect(JSON.parse(browser.storage.getItem('mage-cache-storage-section-invalidation') ?? '{}')).toEqual({});
    document.addEventListener('submit', stopNavigation);
    forms[0]?.requestSubmit();
    document.removeEventListener('submit', stopNavigation);
    expect(JSON.parse(browser.storage.getItem('mage-cache-storage-section-invalidation') ?? '{}')).toEqual({
      customer: true,
      cart: true,
      messages: true,
    });
    page.stop();
    await vi.runAllTimersAsync();
    expect(shop.sectionLoads()).toHaveLength(0);

    await loadPage(browser, shop);
    expect(shop.sectionLoads()).toHaveLength(1);
    expect(shop.sectionLoads()[0]?.url.searchParams.get('sections')).toBe('cart,customer,messages');
    expect(JSON.parse(browser.storage.getItem('mage-cache-storage-section-invalidation') ?? '{}')).toEqual({});
  });

  it('skips forms whose submit a script handled', async () => {
    const { browser } = await warmPage();
    document.body.innerHTML = `<form method="post" action="http://shop.test/checkout/cart/add"><button>Add</button></form>`;
    const form = document.querySelector('form');
    form?.addEventListener('submit', (event) => event.preventDefault());
    form?.requestSubmit();
    expect(JSON.parse(browser.storage.getItem('mage-cache-storage-section-invalidation') ?? '{}')).toEqual({});
  });
});

describe('a full-page post that leaves the page', () => {
  let stopWatching = () => {};

  afterEach(() => {
    // The next page is a new document, in which nothing is leaving.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    stopWatching();
  });

  /** Submits a post the browser carries out itself: the event it fires (jsdom cannot navigate, so the post goes nowhere). */
  const postLeaving = (action: string) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = action;
    document.body.append(form);
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
  };

  it("sent before the engine ran (a first visitor's press starts it), is not read back before it is done: the next page loads what it changed", async () => {
    const shop = createShop();
    const browser = newBrowser();
    // The page's set-up watches for departures from the start (feature.page.ts).
    stopWatching = watchPageLeaving(window);
    postLeaving('http://shop.test/checkout/cart/add');
    await loadPage(browser, shop);
    expect(shop.sectionLoads().map((call) => call.url.searchParams.get('sections'))).toEqual(['customer,persistent']);

    // The shop has taken the post; its redirect's page loads the cart it changed.
    shop.state.cartCount = 1;
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    const next = await loadPage(browser, shop);
    expect(next.store.get('cart')).toMatchObject({ summary_count: 1 });
  });

  it('sent while the engine runs, keeps a later load of the page from reading what it changed', async () => {
    const { shop, browser, page } = await warmPage();
    stopWatching = watchPageLeaving(window);
    postLeaving('http://shop.test/checkout/cart/add');
    const reloaded = page.store.reload(['cart', 'customer'], true);
    await vi.runAllTimersAsync();
    await reloaded;
    expect(shop.sectionLoads().map((call) => call.url.searchParams.get('sections'))).toEqual(['customer']);
    page.stop();

    shop.state.cartCount = 1;
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    const next = await loadPage(browser, shop);
    expect(next.store.get('cart')).toMatchObject({ summary_count: 1 });
  });
});

describe('failures of the section load', () => {
  it('ignores status 0 (no answer)', async () => {
    const shop = createShop();
    const page = openPage(newBrowser(), shop);
    shop.state.failWith = 'network';
    const reload = page.store.reload(['cart']);
    await vi.runAllTimersAsync();
    await expect(reload).resolves.toBeUndefined();
    expect(shop.sectionLoads()).toHaveLength(1);
    expect(page.store.get('cart')).toBeUndefined();
  });

  it('throws for a non-zero failure status', async () => {
    const shop = createShop();
    const page = openPage(newBrowser(), shop);
    shop.state.failWith = 500;
    const reload = page.store.reload(['cart']);
    const outcome = expect(reload).rejects.toMatchObject({ status: 500 });
    await vi.runAllTimersAsync();
    await outcome;
  });

  it('reports a failed start-up load instead of leaving it unhandled', async () => {
    const shop = createShop();
    shop.state.failWith = 503;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = await loadPage(newBrowser(), shop);
    await page.store.ready();
    expect(errors).toHaveBeenCalledWith('Customer data could not be loaded', expect.objectContaining({ status: 503 }));
    errors.mockRestore();
  });
});

describe('cache lifetime rules', () => {
  /** A browser whose page has loaded its sections and been left (closed). */
  async function warmBrowser() {
    const { shop, browser, page } = await warmPage();
    page.stop();
    return { shop, browser };
  }

  it('drops the cache and reloads everything once the cache timeout (cookieLifeTime) has passed', async () => {
    // The timeout, kept in local storage, is cookieLifeTime (3600 s) after the page view;
    // at the timeout itself the cache still holds.
    const timeoutOf = (browser: Awaited<ReturnType<typeof warmBrowser>>['browser']) => Number(browser.storage.getItem('mage-cache-timeout'));
    const viewed = Date.now();
    const atTimeout = await warmBrowser();
    expect(timeoutOf(atTimeout.browser) - viewed).toBe(3600 * 1000);
    vi.setSystemTime(timeoutOf(atTimeout.browser));
    const kept = openPage(atTimeout.browser, atTimeout.shop);
    kept.store.init();
    expect(kept.store.resetReason).toBeNull();
    expect(kept.store.get('cart')).toMatchObject({ summary_count: 0 });
    kept.stop();

    const { shop, browser } = await warmBrowser();
    vi.setSystemTime(timeoutOf(browser) + 1);
    const page = openPage(browser, shop);
    page.store.init();
    expect(page.store.resetReason).toBe('timeout');
    expect(page.store.get('cart')).toBeUndefined();
    await vi.runAllTimersAsync();
    expect(shop.sectionLoads()).toHaveLength(1);
    expect(shop.sectionLoads()[0]?.url.searchParams.has('sections')).toBe(false);
    expect(shop.sectionLoads()[0]?.url.searchParams.get('force_new_section_timestamp')).toBe('true');
  });

  it('drops the cache when the cache session cookie is missing (new browser session)', async () => {
    const { shop, browser } = await warmBrowser();
    createCookieJar(browser.cookies).remove('mage-cache-sessid');
    const page = openPage(browser, shop);
    page.store.init();
    expect(page.store.resetReason).toBe('session');
    await vi.runAllTimersAsync();
    expect(shop.sectionLoads()).toHaveLength(1);
    expect(createCookieJar(browser.cookies).get('mage-cache-sessid')).toBe('true');
  });

  it('reloads a section another tab changed (cookie data id differs from the cache)', async () => {
    const { shop, browser } = await warmBrowser();
    const jar = createCookieJar(browser.cookies);
    const ids = jar.getJson('section_data_ids') as Record<string, number>;
    jar.setJson('section_data_ids', { ...ids, cart: (ids.cart ?? 0) + 5 });
    await loadPage(browser, shop);
    expect(shop.sectionLoads()).toHaveLength(1);
    expect(shop.sectionLoads()[0]?.url.searchParams.get('sections')).toBe('cart');
    expect(shop.sectionLoads()[0]?.url.searchParams.get('force_new_section_timestamp')).toBe('false');
  });

  it('keeps the persistent section within its lifetime and reloads it after', async () => {
    const { shop, browser } = await warmBrowser();
    const jar = createCookieJar(browser.cookies);
    const bump = () => {
      const ids = jar.getJson('section_data_ids') as Record<string, number>;
      jar.setJson('section_data_ids', { ...ids, persistent: (ids.persistent ?? 0) + 1 });
    };
    bump();
    const cached = JSON.parse(browser.storage.getItem('mage-cache-storage') ?? '{}') as Record<string, { data_id: number }>;
    const dataId = cached.persistent?.data_id ?? 0;
    vi.setSystemTime((dataId + 600) * 1000);
    const within = await loadPage(browser, shop);
    expect(shop.sectionLoads()).toHaveLength(0);
    within.stop();

    bump();
    vi.setSystemTime((dataId + 601) * 1000);
    await loadPage(browser, shop);
    expect(shop.sectionLoads().map((call) => call.url.searchParams.get('sections'))).toEqual(['persistent']);
  });

  it('reloads the cart and customer cached for another website or store, in the same single request', async () => {
    const { shop, browser } = await warmBrowser();
    const cache = JSON.parse(browser.storage.getItem('mage-cache-storage') ?? '{}') as Record<string, Record<string, unknown>>;
    cache.cart = { ...cache.cart, storeId: 7 };
    cache.customer = { ...cache.customer, websiteId: 9 };
    browser.storage.setItem('mage-cache-storage', JSON.stringify(cache));
    await loadPage(browser, shop);
    expect(shop.sectionLoads().map((call) => call.url.searchParams.get('sections'))).toEqual(['cart,customer']);
  });
});

describe('disposable data', () => {
  it('removes messages from the cache and the cookie 3 s after they change, keeping them on screen', async () => {
    const shop = createShop();
    const browser = newBrowser();
    const page = await loadPage(browser, shop);
    await page.http.request('POST', 'checkout/cart/add', { schema: okSchema, body: {} });
    await vi.advanceTimersByTimeAsync(10);
    const cache = () => JSON.parse(browser.storage.getItem('mage-cache-storage') ?? '{}') as Record<string, unknown>;
    const ids = () => createCookieJar(browser.cookies).getJson('section_data_ids') as Record<string, number>;
    expect(cache()).toHaveProperty('messages');
    expect(ids()).toHaveProperty('messages');

    await vi.advanceTimersByTimeAsync(2999);
    expect(cache()).toHaveProperty('messages');
    await vi.advanceTimersByTimeAsync(1);
    expect(cache()).not.toHaveProperty('messages');
    expect(ids()).not.toHaveProperty('messages');
    expect(page.store.get('messages')).toMatchObject({
      messages: [{ type: 'success', text: 'You added Tee to your shopping cart.' }],
    });
    expect(cache()).toHaveProperty('cart');
  });

  it('does not show cached messages again on the next page, nor load them', async () => {
    const shop = createShop();
    const browser = newBrowser();
    const page = await loadPage(browser, shop);
    page.store.set('messages', { messages: [{ type: 'notice', text: 'Old' }] });
    page.stop();
    shop.fake.calls.length = 0;

    const next = openPage(browser, shop);
    next.store.init();
    expect(next.store.get('messages')).toBeUndefined();
    await vi.runAllTimersAsync();
    expect(shop.sectionLoads()).toHaveLength(0);
  });
});

describe('login state: the private_content_owner cookie', () => {
  const config = createSectionConfig({ sections: { 'customer/ajax/login': ['*'], '*': ['messages'] }, sectionNames: SECTIONS });
  const lifetimes = { expirableSectionLifetime: 60, expirableSectionNames: [], persistentLifetime: 600 };
  const FIRSTNAMES: Record<string, string> = { 'owner-veronica': 'Veronica', 'owner-john': 'John' };

  /**
   * The server: answers for the session the browser's cookies name when the request leaves, as a
   * real one does (a signed-in customer has a cart of 2, a guest an empty one).
   */
  function createServer(browser: Browser) {
    const jar = createCookieJar(browser.cookies);
    const state = { loads: [] as { names: readonly string[] | undefined; force: boolean }[], gate: undefined as Promise<void> | undefined };
    const load: SectionLoader = (names, force) => {
      state.loads.push({ names, force });
      const owner = jar.get('private_content_owner');
      const dataId = Math.floor(Date.now() / 1000);
      const all: SectionsPayload = {
        customer: owner ? { data_id: dataId, firstname: FIRSTNAMES[owner] } : { data_id: dataId },
        cart: { data_id: dataId, summary_count: owner ? 2 : 0, items: [] },
        messages: { data_id: dataId, messages: [] },
        persistent: { data_id: dataId },
      };
      const answer = names ? Object.fromEntries(names.map((name) => [name, all[name] ?? { data_id: dataId }])) : all;
      return (state.gate ?? Promise.resolve()).then(() => answer);
    };
    return { state, load, jar };
  }

  function openTab(browser: Browser, server: ReturnType<typeof createServer>, events: EventTarget = new EventTarget()) {
    return createCustomerDataStore({
      config,
      lifetimes,
      scope: { websiteId: 1, storeId: 1 },
      cookieLifeTime: 3600,
      storage: browser.storage,
      cookies: createCookieJar(browser.cookies),
      load: server.load,
      events,
    });
  }

  const cachedText = (browser: Browser) => browser.storage.getItem('mage-cache-storage') ?? '';

  /** A guest's page, started, with its start-up load done and forgotten. */
  async function guestTab() {
    const browser = newBrowser();
    const server = createServer(browser);
    const tab = openTab(browser, server);
    tab.init();
    await vi.runAllTimersAsync();
    server.state.loads.length = 0;
    return { browser, server, tab };
  }

  async function signedInTab(owner = 'owner-veronica') {
    const browser = newBrowser();
    const server = createServer(browser);
    server.jar.set('private_content_owner', owner);
    const events = new EventTarget();
    const tab = openTab(browser, server, events);
    tab.init();
    await vi.runAllTimersAsync();
    expect(tab.get('customer')).toMatchObject({ firstname: FIRSTNAMES[owner] });
    server.state.loads.length = 0;
    return { browser, server, tab, events };
  }

  it('drops the cache of the customer who signed out at the next page view: nothing of theirs shows, everything loads once', async () => {
    const { browser, server } = await signedInTab();
    expect(cachedText(browser)).toContain('Veronica');
    // The logout answer cleared the cookie.
    server.jar.remove('private_content_owner');
    const events = new EventTarget();
    const announced = vi.fn();
    events.addEventListener('customer-data-invalidate', announced);
    const next = openTab(browser, server, events);
    next.init();
    expect(next.resetReason).toBe('login-state');
    expect(next.get('customer')).toBeUndefined();
    expect(next.get('cart')).toBeUndefined();
    expect(cachedText(browser)).not.toContain('Veronica');
    expect(announced).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    expect(server.state.loads).toEqual([{ names: undefined, force: true }]);
    expect(next.get('customer')).not.toHaveProperty('firstname');
    expect(next.get('cart')).toMatchObject({ summary_count: 0 });
    expect(JSON.parse(browser.storage.getItem('mage-cache-owner') ?? '"unset"')).toBeNull();
  });

  it('drops it when someone else signed in, and records the new owner', async () => {
    const { browser, server } = await signedInTab();
    server.jar.set('private_content_owner', 'owner-john');
    const next = openTab(browser, server);
    next.init();
    expect(next.resetReason).toBe('login-state');
    expect(next.get('customer')).toBeUndefined();
    await vi.runAllTimersAsync();
    expect(next.get('customer')).toMatchObject({ firstname: 'John' });
    expect(JSON.parse(browser.storage.getItem('mage-cache-owner') ?? 'null')).toBe('owner-john');
  });

  it('drops a cache nobody recorded the owner of (built before the owner cookie existed)', async () => {
    const { browser, server } = await signedInTab();
    browser.storage.removeItem('mage-cache-owner');
    const next = openTab(browser, server);
    next.init();
    expect(next.resetReason).toBe('login-state');
    expect(next.get('customer')).toBeUndefined();
  });

  it('keeps the cache while the owner is the same: no request, no reset', async () => {
    const { browser, server, tab } = await signedInTab();
    expect(tab.checkOwner()).toBe(false);
    const next = openTab(browser, server);
    next.init();
    expect(next.resetReason).toBeNull();
    expect(next.get('customer')).toMatchObject({ firstname: 'Veronica' });
    await vi.runAllTimersAsync();
    expect(server.state.loads).toHaveLength(0);
  });

  it('takes the previous customer off a live page as soon as it checks (other tab, ended session), and tells the page', async () => {
    const { browser, server, tab, events } = await signedInTab();
    const onCustomer = vi.fn();
    tab.subscribe('customer', onCustomer);
    const announced = vi.fn();
    events.addEventListener('customer-data-invalidate', announced);
    server.jar.remove('private_content_owner');
    expect(tab.checkOwner()).toBe(true);
    expect(announced).toHaveBeenCalledWith(expect.objectContaining({ detail: { sections: SECTIONS } }));
    expect(onCustomer).toHaveBeenCalled();
    expect(tab.get('customer')).toBeUndefined();
    expect(tab.get('cart')).toBeUndefined();
    expect(cachedText(browser)).not.toContain('Veronica');
    await vi.runAllTimersAsync();
    expect(server.state.loads).toEqual([{ names: undefined, force: true }]);
    expect(tab.get('customer')).not.toHaveProperty('firstname');
    expect(tab.get('cart')).toMatchObject({ summary_count: 0 });
    expect(tab.checkOwner()).toBe(false);
  });

  it('drops an answer that left for the previous customer', async () => {
    const { server, tab } = await signedInTab();
    let release!: () => void;
    server.state.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    void tab.reload(['cart', 'customer']);
    await vi.advanceTimersByTimeAsync(20);
    expect(server.state.loads).toHaveLength(1);
    // Signed out in another tab while the answer is on its way.
    server.jar.remove('private_content_owner');
    server.state.gate = undefined;
    release();
    await vi.runAllTimersAsync();
    expect(tab.get('customer')).not.toHaveProperty('firstname');
    expect(tab.get('cart')).toMatchObject({ summary_count: 0 });
    expect(server.state.loads).toHaveLength(2);
  });

  it('on a login answer that navigates (backUrl), takes the guest data off the page but leaves the loading to the next page', async () => {
    const { browser, server, tab } = await guestTab();
    server.jar.set('private_content_owner', 'owner-veronica');
    tab.invalidate(['*'], { navigating: true });
    expect(tab.get('customer')).toBeUndefined();
    await vi.runAllTimersAsync();
    // Loading here would use up a message stored for the next page (the wish-list notice).
    expect(server.state.loads).toEqual([]);

    const next = openTab(browser, server);
    next.init();
    await vi.runAllTimersAsync();
    expect(server.state.loads).toEqual([{ names: undefined, force: false }]);
    expect(next.get('customer')).toMatchObject({ firstname: 'Veronica' });
  });

  it('adopts the cache another tab already rebuilt for the new owner, without a request', async () => {
    const { browser, server, tab } = await signedInTab();
    server.jar.remove('private_content_owner');
    const other = openTab(browser, server);
    other.init();
    await vi.runAllTimersAsync();
    server.state.loads.length = 0;
    expect(tab.checkOwner()).toBe(true);
    expect(tab.get('customer')).toEqual(other.get('customer'));
    expect(tab.get('cart')).toMatchObject({ summary_count: 0 });
    await vi.runAllTimersAsync();
    expect(server.state.loads).toHaveLength(0);
  });

  it('on a login answer, takes the guest data off the page and loads every section with one request', async () => {
    const { server, tab } = await guestTab();
    // The login call's answer set the cookie; the request watcher then invalidates and reloads.
    server.jar.set('private_content_owner', 'owner-veronica');
    tab.invalidate(['*']);
    expect(tab.get('customer')).toBeUndefined();
    void tab.reload(['*'], true);
    await vi.runAllTimersAsync();
    expect(server.state.loads).toEqual([{ names: undefined, force: true }]);
    expect(tab.get('customer')).toMatchObject({ firstname: 'Veronica' });
  });

  it('checks when the page may show old data again: back in view or focus, a storage write, a navigation elsewhere', () => {
    const store = { checkOwner: vi.fn(() => false) };
    const stop = watchLoginState(window, document, store);
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new StorageEvent('storage', { key: 'mage-cache-owner' }));
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(store.checkOwner).toHaveBeenCalledTimes(4);
    stop();
    window.dispatchEvent(new Event('focus'));
    expect(store.checkOwner).toHaveBeenCalledTimes(4);
  });

  it('loads a page restored from the back/forward cache again when its owner changed', () => {
    const reload = vi.fn();
    const doc = document.implementation.createHTMLDocument();
    const win = Object.assign(new EventTarget(), { location: { reload } }) as unknown as Window;
    let changed = false;
    const store = { checkOwner: vi.fn(() => changed) };
    const stop = watchLoginState(win, doc, store);
    win.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(store.checkOwner).not.toHaveBeenCalled();
    win.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(store.checkOwner).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    changed = true;
    win.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('loads a restored page again when the check that noticed the owner change ran before pageshow', () => {
    const reload = vi.fn();
    const doc = document.implementation.createHTMLDocument();
    const win = Object.assign(new EventTarget(), { location: { reload } }) as unknown as Window;
    let owner = 'veronica';
    let seen = owner;
    const store = {
      checkOwner: vi.fn(() => {
        const changed = owner !== seen;
        seen = owner;
        return changed;
      }),
    };
    const stop = watchLoginState(win, doc, store);
    win.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    owner = 'guest';
    // The restore: focus (or visibilitychange) before pageshow.
    win.dispatchEvent(new Event('focus'));
    win.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(reload).toHaveBeenCalledTimes(1);
    // Hidden and restored again with the same owner: nothing to load.
    win.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    win.dispatchEvent(new Event('focus'));
    win.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});
