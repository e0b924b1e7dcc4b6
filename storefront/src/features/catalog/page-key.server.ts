import type { KeyParams } from '../../../server/page-cache/page-key';
import { LISTING_DEFAULTS, LISTING_LIMITS, parseListingQuery } from './model';

/** A filter value: ids, codes, a range (`10-20`), a list of those; anything else is dropped. */
const FILTER_VALUE = /^[\w.,-]{1,64}$/;
/** Values of one filter kept at most. */
const FILTER_VALUES = 8;

/** The listing parameters (page, size, sort, direction), read by the listing's own rule: defaults are left out. */
function listingParams(params: URLSearchParams): [string, string][] {
  const query = parseListingQuery(params, LISTING_DEFAULTS, LISTING_LIMITS);
  const kept: [string, string][] = [];
  if (query.page !== LISTING_DEFAULTS.page) kept.push(['p', String(query.page)]);
  if (query.limit !== LISTING_DEFAULTS.limit) kept.push(['limit', String(query.limit)]);
  if (query.sort !== LISTING_DEFAULTS.sort) kept.push(['product_list_order', query.sort]);
  if (query.dir !== LISTING_DEFAULTS.dir) kept.push(['product_list_dir', query.dir]);
  return kept;
}

/** Layered-navigation filters by name: well-formed values, without repeats, sorted. */
function filterParams(names: readonly string[]): KeyParams {
  return (params) =>
    names.flatMap((name) =>
      [...new Set(params.getAll(name).map((value) => value.trim()))]
        .filter((value) => FILTER_VALUE.test(value))
        .sort()
        .slice(0, FILTER_VALUES)
        .map((value): [string, string] => [name, value]),
    );
}

const listingFilters = filterParams(['cat', 'color', 'price', 'size']);

/** What a category page (and a product page, which shares its route) reads: the listing's parameters and its filters. */
export const catalogKeyParams: KeyParams = (params) => [...listingParams(params), ...listingFilters(params)];
