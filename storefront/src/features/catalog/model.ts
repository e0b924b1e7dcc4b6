import type { ConfigurableAttribute, ConfigurableChild, SortDirection, SortField } from './types';

/** Marks the product a product page shows, for the recently viewed storage. */
export const VIEWED_PRODUCT_ATTRIBUTE = 'data-viewed-product-id';

/** attribute id → chosen option id. */
export type OptionSelection = Record<string, number | undefined>;

/** The child matching a complete selection, or undefined while an attribute is unchosen. */
export function findChild(attributes: readonly ConfigurableAttribute[], children: readonly ConfigurableChild[], selection: OptionSelection): ConfigurableChild | undefined {
  if (attributes.some((attribute) => selection[attribute.id] === undefined)) return undefined;
  return children.find((child) => attributes.every((attribute) => child.attributes[attribute.id] === selection[attribute.id]));
}

/**
 * Whether an option can still be bought together with what is chosen for the other
 * attributes (some salable child has it and matches them).
 */
export function isOptionAvailable(
  attributes: readonly ConfigurableAttribute[],
  children: readonly ConfigurableChild[],
  selection: OptionSelection,
  attributeId: number,
  optionId: number,
): boolean {
  return children.some(
    (child) =>
      child.isSalable &&
      child.attributes[attributeId] === optionId &&
      attributes.every((attribute) => attribute.id === attributeId || selection[attribute.id] === undefined || child.attributes[attribute.id] === selection[attribute.id]),
  );
}

/** The stock line of a product page: the chosen child's, else the product's. */
export function stockLabel(productSalable: boolean, child: ConfigurableChild | undefined): 'In stock' | 'Out of stock' {
  if (child) return child.isSalable ? 'In stock' : 'Out of stock';
  return productSalable ? 'In stock' : 'Out of stock';
}

/** Listing query parameters: page (p), page size (limit), sort (product_list_order) and direction (product_list_dir). */
export interface ListingQuery {
  page: number;
  limit: number;
  sort: SortField;
  dir: SortDirection;
}

const SORT_FIELDS: readonly SortField[] = ['position', 'name', 'price'];

/**
 * The highest page number a listing address may ask for: larger numbers are clamped to it, so no
 * address can make a page loop, an offset or a pager bound as large as the visitor likes.
 */
export const MAX_LISTING_PAGE = 10_000;

/** A page number from an address: digits only; a larger number is clamped to MAX_LISTING_PAGE; anything else is undefined. */
function pageNumber(text: string | null): number | undefined {
  if (text === null || !/^\d{1,400}$/.test(text)) return undefined;
  const digits = text.replace(/^0+/, '');
  if (digits === '') return undefined;
  return digits.length > String(MAX_LISTING_PAGE).length ? MAX_LISTING_PAGE : Math.min(Number(digits), MAX_LISTING_PAGE);
}

/** Reads the listing parameters of a category or search URL: bad values fall back to the defaults, huge page numbers are clamped. */
export function parseListingQuery(params: URLSearchParams, defaults: ListingQuery, limits: readonly number[]): ListingQuery {
  const page = pageNumber(params.get('p'));
  const limitText = params.get('limit') ?? '';
  const limit = /^\d{1,3}$/.test(limitText) ? Number(limitText) : Number.NaN;
  const sort = params.get('product_list_order');
  const dir = params.get('product_list_dir');
  return {
    page: page ?? defaults.page,
    limit: limits.includes(limit) ? limit : defaults.limit,
    sort: SORT_FIELDS.includes(sort as SortField) ? (sort as SortField) : defaults.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : defaults.dir,
  };
}

/** The URL of a listing with some parameters changed; defaults are left out, and changing anything but the page goes back to page 1. */
export function listingUrl(pathname: string, current: URLSearchParams, change: Partial<Record<'p' | 'limit' | 'product_list_order' | 'product_list_dir', string | number | undefined>>): string {
  const params = new URLSearchParams(current);
  if (!('p' in change)) params.delete('p');
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || (key === 'p' && String(value) === '1')) params.delete(key);
    else params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** How many pages a paged list of `total` items has, `limit` a page (at least one, empty or not). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** The positions (from 1) of the first and the last item a page of a paged list shows; 0 and 0 for an empty list. */
export function pageItemRange(total: number, page: number, limit: number): { first: number; last: number } {
  return { first: total === 0 ? 0 : (page - 1) * limit + 1, last: Math.min(total, page * limit) };
}

/**
 * The page numbers a pager shows: the first, the last and two around the current, with gaps as
 * null. At most seven numbers, whatever the inputs (the current page is first brought into 1…total).
 */
export function pagerPages(current: number, total: number): (number | null)[] {
  const last = Number.isSafeInteger(total) && total >= 1 ? total : 1;
  const at = Number.isNaN(current) ? 1 : Math.min(Math.max(Math.trunc(current), 1), last);
  const pages = new Set<number>([1, last]);
  for (const offset of [-2, -1, 0, 1, 2]) if (at + offset >= 1 && at + offset <= last) pages.add(at + offset);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) out.push(null);
    out.push(page);
  });
  return out;
}

/** Page sizes a listing offers. */
export const LISTING_LIMITS: readonly number[] = [12, 24, 36];

/** A listing's parameters when the address names none. */
export const LISTING_DEFAULTS: ListingQuery = { page: 1, limit: 12, sort: 'position', dir: 'asc' };
