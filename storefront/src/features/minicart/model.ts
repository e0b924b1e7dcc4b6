import { MINICART_FULL_HEIGHT_ITEMS } from '../../config/constants';

/** A mini cart line as the cart section sends it (SPEC.md §3, the platform's field names). */
export interface MiniCartItem {
  item_id: number | string;
  item_qty?: number;
  qty?: number;
  product_id?: number | string;
  product_type?: string;
  product_name?: string;
  product_sku?: string;
  product_url?: string;
  product_has_url?: boolean;
  product_image?: { src: string; alt: string; width?: number; height?: number };
  /** The unit price as the server's price markup. */
  product_price?: string;
  options?: { label: string; value: string }[];
  canApplyMsrp?: boolean;
  message?: string;
}

/** The parts of the cart section the mini cart reads. */
export interface MiniCartData {
  items: MiniCartItem[];
  summary_count: number;
  subtotal?: string | number;
  possible_onepage_checkout?: boolean;
  extra_actions?: string;
  cart_empty_message?: string;
  isGuestCheckoutAllowed?: boolean;
}

/** 'item' for exactly one, 'items' otherwise (SPEC.md §2). */
export function itemCountLabel(count: number): 'item' | 'items' {
  return count === 1 ? 'item' : 'items';
}

/** The stored quantity of a line. */
export function storedQty(item: MiniCartItem): number {
  return Number(item.item_qty ?? item.qty ?? 0);
}

/**
 * The most recent `max` lines (maxItemsToDisplay). The cart section lists the newest
 * line first, so these are the first `max`.
 */
export function visibleItems<T>(items: readonly T[], max: number): T[] {
  return max > 0 && items.length > max ? items.slice(0, max) : [...items];
}

/** The line count the 'of' total compares with maxItemsToDisplay. */
export function lineCount(cart: Pick<MiniCartData, 'items'> & { items_count?: number }): number {
  return Math.max(cart.items.length, Number(cart.items_count ?? 0));
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
