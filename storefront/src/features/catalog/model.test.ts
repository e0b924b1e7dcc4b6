import { describe, expect, it } from 'vitest';
import { findChild, isOptionAvailable, listingUrl, pagerPages, parseListingQuery, stockLabel, LISTING_DEFAULTS, LISTING_LIMITS, MAX_LISTING_PAGE } from './model';
import { configurableAttributes as attributes, configurableChildren as children } from './configurable.fixtures';

describe('configurable options', () => {
  it('finds the child of a complete selection only', () => {
    expect(findChild(attributes, children, { 93: 1 })).toBeUndefined();
    expect(findChild(attributes, children, { 93: 1, 144: 11 })?.sku).toBe('A-M-Red');
  });

  it('marks combinations no salable child has', () => {
    expect(isOptionAvailable(attributes, children, { 93: 1 }, 144, 11)).toBe(false);
    expect(isOptionAvailable(attributes, children, { 93: 1 }, 144, 10)).toBe(true);
    expect(isOptionAvailable(attributes, children, {}, 144, 11)).toBe(true);
  });

  it("shows the chosen child's stock", () => {
    expect(stockLabel(true, children[1])).toBe('Out of stock');
    expect(stockLabel(true, undefined)).toBe('In stock');
    expect(stockLabel(false, undefined)).toBe('Out of stock');
  });
});

describe('listing parameters', () => {
  it('reads page, size, order and direction, ignoring bad values', () => {
    expect(parseListingQuery(new URLSearchParams('p=2&limit=24&product_list_order=name&product_list_dir=desc'), LISTING_DEFAULTS, LISTING_LIMITS)).toEqual({ page: 2, limit: 24, sort: 'name', dir: 'desc' });
    expect(parseListingQuery(new URLSearchParams('p=-1&limit=999&product_list_order=evil&product_list_dir=up'), LISTING_DEFAULTS, LISTING_LIMITS)).toEqual(LISTING_DEFAULTS);
  });

  it('clamps huge page numbers and ignores anything but digits (a hostile address never sets a loop bound)', () => {
    const page = (p: string) => parseListingQuery(new URLSearchParams({ p }), LISTING_DEFAULTS, LISTING_LIMITS).page;
    for (const huge of ['2147483648', '9007199254740993', '9223372036854775807', '99999999999999999999', '9'.repeat(400)]) expect(page(huge)).toBe(MAX_LISTING_PAGE);
    for (const bad of ['1e20', '-1', 'NaN', 'abc', '0', '', '0x10', ' 2', '2.5', 'Infinity']) expect(page(bad)).toBe(1);
    expect(page('0007')).toBe(7);
    const limit = (value: string) => parseListingQuery(new URLSearchParams({ limit: value }), LISTING_DEFAULTS, LISTING_LIMITS).limit;
    for (const bad of ['9007199254740993', '1e20', '24.0', '-24', 'abc']) expect(limit(bad)).toBe(LISTING_DEFAULTS.limit);
  });

  it('builds listing addresses: a new order goes back to page 1', () => {
    const current = new URLSearchParams('p=3&limit=24');
    expect(listingUrl('/women.html', current, { product_list_order: 'name' })).toBe('/women.html?limit=24&product_list_order=name');
    expect(listingUrl('/women.html', current, { p: 1 })).toBe('/women.html?limit=24');
    expect(listingUrl('/women.html', current, { p: 4 })).toBe('/women.html?p=4&limit=24');
  });

  it('pages the pager with gaps', () => {
    expect(pagerPages(1, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
  });

  it('keeps the pager to a few numbers whatever page it is given (2^53 once froze the loop)', () => {
    expect(pagerPages(2 ** 53, 12)).toEqual([1, null, 10, 11, 12]);
    expect(pagerPages(Number.NaN, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(-5, 1)).toEqual([1]);
    expect(pagerPages(1, Number.POSITIVE_INFINITY)).toEqual([1]);
  });
});
