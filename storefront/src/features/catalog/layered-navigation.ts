import { t } from '@shop/ui/i18n';
import { formatMoney, toMinor, type Minor, type MoneyFormat } from '@shop/ui/money';
import type { FilterParam, PriceRange } from './types';

/**
 * Layered navigation ("Shop By", issue 15): the filter parameters of a listing address, their
 * rules, the Luma price ranges and the addresses of choosing or removing a filter. Shared by the
 * server (which reads the address) and the pages (which link to the next one).
 */

/** Every filter parameter, in the order "Shop By" lists its group. */
export const FILTER_PARAMS: readonly FilterParam[] = ['cat', 'color', 'size', 'price'];

/** The smallest price step of the price filter: ranges are at least 10 units wide (Luma's automatic ranges). */
export const MIN_PRICE_STEP = 10;

/** A price range as its parameter value (`50-60`, `90-`). */
export function priceRangeValue(range: PriceRange): string {
  return `${range.from}-${range.to ?? ''}`;
}

/**
 * A price range as Luma labels it: "$50.00 - $59.99", "$90.00 and above". The range is in whole
 * units of the base currency `base`; a store view in another currency gives `shown` (its ends
 * converted, ADR 0040) and `format` (its currency and locale).
 */
export function priceRangeLabel(range: PriceRange, base: string, shown: (minor: Minor) => Minor = (minor) => minor, format: MoneyFormat = { currency: base }): string {
  const from = formatMoney(shown(toMinor(String(range.from), base)), format);
  if (range.to === undefined) return t('%1 and above', from);
  return t('%1 - %2', from, formatMoney(shown(toMinor(String(range.to), base)) - 1, format));
}

/** Products counted per price bucket of width {@link MIN_PRICE_STEP} (`bucket` = floor(price / 10)). */
export interface PriceBucketCount {
  bucket: number;
  count: number;
}

/**
 * Luma's automatic price ranges from the finest buckets: the step is the power of ten one digit
 * below the highest price (a $299 maximum gives $100 steps, $99 gives $10), made ten times finer
 * while that leaves fewer than two ranges; never finer than {@link MIN_PRICE_STEP}. The last range
 * is open ("and above"). Empty ranges are left out.
 */
export function priceRanges(buckets: readonly PriceBucketCount[]): (PriceRange & { count: number })[] {
  const filled = buckets.filter((b) => b.count > 0 && Number.isSafeInteger(b.bucket) && b.bucket >= 0);
  if (filled.length === 0) return [];
  const highest = Math.max(...filled.map((b) => b.bucket)) * MIN_PRICE_STEP;
  let step = MIN_PRICE_STEP;
  for (let digits = String(highest).length - 1; digits >= 1; digits--) {
    step = 10 ** digits;
    if (new Set(filled.map((b) => Math.floor((b.bucket * MIN_PRICE_STEP) / step))).size >= 2) break;
  }
  const counts = new Map<number, number>();
  for (const b of filled) {
    const key = Math.floor((b.bucket * MIN_PRICE_STEP) / step);
    counts.set(key, (counts.get(key) ?? 0) + b.count);
  }
  const keys = [...counts.keys()].sort((a, b) => a - b);
  const last = keys[keys.length - 1]!;
  return keys.map((key) => ({ from: key * step, ...(key === last ? {} : { to: (key + 1) * step }), count: counts.get(key)! }));
}

/**
 * Whether a price range is one {@link priceRanges} can make: a power-of-ten step (at least
 * {@link MIN_PRICE_STEP}) wide, starting at a multiple of it, or open from a multiple of the
 * smallest step. Any other range is no "Shop By" link's.
 */
export function isShopByPriceRange({ from, to }: PriceRange): boolean {
  if (to === undefined) return from % MIN_PRICE_STEP === 0;
  const width = to - from;
  return width >= MIN_PRICE_STEP && /^10+$/.test(String(width)) && from % width === 0;
}

/**
 * The address of a listing with the filters of `current` and one filter set (a "Shop By" option)
 * or removed (`undefined`, a "Now Shopping by" remove button). Choosing a filter goes back to page 1.
 */
export function filterUrl(pathname: string, current: URLSearchParams, param: FilterParam, value: string | undefined): string {
  const params = new URLSearchParams(current);
  params.delete('p');
  if (value === undefined) params.delete(param);
  else params.set(param, value);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** "Clear All": the listing without any filter (its search query, sorting and page size kept), on page 1. */
export function clearFiltersUrl(pathname: string, current: URLSearchParams): string {
  const params = new URLSearchParams(current);
  for (const param of [...FILTER_PARAMS, 'p']) params.delete(param);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
