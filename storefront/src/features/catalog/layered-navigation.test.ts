import { describe, expect, it } from 'vitest';
import { clearFiltersUrl, filterUrl, priceRangeLabel, priceRanges } from './layered-navigation';

describe('priceRanges (Luma automatic ranges)', () => {
  it('uses $10 steps below $100, the last range open-ended', () => {
    expect(priceRanges([{ bucket: 1, count: 2 }, { bucket: 5, count: 3 }, { bucket: 9, count: 1 }])).toEqual([
      { from: 10, to: 20, count: 2 },
      { from: 50, to: 60, count: 3 },
      { from: 90, count: 1 },
    ]);
  });

  it('uses $100 steps up to $999, and a finer step when one range would hold everything', () => {
    expect(priceRanges([{ bucket: 0, count: 1 }, { bucket: 5, count: 1 }, { bucket: 12, count: 4 }, { bucket: 29, count: 1 }])).toEqual([
      { from: 0, to: 100, count: 2 },
      { from: 100, to: 200, count: 4 },
      { from: 200, count: 1 },
    ]);
    expect(priceRanges([{ bucket: 10, count: 1 }, { bucket: 13, count: 2 }])).toEqual([
      { from: 100, to: 110, count: 1 },
      { from: 130, count: 2 },
    ]);
  });

  it('gives nothing for no prices, and one open range for one bucket', () => {
    expect(priceRanges([])).toEqual([]);
    expect(priceRanges([{ bucket: 4, count: 0 }])).toEqual([]);
    expect(priceRanges([{ bucket: 4, count: 7 }])).toEqual([{ from: 40, count: 7 }]);
  });

  it('labels ranges in the store currency', () => {
    expect(priceRangeLabel({ from: 50, to: 60 }, 'USD')).toBe('$50.00 - $59.99');
    expect(priceRangeLabel({ from: 90 }, 'USD')).toBe('$90.00 and above');
  });
});

describe('filter addresses', () => {
  const current = new URLSearchParams('q=tee&p=3&product_list_order=price&color=49');
  it('sets or removes one filter, keeps the others and sorting, and goes back to page 1', () => {
    expect(filterUrl('/catalogsearch/result', current, 'size', '168')).toBe('/catalogsearch/result?q=tee&product_list_order=price&color=49&size=168');
    expect(filterUrl('/women.html', new URLSearchParams('color=49'), 'color', undefined)).toBe('/women.html');
  });
  it('clears every filter but keeps the query and sorting', () => {
    expect(clearFiltersUrl('/catalogsearch/result', new URLSearchParams('q=tee&color=49&price=50-60&cat=3&p=2&product_list_order=name'))).toBe(
      '/catalogsearch/result?q=tee&product_list_order=name',
    );
  });
});
