import type { KeyParams } from '../../../server/page-cache/page-key';
import { parseLayeredFilters } from './filter-params';
import { isShopByPriceRange, priceRangeValue } from './layered-navigation';
import { LISTING_DEFAULTS, LISTING_LIMITS, parseListingQuery, type ListingQuery } from './model';
import type { LayeredFilters } from './types';
import type { CategoryPage } from './types.server';

/*
 * The full-page cache's view of a category page (ADR 0013, issue 29): before a render, the
 * parameters it reads, parsed and in canonical form (a value one cannot have: no key); after
 * it, whether what it found is the page its address names (a filter option the catalogue knows,
 * a page that exists, the category's own path).
 */

/** The filters a category page applies; `cat` narrows a search only, so a category page does not read it. */
const CATEGORY_PAGE_FILTERS = ['color', 'size', 'price'] as const;

/** The listing's parameters by name, as the listing writes what it read, and their defaults (left out of a key). */
const listingSpelling = (query: ListingQuery): Record<string, string> => ({
  p: String(query.page),
  limit: String(query.limit),
  product_list_order: query.sort,
  product_list_dir: query.dir,
});
const defaultSpelling = listingSpelling(LISTING_DEFAULTS);

/** The listing parameters (page, size, sort, direction) read by the listing's own rule; null when one given is not a value it can have. */
function listingParams(params: URLSearchParams): [string, string][] | null {
  const read = listingSpelling(parseListingQuery(params, LISTING_DEFAULTS, LISTING_LIMITS));
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(read)) {
    const given = params.get(name);
    if (given === null) continue;
    // `p=02` is page 2; `p=0`, `p=abc` or a clamped page was not read as written.
    if ((name === 'p' ? given.replace(/^0+(?=\d)/, '') : given) !== value) return null;
    if (value !== defaultSpelling[name]) kept.push([name, value]);
  }
  return kept;
}

/** The filters as the page reads them (the first value of each), in canonical form; null when one given breaks its rule or is no "Shop By" price range. */
function filterParams(params: URLSearchParams): [string, string][] | null {
  // Most addresses name no filter: their key costs no schema parse (a cached page's lookup is the hot path).
  if (!CATEGORY_PAGE_FILTERS.some((name) => params.has(name))) return [];
  const filters = parseLayeredFilters(params);
  const kept: [string, string][] = [];
  for (const name of CATEGORY_PAGE_FILTERS) {
    if (!params.has(name)) continue;
    const value = filters[name];
    if (value === undefined) return null;
    if (typeof value === 'number') kept.push([name, String(value)]);
    else if (isShopByPriceRange(value)) kept.push([name, priceRangeValue(value)]);
    else return null;
  }
  return kept;
}

/** What a category page (and a product page, which shares its route) reads: the listing's parameters and its filters. */
export const catalogKeyParams: KeyParams = (params) => {
  const listing = listingParams(params);
  const filters = listing && filterParams(params);
  return listing && filters ? [...listing, ...filters] : null;
};

/**
 * Why a category page rendered for `url` is not the page its address names, or null when it is:
 * another spelling of the category's path, a page past the last (the last is shown), a filter
 * option the catalogue does not know (it is ignored) or filters that find nothing ("Shop By"
 * never links to those). Such a page is answered but not stored.
 */
export function categoryPageMismatch(url: URL, asked: { page: number; filters: LayeredFilters }, shown: CategoryPage): string | null {
  if (url.pathname !== shown.category.url) return 'not the category\'s own address';
  if (shown.page !== asked.page) return 'a page past the last';
  const named = CATEGORY_PAGE_FILTERS.filter((name) => asked.filters[name] !== undefined);
  const applied = new Set(shown.layered.active.map((filter) => filter.param));
  if (named.some((name) => !applied.has(name))) return 'a filter option the catalogue does not know';
  if (named.length > 0 && shown.total === 0) return 'filters that find nothing';
  return null;
}
