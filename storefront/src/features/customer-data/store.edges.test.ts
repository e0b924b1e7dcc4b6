// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '@shop/ui/clock';
import { createCookieJar } from '../../lib/cookies';
import { MemoryStorage } from '../../lib/storage';
import { createFakeCookieTarget } from '../../../test-support/browser-doubles';
import { createSectionConfig, type SectionsPayload } from './model';
import { createCustomerDataStore, type CustomerDataStoreOptions, type SectionLoader } from './store';

// The store's own API at its edges: sections set in the browser, listeners, and the cookies it writes.
const config = createSectionConfig({ sections: { 'checkout/cart/add': ['cart'] }, sectionNames: ['cart', 'messages'], clientSideSections: ['recently_viewed'] });

function setUp(more: Partial<CustomerDataStoreOptions> = {}, storage = new MemoryStorage(), target = createFakeCookieTarget()) {
  const load = vi.fn<SectionLoader>(async () => ({ cart: { data_id: 100, summary_count: 1 }, messages: { data_id: 100, messages: [] } }));
  const store = createCustomerDataStore({
    config,
    lifetimes: { expirableSectionLifetime: 60, expirableSectionNames: [], persistentLifetime: 600 },
    scope: { websiteId: 1, storeId: 1 },
    cookieLifeTime: 3600,
    storage,
    cookies: createCookieJar(target),
    events: new EventTarget(),
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

/** A loader whose answers the test gives, one by one. */
function heldLoads() {
  const answers: ((sections: SectionsPayload) => void)[] = [];
  const load = vi.fn<SectionLoader>(() => new Promise((resolve) => answers.push(resolve)));
  return { load, answer: (index: number, sections: SectionsPayload) => answers[index]!(sections) };
}

/** Checks that `promise` waits for the first held load: unsettled until it answers, settled after. */
async function expectSettledByFirstAnswer(promise: Promise<void>, answer: ReturnType<typeof heldLoads>['answer']) {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(20);
  expect(settled).toBe(false);
  answer(0, { cart: { data_id: 100 } });
  await vi.advanceTimersByTimeAsync(0);
  expect(settled).toBe(true);
}

/** A browser that saw the shop before: a session, a guest's cache with these sections and data ids. */
function returningGuest(sections: Record<string, unknown>, dataIds: Record<string, number> = {}) {
  const storage = new MemoryStorage();
  storage.setItem('mage-cache-storage', JSON.stringify(sections));
  storage.setItem('mage-cache-owner', 'null');
  storage.setItem('mage-cache-timeout', JSON.stringify(Date.now() + 3_600_000));
  const target = createFakeCookieTarget();
  const jar = createCookieJar(target);
  jar.set('mage-cache-sessid', 'true', { sameSite: 'strict' });
  if (Object.keys(dataIds).length > 0) jar.setJson('section_data_ids', dataIds);
  return { storage, target, jar };
}

const dataIdsCookie = (target: ReturnType<typeof createFakeCookieTarget>) => createCookieJar(target).getJson('section_data_ids');
const invalidationList = (storage: MemoryStorage) => storage.getItem('mage-cache-storage-section-invalidation');

describe('reload', () => {
  it('asks for the sections without new data ids unless told to', async () => {
    const { store, load } = setUp();
    store.init();
    await vi.advanceTimersByTimeAsync(20);
    void store.reload(['cart']);
    await vi.advanceTimersByTimeAsync(10);
    expect(load).toHaveBeenLastCalledWith(['cart'], false);
  });

  it('sends nothing for client-side sections only, and resolves at once', async () => {
    const { store, load } = setUp();
    store.init();
    await vi.advanceTimersByTimeAsync(20);
    await expect(store.reload(['recently_viewed'])).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(20);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('has a client-side reload asked while a load waits resolve with that load', async () => {
    const { load, answer } = heldLoads();
    const { store } = setUp({ load, scheduleInitialLoad: () => {} });
    store.init();
    void store.reload(['cart']);
    await expectSettledByFirstAnswer(store.reload(['recently_viewed']), answer);
  });
});

describe('invalidate', () => {
  it('with no names invalidates every section', async () => {
    const { store, storage, target } = setUp();
    store.init();
    await vi.advanceTimersByTimeAsync(20);
    store.invalidate([]);
    expect(cached(storage)).toEqual({});
    expect(JSON.parse(invalidationList(storage) ?? '{}')).toEqual({ cart: true, messages: true });
    expect(dataIdsCookie(target)).toEqual({ cart: 1100, messages: 1100 });
  });

  it('keeps client-side sections out of the invalidation list, and writes none for them alone', () => {
    const { store, storage } = setUp({ scheduleInitialLoad: () => {} });
    store.init();
    store.invalidate(['recently_viewed']);
    expect(invalidationList(storage)).toBeNull();
    store.invalidate(['recently_viewed', 'cart']);
    expect(JSON.parse(invalidationList(storage) ?? '{}')).toEqual({ cart: true });
  });

  it('loads every section at once when the answer changed the owner and does not navigate', async () => {
    const { store, load, target } = setUp();
    store.init();
    await vi.advanceTimersByTimeAsync(20);
    target.cookie = 'private_content_owner=abc';
    store.invalidate(['cart']);
    await vi.advanceTimersByTimeAsync(10);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells nobody, and still invalidates, without a document or an event target', () => {
    const { store, storage } = setUp({ events: undefined, scheduleInitialLoad: () => {} });
    store.init();
    store.set('recently_viewed', { items: [] });
    expect(() => store.invalidate(['recently_viewed'])).not.toThrow();
    expect(cached(storage)).toEqual({});
  });

  it('tells the page through the document when no event target was given', () => {
    const page = new EventTarget();
    vi.stubGlobal('document', page);
    try {
      const heard: unknown[] = [];
      page.addEventListener('customer-data-invalidate', (event) => heard.push((event as CustomEvent).detail));
      const { store } = setUp({ events: undefined, scheduleInitialLoad: () => {} });
      store.init();
      store.invalidate(['cart']);
      expect(heard.at(-1)).toEqual({ sections: ['cart'] });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('start-up with a cache', () => {
  it('tells the page every section is void when the cache was built for someone else', () => {
    const { storage, target } = returningGuest({ cart: { data_id: 1 } });
    storage.setItem('mage-cache-owner', '"someone"');
    const events = new EventTarget();
    const heard: unknown[] = [];
    events.addEventListener('customer-data-invalidate', (event) => heard.push((event as CustomEvent).detail));
    const { store } = setUp({ events, scheduleInitialLoad: () => {} }, storage, target);
    store.init();
    expect(heard).toEqual([{ sections: ['cart', 'messages'] }]);
  });

  it("drops the previous owner's invalidation list with their cache", () => {
    const { storage, target } = returningGuest({ cart: { data_id: 1 } });
    storage.setItem('mage-cache-owner', '"someone"');
    storage.setItem('mage-cache-storage-section-invalidation', JSON.stringify({ cart: true }));
    const { store } = setUp({ scheduleInitialLoad: () => {} }, storage, target);
    store.init();
    expect(invalidationList(storage)).toBeNull();
  });

  it('keeps the cache when the stored timeout is unreadable (null)', () => {
    const { storage, target } = returningGuest({ cart: { data_id: 1, summary_count: 2 } }, { cart: 1 });
    storage.setItem('mage-cache-timeout', 'null');
    const { store, load } = setUp({}, storage, target);
    store.init();
    expect(store.resetReason).toBeNull();
    expect(store.get('cart')).toEqual({ data_id: 1, summary_count: 2 });
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves the session cookie of the browser session as it is', () => {
    const { storage, target } = returningGuest({ cart: { data_id: 1 } }, { cart: 1 });
    const { store } = setUp({}, storage, target);
    store.init();
    expect(target.attributes('mage-cache-sessid')?.samesite?.toLowerCase()).toBe('strict');
    expect(target.writes.filter((raw) => raw.startsWith('mage-cache-sessid='))).toHaveLength(1);
  });

  it('drops messages an earlier page showed from the cache and the cookie', () => {
    const { storage, target } = returningGuest({ cart: { data_id: 1 }, messages: { data_id: 1, messages: [{ type: 'success', text: 'Saved.' }] } }, { cart: 1, messages: 1 });
    const { store, load } = setUp({}, storage, target);
    store.init();
    expect(store.get('messages')).toBeUndefined();
    expect(Object.keys(cached(storage))).toEqual(['cart']);
    expect(dataIdsCookie(target)).toEqual({ cart: 1 });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads messages the cookie names but the cache lacks (set since), and only them', () => {
    const { storage, target } = returningGuest({ cart: { data_id: 1 } }, { cart: 1, messages: 5 });
    const { store, load } = setUp({}, storage, target);
    store.init();
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(load).toHaveBeenCalledWith(['messages'], false);
  });

  it('shows no cached entry that is not an object', () => {
    const { storage, target } = returningGuest({ cart: null, recently_viewed: 'text' });
    const { store } = setUp({ scheduleInitialLoad: () => {} }, storage, target);
    store.init();
    expect(store.get('cart')).toBeUndefined();
    expect(store.get('recently_viewed')).toBeUndefined();
  });

  it('publishes the cache once however often it is started', () => {
    const { storage, target } = returningGuest({ cart: { data_id: 1 } }, { cart: 1 });
    const { store } = setUp({}, storage, target);
    const listener = vi.fn();
    store.subscribe('cart', listener);
    store.init();
    store.init();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('is ready only when the start-up load has answered', async () => {
    const { load, answer } = heldLoads();
    const { store } = setUp({ load });
    store.init();
    await expectSettledByFirstAnswer(store.ready(), answer);
  });
});

describe('the data ids cookie', () => {
  it('is not written before an answer, nor by an empty answer', async () => {
    const { load, answer } = heldLoads();
    const { store, target } = setUp({ load });
    store.init();
    await vi.advanceTimersByTimeAsync(20);
    expect(dataIdsCookie(target)).toBeUndefined();
    answer(0, {});
    await store.ready();
    expect(dataIdsCookie(target)).toBeUndefined();
  });

  it('keeps the id of a section loaded without one', async () => {
    const { storage, target } = returningGuest({}, { cart: 5 });
    const { store, load } = setUp({}, storage, target);
    load.mockResolvedValueOnce({ cart: { summary_count: 1 } });
    store.init();
    await vi.advanceTimersByTimeAsync(20);
    await store.ready();
    expect(store.get('cart')).toEqual({ summary_count: 1 });
    expect(dataIdsCookie(target)).toEqual({ cart: 5 });
  });

  it('is not written when a message set in the browser leaves and had no id', () => {
    const { store, target } = setUp({ scheduleInitialLoad: () => {} });
    store.init();
    store.set('messages', { messages: [{ type: 'success', text: 'Saved.' }] });
    vi.advanceTimersByTime(3_000);
    expect(dataIdsCookie(target)).toBeUndefined();
  });
});

describe('disposal of messages', () => {
  it('counts the 3 s from the last change', () => {
    const { store, storage } = setUp({ scheduleInitialLoad: () => {} });
    store.init();
    store.set('messages', { messages: [{ type: 'success', text: 'Saved.' }] });
    vi.advanceTimersByTime(2_000);
    store.set('messages', { messages: [{ type: 'success', text: 'Saved again.' }] });
    vi.advanceTimersByTime(2_999);
    expect(cached(storage)).toHaveProperty('messages');
    vi.advanceTimersByTime(1);
    expect(cached(storage)).not.toHaveProperty('messages');
  });

  it("does not let the previous owner's timer remove the new owner's messages early", async () => {
    const { store, storage, target } = setUp();
    store.init();
    await vi.advanceTimersByTimeAsync(20);
    store.set('messages', { messages: [{ type: 'success', text: 'Saved.' }] });
    await vi.advanceTimersByTimeAsync(1_000);
    target.cookie = 'private_content_owner=abc';
    expect(store.checkOwner()).toBe(true);
    // The new owner's messages arrive 10 ms later: they leave the cache 3 s after that, not 2 s.
    await vi.advanceTimersByTimeAsync(10);
    expect(cached(storage)).toHaveProperty('messages');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(cached(storage)).toHaveProperty('messages');
    await vi.advanceTimersByTimeAsync(1);
    expect(cached(storage)).not.toHaveProperty('messages');
  });
});

describe('checkOwner', () => {
  it("stops the previous owner's message disposal: a login answer that navigates leaves the data ids cookie to the next page", async () => {
    const { store, target } = setUp();
    store.init();
    await vi.advanceTimersByTimeAsync(20);
    store.set('messages', { messages: [{ type: 'success', text: 'Saved.' }] });
    await vi.advanceTimersByTimeAsync(1_000);
    target.cookie = 'private_content_owner=abc';
    store.invalidate(['cart'], { navigating: true });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(dataIdsCookie(target)).toEqual({ cart: 1100, messages: 100 });
  });

  it('does nothing before the store started', () => {
    const { store, load, target } = setUp();
    target.cookie = 'private_content_owner=abc';
    expect(store.checkOwner()).toBe(false);
    vi.advanceTimersByTime(20);
    expect(load).not.toHaveBeenCalled();
    expect(store.resetReason).toBeNull();
  });

  it("gives the login state as the reason, and drops an answer that left for the previous owner", async () => {
    const { load, answer } = heldLoads();
    const { store, target } = setUp({ load });
    store.init();
    await vi.advanceTimersByTimeAsync(20);
    target.cookie = 'private_content_owner=abc';
    expect(store.checkOwner()).toBe(true);
    expect(store.resetReason).toBe('login-state');
    answer(0, { cart: { data_id: 100, summary_count: 3 } });
    await vi.advanceTimersByTimeAsync(20);
    expect(store.get('cart')).toBeUndefined();
    answer(1, { cart: { data_id: 200, summary_count: 1 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get('cart')).toEqual({ data_id: 200, summary_count: 1 });
  });
});
