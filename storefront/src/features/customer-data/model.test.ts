import { describe, expect, it } from 'vitest';
import {
  bumpDataIds,
  canonizeActionUrl,
  createSectionConfig,
  expandSectionNames,
  getAffectedSections,
  getCacheResetReason,
  getExpiredSectionNames,
  getScopeMismatchedSections,
  getStaleSectionNames,
  hasRedirect,
  ownerFromCookie,
  toCacheOwner,
  toSectionDataIds,
} from './model';

const config = createSectionConfig({
  sections: {
    'checkout/cart/add': ['cart', 'directory-data'],
    'checkout/sidebar/*': ['cart'],
    'customer/account/logout': ['*'],
    'customer/ajax/login': ['customer', 'cart'],
    'rewards/*/apply': ['rewards'],
    '*': ['messages'],
  },
  sectionNames: ['cart', 'customer', 'messages', 'persistent', 'directory-data', 'rewards', 'recently_viewed'],
  clientSideSections: ['recently_viewed'],
  baseUrls: ['http://shop.test/', 'https://shop.test/'],
});

const lifetimes = { expirableSectionLifetime: 60, expirableSectionNames: ['cart'], persistentLifetime: 300 };
const NOW = 1_800_000_000;

describe('section invalidation by URL', () => {
  it('strips the base URL, index.php, query and case before matching', () => {
    expect(canonizeActionUrl('https://shop.test/index.php/Checkout/Cart/Add?x=1', config.baseUrls)).toBe('checkout/cart/add');
    expect(canonizeActionUrl('/checkout/cart/add', config.baseUrls)).toBe('checkout/cart/add');
    expect(canonizeActionUrl('http://shop.test/index.php/checkout/cart/add', ['/'])).toBe('checkout/cart/add');
    expect(canonizeActionUrl('https://other.test/shop/checkout/cart/add', ['/shop/'])).toBe('checkout/cart/add');
  });

  it('matches an action by prefix and adds the sections of the * key', () => {
    expect(getAffectedSections('http://shop.test/checkout/cart/add/uenc/abc/', config)).toEqual([
      'cart',
      'directory-data',
      'messages',
    ]);
  });

  it('lets * in an action stand for exactly one path segment', () => {
    expect(getAffectedSections('http://shop.test/checkout/sidebar/removeItem', config)).toEqual(['cart', 'messages']);
    expect(getAffectedSections('http://shop.test/rewards/points/apply', config)).toEqual(['rewards', 'messages']);
    expect(getAffectedSections('http://shop.test/rewards/points/extra/apply', config)).toEqual(['messages']);
    expect(getAffectedSections('http://shop.test/checkout/sidebar/remove/item', config)).toEqual(['messages']);
  });

  it('uses the first matching action only', () => {
    const ordered = createSectionConfig({ sections: { 'checkout/cart': ['cart'], 'checkout/cart/add': ['customer'] } });
    expect(getAffectedSections('/checkout/cart/add', ordered)).toEqual(['cart']);
  });

  it('keeps * (every section) for expansion', () => {
    expect(getAffectedSections('/customer/account/logout', config)).toEqual(['*', 'messages']);
    expect(expandSectionNames(['*', 'messages'], config)).toEqual(config.sectionNames);
  });

  it('gives only the * key sections for an unknown action', () => {
    expect(getAffectedSections('/contact/index/post', config)).toEqual(['messages']);
    const noDefaults = createSectionConfig({ sections: { 'checkout/cart/add': ['cart'] } });
    expect(getAffectedSections('/contact/index/post', noDefaults)).toEqual([]);
  });

  it('derives the section names from the action map when none are given', () => {
    expect(createSectionConfig({ sections: { a: ['cart', '*'], b: ['customer', 'cart'] } }).sectionNames).toEqual([
      'cart',
      'customer',
    ]);
  });
});

describe('expired sections', () => {
  const base = { now: NOW, config, lifetimes };

  it('expires an expirable section once data_id plus its lifetime (minutes) has passed', () => {
    const cached = { cart: { data_id: NOW - 3600 } };
    expect(getExpiredSectionNames({ ...base, cached, cookieDataIds: { cart: NOW - 3600 } })).toEqual(['cart']);
    const fresh = { cart: { data_id: NOW - 3599 } };
    expect(getExpiredSectionNames({ ...base, cached: fresh, cookieDataIds: { cart: NOW - 3599 } })).toEqual([]);
  });

  it('expires a section whose cookie data_id differs or whose data is missing', () => {
    const cached = { customer: { data_id: 100 }, cart: { data_id: NOW } };
    expect(
      getExpiredSectionNames({ ...base, cached, cookieDataIds: { customer: 1100, cart: NOW, 'directory-data': 5 } }),
    ).toEqual(['customer', 'directory-data']);
  });

  it('ignores sections the page no longer knows', () => {
    expect(getExpiredSectionNames({ ...base, cached: {}, cookieDataIds: { 'old-module': 1 } })).toEqual([]);
  });

  it('keeps the persistent section while within the persistent lifetime', () => {
    const cookieDataIds = { persistent: 1 };
    const within = { persistent: { data_id: NOW - 300 } };
    expect(getExpiredSectionNames({ ...base, cached: within, cookieDataIds })).toEqual([]);
    const beyond = { persistent: { data_id: NOW - 301 } };
    expect(getExpiredSectionNames({ ...base, cached: beyond, cookieDataIds })).toEqual(['persistent']);
  });
});

describe('stale sections for a page view', () => {
  const base = { now: NOW, config, lifetimes, invalidated: [], disposableSections: ['messages'] };

  it('loads every server section on a cold cache', () => {
    expect(getStaleSectionNames({ ...base, cached: {}, cookieDataIds: undefined })).toEqual([
      'cart',
      'customer',
      'messages',
      'persistent',
      'directory-data',
      'rewards',
    ]);
  });

  it('loads nothing when the cache is valid', () => {
    const cached = Object.fromEntries(
      ['cart', 'customer', 'persistent', 'directory-data', 'rewards'].map((name) => [name, { data_id: NOW }]),
    );
    const cookieDataIds = Object.fromEntries(Object.keys(cached).map((name) => [name, NOW]));
    expect(getStaleSectionNames({ ...base, cached, cookieDataIds })).toEqual([]);
  });

  it('loads the invalidated and the missing non-disposable sections on a warm cache', () => {
    const cached = { cart: { data_id: NOW }, customer: { data_id: NOW }, persistent: { data_id: NOW } };
    expect(getStaleSectionNames({ ...base, cached, cookieDataIds: undefined, invalidated: ['cart', 'messages'] })).toEqual([
      'cart',
      'messages',
      'directory-data',
      'rewards',
    ]);
  });
});

describe('cache reset at start-up', () => {
  const base = { now: 5000, cacheTimeout: 6000, hasSessionCookie: true, cachedOwner: null, owner: null };

  it('keeps a cache within its timeout, in the same session and for the same owner', () => {
    expect(getCacheResetReason(base)).toBeNull();
    expect(getCacheResetReason({ ...base, cacheTimeout: undefined })).toBeNull();
    expect(getCacheResetReason({ ...base, cachedOwner: 'a1', owner: 'a1' })).toBeNull();
  });

  it('drops it when the timeout has passed', () => {
    expect(getCacheResetReason({ ...base, cacheTimeout: 4999 })).toBe('timeout');
  });

  it('drops it when the cache session cookie is missing', () => {
    expect(getCacheResetReason({ ...base, hasSessionCookie: false })).toBe('session');
  });

  it('drops it when the login state changed: signed in, signed out, someone else, or nobody knows for whom it was built', () => {
    expect(getCacheResetReason({ ...base, owner: 'a1' })).toBe('login-state');
    expect(getCacheResetReason({ ...base, cachedOwner: 'a1' })).toBe('login-state');
    expect(getCacheResetReason({ ...base, cachedOwner: 'a1', owner: 'b2' })).toBe('login-state');
    expect(getCacheResetReason({ ...base, cachedOwner: undefined })).toBe('login-state');
  });
});

describe('cache owner', () => {
  it('reads the owner cookie: a missing or empty cookie is a guest', () => {
    expect(ownerFromCookie('a1')).toBe('a1');
    expect(ownerFromCookie(undefined)).toBeNull();
    expect(ownerFromCookie('')).toBeNull();
  });

  it('reads the recorded owner: a guest (null), a customer session, or unknown', () => {
    expect(toCacheOwner(null)).toBeNull();
    expect(toCacheOwner('a1')).toBe('a1');
    for (const value of [undefined, '', true, false, 1, {}]) expect(toCacheOwner(value)).toBeUndefined();
  });
});

describe('website and store checks', () => {
  const scope = { websiteId: 1, storeId: 2 };

  it('reloads the customer cached for another website (not website 0)', () => {
    expect(getScopeMismatchedSections({ customer: { websiteId: '3' } }, scope)).toEqual(['customer']);
    expect(getScopeMismatchedSections({ customer: { websiteId: 0 } }, scope)).toEqual([]);
    expect(getScopeMismatchedSections({ customer: { websiteId: 1 } }, scope)).toEqual([]);
  });

  it('reloads the cart cached for another website or store', () => {
    expect(getScopeMismatchedSections({ cart: { website_id: 2, storeId: 2 } }, scope)).toEqual(['cart']);
    expect(getScopeMismatchedSections({ cart: { website_id: 1, storeId: 5 } }, scope)).toEqual(['cart']);
    expect(getScopeMismatchedSections({ cart: { website_id: 1, storeId: '2' } }, scope)).toEqual([]);
    expect(getScopeMismatchedSections({ cart: { summary_count: 0 } }, scope)).toEqual([]);
  });

  it('reloads the cart a view of another currency loaded (the cart is shared, its section is in the view\'s currency)', () => {
    const french = { ...scope, currencyCode: 'EUR' };
    expect(getScopeMismatchedSections({ cart: { website_id: 1, storeId: 2, currency_code: 'USD' } }, french)).toEqual(['cart']);
    expect(getScopeMismatchedSections({ cart: { website_id: 1, storeId: 2, currency_code: 'EUR' } }, french)).toEqual([]);
    expect(getScopeMismatchedSections({ cart: { website_id: 1, storeId: 2, currency_code: 'USD' } }, scope)).toEqual([]);
  });
});

describe('helpers', () => {
  it('bumps the cookie data ids of invalidated server sections by 1000', () => {
    expect(bumpDataIds({ cart: 10, customer: 20, recently_viewed: 5 }, ['cart', 'recently_viewed', 'rewards'], config)).toEqual({
      cart: 1010,
      customer: 20,
      recently_viewed: 5,
    });
  });

  it('keeps numeric data ids only', () => {
    expect(toSectionDataIds({ cart: 1, customer: 'x' })).toEqual({ cart: 1 });
    expect(toSectionDataIds('nope')).toEqual({});
  });

  it('recognises redirect answers', () => {
    expect(hasRedirect({ backUrl: 'http://shop.test/p.html' })).toBe(true);
    expect(hasRedirect({ redirect: '/x' })).toBe(true);
    expect(hasRedirect({ backUrl: '' })).toBe(false);
    expect(hasRedirect({ messages: [] })).toBe(false);
    expect(hasRedirect('text')).toBe(false);
  });
});
