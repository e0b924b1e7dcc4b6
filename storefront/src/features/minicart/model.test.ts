import { describe, expect, it } from 'vitest';
import { setDictionary } from '@shop/ui/i18n';
import { mergeCatalogues } from '../store-views/catalogues';
import { cataloguesByLocale } from '../store-views/catalogues.server';
import { canUpdateQty, isScrollable, itemsCount, nextPendingCount, parseQty, qtyAfterBlur, visibleItems } from './model';

describe('mini cart rules', () => {
  it("says 'item' for exactly one and 'items' otherwise", () => {
    expect(itemsCount('en-US', 1)).toBe('1 item');
    expect(itemsCount('en-US', 0)).toBe('0 items');
    expect(itemsCount('en-US', 2)).toBe('2 items');
    expect(itemsCount('en-US', 1200)).toBe('1,200 items');
  });

  it('counts items in Arabic with its six forms: the dual in one word, 3–10 plural, 11–99 accusative singular', () => {
    setDictionary(mergeCatalogues(cataloguesByLocale['ar-AE']).messages);
    try {
      const arabic = (count: number) => itemsCount('ar-AE', count).replace(/\u200f|\u061c/g, '');
      expect([0, 1, 2, 3, 11, 100].map(arabic)).toEqual(['0 عنصر', 'عنصر واحد', 'عنصران', '3 عناصر', '11 عنصرًا', '100 عنصر']);
      setDictionary(mergeCatalogues(cataloguesByLocale['fr-FR']).messages);
      expect([0, 1, 2].map((count) => itemsCount('fr-FR', count))).toEqual(['0 article', '1 article', '2 articles']);
    } finally {
      setDictionary({});
    }
  });

  it('shows the most recent maxItemsToDisplay lines', () => {
    expect(visibleItems([5, 4, 3, 2, 1], 3)).toEqual([5, 4, 3]);
    expect(visibleItems([2, 1], 3)).toEqual([2, 1]);
  });

  it('keeps three lines at full height, then scrolls', () => {
    expect(isScrollable(3)).toBe(false);
    expect(isScrollable(4)).toBe(true);
  });

  it('offers the update only for a number above 0 that differs from the stored quantity', () => {
    expect(canUpdateQty('2', 1)).toBe(true);
    expect(canUpdateQty('1', 1)).toBe(false);
    expect(canUpdateQty('0', 1)).toBe(false);
    expect(canUpdateQty('-2', 1)).toBe(false);
    expect(canUpdateQty('abc', 1)).toBe(false);
    expect(canUpdateQty('', 1)).toBe(false);
    expect(canUpdateQty('1.5', 1)).toBe(true);
    expect(parseQty(' 3 ')).toBe(3);
  });

  it('reverts an invalid quantity on focus-out', () => {
    expect(qtyAfterBlur('abc', 2)).toBe('2');
    expect(qtyAfterBlur('0', 2)).toBe('2');
    expect(qtyAfterBlur('5', 2)).toBe('5');
  });

  it('counts pending loads and ends when cart data arrives', () => {
    let count = nextPendingCount(0, 'start');
    count = nextPendingCount(count, 'start');
    expect(count).toBe(2);
    expect(nextPendingCount(count, 'end')).toBe(1);
    expect(nextPendingCount(count, 'cart-data')).toBe(0);
    expect(nextPendingCount(0, 'end')).toBe(0);
  });
});
