import { describe, expect, it } from 'vitest';
import { ariaSortOf, clampPage, nextSort, PAGE_SIZES, pageCountOf, typedPage } from './sort-and-paging';

describe('nextSort (Magento: a new column sorts ascending, a sorted one turns round)', () => {
  it('sorts a column not sorted yet ascending, from no sort or another column', () => {
    expect(nextSort(null, 'grand_total')).toEqual({ column: 'grand_total', direction: 'asc' });
    expect(nextSort({ column: 'created_at', direction: 'desc' }, 'grand_total')).toEqual({ column: 'grand_total', direction: 'asc' });
  });

  it('turns the sorted column round: asc → desc → asc, never back to unsorted', () => {
    const asc = nextSort(null, 'status');
    const desc = nextSort(asc, 'status');
    expect(desc).toEqual({ column: 'status', direction: 'desc' });
    expect(nextSort(desc, 'status')).toEqual(asc);
  });
});

describe('ariaSortOf', () => {
  it('is ascending or descending on the sorted column and none on the others', () => {
    expect(ariaSortOf({ column: 'status', direction: 'asc' }, 'status')).toBe('ascending');
    expect(ariaSortOf({ column: 'status', direction: 'desc' }, 'status')).toBe('descending');
    expect(ariaSortOf({ column: 'status', direction: 'desc' }, 'grand_total')).toBe('none');
    expect(ariaSortOf(undefined, 'status')).toBe('none');
  });
});

describe('pager maths', () => {
  it('counts pages, with one page for an empty result', () => {
    expect(pageCountOf(123, 20)).toBe(7);
    expect(pageCountOf(120, 20)).toBe(6);
    expect(pageCountOf(1, 200)).toBe(1);
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(100_000, 200)).toBe(500);
  });

  it('brings a page into 1…page count: before the first is the first, past the last the last', () => {
    expect(clampPage(3, 7)).toBe(3);
    expect(clampPage(0, 7)).toBe(1);
    expect(clampPage(-4, 7)).toBe(1);
    expect(clampPage(8, 7)).toBe(7);
    expect(clampPage(2.7, 7)).toBe(2);
    expect(clampPage(Number.NaN, 7)).toBe(1);
    expect(clampPage(5, 0)).toBe(1);
  });

  it('reads a typed page, or null when it is no number', () => {
    expect(typedPage(' 4 ', 7)).toBe(4);
    expect(typedPage('99', 7)).toBe(7);
    expect(typedPage('0', 7)).toBe(1);
    expect(typedPage('', 7)).toBeNull();
    expect(typedPage('next', 7)).toBeNull();
  });

  it("offers Magento's page sizes", () => {
    expect(PAGE_SIZES).toEqual([20, 30, 50, 100, 200]);
  });
});
