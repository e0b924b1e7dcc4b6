import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCookieJar } from './cookies';
import {
  assertStorageInterface,
  CookieStorage,
  createNamespaceStorage,
  MemoryStorage,
  readJson,
  resolveLocalStorage,
} from './storage';
import { createFakeCookieTarget } from '../../test-support/browser-doubles';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('assertStorageInterface', () => {
  it('accepts an object with getItem, setItem and removeItem', () => {
    expect(() => assertStorageInterface(new MemoryStorage())).not.toThrow();
  });

  it("throws 'does not implement Storage Interface' otherwise", () => {
    expect(() => assertStorageInterface({ getItem() {}, setItem() {} }, 'HalfStorage')).toThrow(
      'HalfStorage does not implement Storage Interface',
    );
    expect(() => assertStorageInterface(null)).toThrow('does not implement Storage Interface');
  });
});

describe('resolveLocalStorage', () => {
  it('uses localStorage when it works', () => {
    const warn = vi.fn();
    const resolved = resolveLocalStorage({ window: { localStorage }, warn });
    expect(resolved.kind).toBe('local');
    expect(resolved.storage).toBe(localStorage);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns and keeps data in memory when localStorage throws', () => {
    const warn = vi.fn();
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const resolved = resolveLocalStorage({ window: { localStorage: broken }, warn });
    expect(resolved.kind).toBe('memory');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Local storage unavailable/), expect.any(DOMException));
    resolved.storage.setItem('a', '1');
    expect(resolved.storage.getItem('a')).toBe('1');
  });

  it('warns when reading localStorage itself throws (storage disabled)', () => {
    const warn = vi.fn();
    const win = {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(resolveLocalStorage({ window: win, warn }).kind).toBe('memory');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('falls back to cookie storage when the browser has no localStorage', () => {
    const cookies = createCookieJar(createFakeCookieTarget());
    const resolved = resolveLocalStorage({ window: {}, cookies, warn: vi.fn() });
    expect(resolved.kind).toBe('cookie');
    expect(resolved.storage).toBeInstanceOf(CookieStorage);
  });

  it('rejects a localStorage lacking the interface', () => {
    expect(() => resolveLocalStorage({ window: { localStorage: {} } })).toThrow(
      'localStorage does not implement Storage Interface',
    );
  });
});

describe('CookieStorage', () => {
  it('keeps items in cookies that expire after 3650 days', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    const target = createFakeCookieTarget();
    const storage = new CookieStorage(createCookieJar(target));
    storage.setItem('recently_viewed_product', '{"1":{}}');
    expect(storage.getItem('recently_viewed_product')).toBe('{"1":{}}');
    const expires = Date.parse(target.attributes('recently_viewed_product')?.expires ?? '');
    expect(expires - Date.now()).toBe(3650 * 24 * 60 * 60 * 1000);
    storage.removeItem('recently_viewed_product');
    expect(storage.getItem('recently_viewed_product')).toBeNull();
  });
});

describe('createNamespaceStorage', () => {
  it('keeps entries as one JSON object under the namespace key', () => {
    const ns = createNamespaceStorage(localStorage, 'mage-cache-storage');
    ns.set('cart', { summary_count: 1 });
    ns.assign({ customer: { firstname: 'Ann' }, messages: {} });
    expect(JSON.parse(localStorage.getItem('mage-cache-storage') ?? '')).toEqual({
      cart: { summary_count: 1 },
      customer: { firstname: 'Ann' },
      messages: {},
    });
    ns.remove(['cart', 'messages']);
    expect(ns.keys()).toEqual(['customer']);
    expect(ns.get('customer')).toEqual({ firstname: 'Ann' });
    ns.clear();
    expect(localStorage.getItem('mage-cache-storage')).toBeNull();
  });

  it('treats unreadable JSON as empty', () => {
    localStorage.setItem('mage-cache-storage', '{oops');
    expect(createNamespaceStorage(localStorage, 'mage-cache-storage').all()).toEqual({});
    expect(readJson(localStorage, 'mage-cache-storage')).toBeUndefined();
  });

  it('ignores a full storage on write', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => createNamespaceStorage(full, 'ns').set('a', 1)).not.toThrow();
  });
});
