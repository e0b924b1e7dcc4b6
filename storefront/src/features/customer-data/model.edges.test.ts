// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  canonizeActionUrl,
  createSectionConfig,
  expandSectionNames,
  getAffectedSections,
  getCacheResetReason,
  getExpiredSectionNames,
  getScopeMismatchedSections,
  hasRedirect,
  toSectionDataIds,
} from './model';

// The customer-data rules at their edges: URLs on a path base, odd action names, values that are not what they should be.
const lifetimes = { expirableSectionLifetime: 1, expirableSectionNames: ['cart'], persistentLifetime: 60 };

describe('action URLs', () => {
  it('strips a path base from a relative URL', () => {
    expect(canonizeActionUrl('/shop/checkout/cart/add', ['/shop/'])).toBe('checkout/cart/add');
  });

  it('skips a base of "/" so that a longer base listed after it is still stripped', () => {
    expect(canonizeActionUrl('/shop/checkout/cart/add', ['/', '/shop/'])).toBe('checkout/cart/add');
  });

  it('ignores an empty base, so an absolute URL still keeps only its path', () => {
    expect(canonizeActionUrl('https://shop.test/checkout/cart/add', [''])).toBe('checkout/cart/add');
  });

  it('matches a relative action with a colon as written, not as a URL of its own scheme', () => {
    expect(canonizeActionUrl('customer:login', [])).toBe('customer:login');
  });

  it('drops index.php only at the start of the path, with or without a slash after it', () => {
    expect(canonizeActionUrl('/index.php', [])).toBe('');
    expect(canonizeActionUrl('/catalog/index.php/view', [])).toBe('catalog/index.php/view');
  });

  it('reads the dot of an action name as a dot, not as any character', () => {
    const config = createSectionConfig({ sections: { 'a.b/*': ['cart'] } });
    expect(getAffectedSections('/ab/c', config)).toEqual([]);
    expect(getAffectedSections('/a.b/c', config)).toEqual(['cart']);
  });

  it('never takes the * key for an action: a one-segment action still finds its own sections', () => {
    const config = createSectionConfig({ sections: { '*': ['messages'], wishlist: ['wishlist'] } });
    expect(getAffectedSections('/wishlist', config)).toEqual(['wishlist', 'messages']);
  });
});

describe('section names', () => {
  it('builds a configuration with no client-side sections and no base URLs unless given', () => {
    expect(createSectionConfig({ sections: { 'checkout/cart/add': ['cart'] } })).toEqual({
      sections: { 'checkout/cart/add': ['cart'] },
      sectionNames: ['cart'],
      clientSideSections: [],
      baseUrls: [],
    });
  });

  it('expands an empty list to every section', () => {
    const config = createSectionConfig({ sections: {}, sectionNames: ['cart', 'customer'] });
    expect(expandSectionNames([], config)).toEqual(['cart', 'customer']);
  });
});

describe('expiry at its edges', () => {
  const config = createSectionConfig({ sections: {}, sectionNames: ['cart', 'persistent'] });

  it('does not expire an expirable section cached without a data_id, nor fail on a null one', () => {
    expect(getExpiredSectionNames({ now: 10_000, config, lifetimes, cached: { cart: {} }, cookieDataIds: undefined })).toEqual([]);
    expect(getExpiredSectionNames({ now: 10_000, config, lifetimes, cached: { cart: null }, cookieDataIds: undefined })).toEqual([]);
  });

  it('reloads the persistent section the cookie names but the cache lacks', () => {
    expect(getExpiredSectionNames({ now: 10_000, config, lifetimes, cached: {}, cookieDataIds: { persistent: 9_990 } })).toEqual(['persistent']);
  });

  it('does not take a data_id written as text for one', () => {
    const cached = { persistent: { data_id: '100' } };
    expect(getExpiredSectionNames({ now: 200, config, lifetimes, cached, cookieDataIds: { persistent: 100 } })).toEqual(['persistent']);
  });

  it('keeps the cache at exactly its timeout, and drops it a millisecond after', () => {
    const input = { now: 5_000, hasSessionCookie: true, cachedOwner: null, owner: null };
    expect(getCacheResetReason({ ...input, cacheTimeout: 5_000 })).toBeNull();
    expect(getCacheResetReason({ ...input, cacheTimeout: 4_999 })).toBe('timeout');
  });
});

describe('values that are not what they should be', () => {
  it('does not take an empty or null website or store of the cached cart for another scope', () => {
    expect(getScopeMismatchedSections({ cart: { website_id: '', storeId: null } }, { websiteId: 1, storeId: 1 })).toEqual([]);
    expect(getScopeMismatchedSections({ cart: { website_id: null, storeId: '' } }, { websiteId: 1, storeId: 1 })).toEqual([]);
  });

  it('reads no data ids from a missing cookie', () => {
    expect(toSectionDataIds(null)).toEqual({});
  });

  it('finds no redirect in an answer that is not an object, or whose redirect is null', () => {
    expect(hasRedirect(null)).toBe(false);
    expect(hasRedirect(undefined)).toBe(false);
    expect(hasRedirect({ redirect: null })).toBe(false);
    expect(hasRedirect({ backUrl: '/customer/account' })).toBe(true);
  });
});
