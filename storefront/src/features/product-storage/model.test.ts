import { describe, expect, it } from 'vitest';
import {
  addProductIds,
  createIdEntry,
  decideSync,
  newlyComparedIds,
  entryKey,
  filterIds,
  idsToFetch,
  prepareSyncIds,
  sameData,
  scopeIdFor,
} from './model';

const NOW = Date.UTC(2026, 10, 2, 12, 0, 0);
const NOW_S = NOW / 1000;

describe('id entries', () => {
  it('keys by product id with added_at in seconds', () => {
    expect(entryKey(12)).toBe('12');
    expect(createIdEntry(12, NOW + 999)).toEqual({ added_at: NOW_S, product_id: 12 });
  });

  it('keys by scope, scope id and product id with scope_id when scoped', () => {
    const scope = { scope: 'website' as const, scopeId: 1 };
    expect(entryKey(12, scope)).toBe('website-1-12');
    expect(addProductIds({}, [12, 13], NOW, scope)).toEqual({
      'website-1-12': { added_at: NOW_S, product_id: 12, scope_id: 1 },
      'website-1-13': { added_at: NOW_S, product_id: 13, scope_id: 1 },
    });
  });

  it('finds the scope id the settings name', () => {
    const ids = { websiteId: 1, storeGroupId: 2, storeId: 3 };
    expect(scopeIdFor('website', ids)).toBe(1);
    expect(scopeIdFor('group', ids)).toBe(2);
    expect(scopeIdFor('store', ids)).toBe(3);
  });

  it('refreshes added_at when a product is seen again', () => {
    const first = addProductIds({}, [5], NOW);
    expect(addProductIds(first, [5], NOW + 60_000)['5']).toEqual({ added_at: NOW_S + 60, product_id: 5 });
  });
});

describe('filterIds', () => {
  const ids = {
    'website-1-1': { added_at: NOW_S - 999, product_id: 1, scope_id: 1 },
    'website-1-2': { added_at: NOW_S - 1000, product_id: 2, scope_id: 1 },
    'website-2-3': { added_at: NOW_S, product_id: 3, scope_id: 2 },
    'website-1-4': { added_at: NOW_S, product_id: 4, scope_id: 1 },
  };

  it('keeps entries younger than the lifetime (default 1000 s), of this scope, not on screen', () => {
    expect(Object.keys(filterIds(ids, { now: NOW, scopeId: 1, excludeProductIds: [4] }))).toEqual(['1']);
  });

  it('uses the given lifetime', () => {
    expect(Object.keys(filterIds(ids, { now: NOW, scopeId: 1, lifetime: 5000 }))).toEqual(['1', '2', '4']);
  });
});

describe('decideSync', () => {
  const a = { '1': { added_at: 1, product_id: 1 } };
  const b = { '2': { added_at: 2, product_id: 2 } };

  it('stores, updates the previous copy and may send when data differs from the previous copy', () => {
    expect(decideSync(b, a)).toEqual({ store: true, updatePrevious: true, mayRequest: true });
  });

  it('stores and may send when there is no previous copy and data is not empty', () => {
    expect(decideSync(a, undefined)).toEqual({ store: true, updatePrevious: false, mayRequest: true });
    expect(decideSync(a, {})).toEqual({ store: true, updatePrevious: false, mayRequest: true });
  });

  it('does nothing when data equals the previous copy or is empty', () => {
    const none = { store: false, updatePrevious: false, mayRequest: false };
    expect(decideSync({ '1': { added_at: 1, product_id: 1 } }, a)).toEqual(none);
    expect(decideSync({}, a)).toEqual(none);
    expect(decideSync({}, undefined)).toEqual(none);
  });
});

describe('helpers', () => {
  it('compares JSON-like data deeply', () => {
    expect(sameData({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameData({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
  });

  it('sends the sync ids as a list of product ids, each once, whatever their scope (SPEC.md §7 call 16)', () => {
    expect(
      prepareSyncIds({
        '7': { added_at: 1, product_id: 7 },
        'store-3-8': { added_at: 2, product_id: 8, scope_id: 3 },
        'store-4-8': { added_at: 3, product_id: 8, scope_id: 4 },
      }),
    ).toEqual([7, 8]);
  });

  it('fetches only ids missing for this store and currency and not already in flight', () => {
    const data = {
      '1': { id: 1, store_id: 1, currency_code: 'USD' },
      '2': { id: 2, store_id: 2, currency_code: 'USD' },
      '3': { id: 3, store_id: 1, currency_code: 'EUR' },
    };
    expect(idsToFetch([1, 2, 3, 4, 5, 5], data, new Set([5]), { storeId: 1, currencyCode: 'USD' })).toEqual([2, 3, 4]);
  });
});

describe('newlyComparedIds', () => {
  it('gives the compare list products not yet stored, in list order, whatever the storage keys', () => {
    const stored = { '5': { added_at: 1, product_id: 5 }, 'website-1-9': { added_at: 1, product_id: 9, scope_id: 1 } };
    expect(newlyComparedIds([{ id: 5 }, { id: 7 }, { id: 9 }, { id: 3 }], stored)).toEqual([7, 3]);
    expect(newlyComparedIds(undefined, stored)).toEqual([]);
    expect(newlyComparedIds([{ id: 0 }, { id: -2 }, { id: 1.5 }], {})).toEqual([]);
  });
});
