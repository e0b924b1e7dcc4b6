import { formatCount, plural } from '../store-views/model';
import { t } from '@shop/ui/i18n';
import { MINICART_FULL_HEIGHT_ITEMS } from '../../config/constants';
import type { CartItem } from '../cart/contract';

/**
 * A count of items as the view's language writes it: "1 item", "5 items" (SPEC.md §2's 'item'
 * for exactly one, 'items' otherwise), each locale's plural form of the count (see `plural`):
 * Arabic says two items in one word, the dual ("عنصران"), without the number.
 */
export function itemsCount(locale: string, count: number): string {
  const n = formatCount(locale, count);
  return plural(locale, count, {
    one: () => t('%1 item', n),
    other: () => t('%1 items', n),
    zero: () => t('%1 items [zero]', n),
    two: () => t('%1 items [two]', n),
    few: () => t('%1 items [few]', n),
    many: () => t('%1 items [many]', n),
  });
}

/** The stored quantity of a line. */
export function storedQty(item: CartItem): number {
  return Number(item.item_qty ?? item.qty ?? 0);
}

/**
 * The most recent `max` lines (maxItemsToDisplay). The cart section lists the newest
 * line first, so these are the first `max`.
 */
export function visibleItems<T>(items: readonly T[], max: number): T[] {
  return max > 0 && items.length > max ? items.slice(0, max) : [...items];
}

/** Whether the list scrolls: more lines than the three shown at full height. */
export function isScrollable(count: number): boolean {
  return count > MINICART_FULL_HEIGHT_ITEMS;
}

/**
 * Parses what was typed in a quantity input: a number, or NaN for anything else
 * (empty, letters, several numbers).
 */
export function parseQty(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '' || !/^\d*\.?\d+$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

/**
 * The update button shows only for a number above 0 that differs from the stored
 * quantity (SPEC.md §4 "Quantity edit", §5 "Cart quantity input").
 */
export function canUpdateQty(text: string, stored: number): boolean {
  const qty = parseQty(text);
  return Number.isFinite(qty) && qty > 0 && qty !== stored;
}

/** On focus-out an invalid quantity goes back to the stored one; a valid one stays. */
export function qtyAfterBlur(text: string, stored: number): string {
  const qty = parseQty(text);
  return Number.isFinite(qty) && qty > 0 ? text : String(stored);
}

/** The mini cart's loading counter: loading while at least one content load is pending. */
export function nextPendingCount(count: number, change: 'start' | 'end' | 'cart-data'): number {
  if (change === 'start') return count + 1;
  if (change === 'cart-data') return 0;
  return Math.max(0, count - 1);
}
