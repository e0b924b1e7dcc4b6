// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '@shop/ui/clock';
import { createCookieJar } from '../../lib/cookies';
import { MemoryStorage } from '../../lib/storage';
import { createFakeCookieTarget } from '../../../test-support/browser-doubles';
import { createSectionConfig, type SectionsPayload } from './model';
import { createCustomerDataStore, type CustomerDataStoreOptions } from './store';

// The store's own API at its edges: sections set in the browser, listeners, and the cookies it writes.
const config = createSectionConfig({ sections: { 'checkout/cart/add': ['cart'] }, sectionNames: ['cart', 'messages'], clientSideSections: ['recently_viewed'] });

function setUp(more: Partial<CustomerDataStoreOptions> = {}) {
  const storage = new MemoryStorage();
  const target = createFakeCookieTarget();
  const load = vi.fn(async (): Promise<SectionsPayload> => ({ cart: { data_id: 100, summary_count: 1 }, messages: { data_id: 100, messages: [] } }));
  const store = createCustomerDataStore({
    config,
    lifetimes: { expirableSectionLifetime: 60, expirableSectionNames: [], persistentLifetime: 600 },
    scope: { websiteId: 1, storeId: 1 },
    cookieLifeTime: 3600,
    storage,
    cookies: createCookieJar(target),
    load,
    clock: systemClock,
    scheduleInitialLoad: (run) => run(),
    ...more,
  });
  return { store, target, storage, load };
}

/** What the cache in local storage holds for the next page. */
const cached = (storage: MemoryStorage) => JSON.parse(storage.getItem('mage-cache-storage') ?? '{}') as Record<string, unknown>;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sections set in the browser', () => {
  it('shows a section set in the browser at once, tells every listener, and keeps it in the cache', () => {
    const { store, storage } = setUp();
    store.init();
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe('recently_viewed', first);
    store.subscribe('recently_viewed', second);
    store.set('recently_viewed', { items: [1] });
    expect(store.get('recently_viewed')).toEqual({ items: [1] });
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    expect(cached(storage)).toMatchObject({ recently_viewed: { items: [1] } });
  });

  it('stops telling a listener once it unsubscribed', () => {
    const { store } = setUp();
    store.init();
    const listener = vi.fn();
    const unsubscribe = store.subscribe('recently_viewed', listener);
    unsubscribe();
    store.set('recently_viewed', { items: [] });
    expect(listener).not.toHaveBeenCalled();
  });

  it('drops messages set in the browser from the cache 3 s later, and keeps other sections', () => {
    const { store, storage } = setUp();
    store.init();
    store.set('messages', { messages: [{ type: 'success', text: 'Saved.' }] });
    store.set('recently_viewed', { items: [2] });
    vi.advanceTimersByTime(2_999);
    expect(Object.keys(cached(storage)).sort()).toEqual(['messages', 'recently_viewed']);
    vi.advanceTimersByTime(1);
    expect(Object.keys(cached(storage))).toEqual(['recently_viewed']);
    expect(store.get('messages')).toEqual({ messages: [{ type: 'success', text: 'Saved.' }] });
  });
});

describe('the cookies it writes', () => {
  it.each([
    { asked: {}, sameSite: 'lax', secure: false },
    { asked: { cookieSecure: true, cookieSameSite: 'strict' as const }, sameSite: 'strict', secure: true },
  ])('writes the data ids and the cache session cookie SameSite=$sameSite, Secure: $secure', async ({ asked, sameSite, secure }) => {
    const { store, target } = setUp(asked);
    store.init();
    await vi.advanceTimersByTimeAsync(20);
    await store.ready();
    for (const name of ['section_data_ids', 'mage-cache-sessid']) {
      const attributes = target.attributes(name);
      expect(attributes?.samesite?.toLowerCase(), name).toBe(sameSite);
      expect(attributes && 'secure' in attributes, name).toBe(secure);
    }
  });

  it('starts once: a second init loads nothing more', async () => {
    const { store, load } = setUp();
    store.init();
    store.init();
    await vi.advanceTimersByTimeAsync(20);
    await store.ready();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
