import { describe, expect, it } from 'vitest';
import { hasPrivateState } from './private-state';
import type { CookieJar } from '../../lib/cookies';
import type { StorageLike } from '../../lib/storage';

const jar = (names: string[]) => ({ has: (name: string) => names.includes(name) }) as unknown as CookieJar;
const store = (items: Record<string, unknown>): StorageLike => ({
  getItem: (key) => (key in items ? JSON.stringify(items[key]) : null),
  setItem: () => {},
  removeItem: () => {},
});

describe('hasPrivateState', () => {
  it('is false for a first visitor: no cookies, nothing stored', () => {
    expect(hasPrivateState(jar(['form_key', 'mage-cache-sessid']), store({}))).toBe(false);
  });

  it.each(['private_content_owner', 'mage-messages', 'mage-messages-waiting', 'section_data_ids'])('is true with the %s cookie', (name) => {
    expect(hasPrivateState(jar([name]), store({}))).toBe(true);
  });

  it('is true with cached or invalidated sections, or a compared product; empty ones do not count', () => {
    expect(hasPrivateState(jar([]), store({ 'mage-cache-storage': { cart: { summary_count: 1 } } }))).toBe(true);
    expect(hasPrivateState(jar([]), store({ 'mage-cache-storage-section-invalidation': { cart: true } }))).toBe(true);
    expect(hasPrivateState(jar([]), store({ recently_compared_product: { 3: { added_at: 1, product_id: 3 } } }))).toBe(true);
    expect(hasPrivateState(jar([]), store({ 'mage-cache-storage': {}, recently_compared_product: {} }))).toBe(false);
  });

  it('counts viewed products other than the ones the page shows', () => {
    const viewed = store({ recently_viewed_product: { 5: { added_at: 1, product_id: 5 } } });
    expect(hasPrivateState(jar([]), viewed, [5])).toBe(false);
    expect(hasPrivateState(jar([]), viewed, [6])).toBe(true);
  });
});
