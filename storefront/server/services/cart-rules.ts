import { formatPositional } from '@shop/ui/i18n';

/** What limits how many of a product one cart line may hold. */
export interface QtyRules {
  /** Units on hand. */
  stock: number;
  isInStock: boolean;
  min: number;
  max: number;
  /** 1 means any quantity. */
  increments: number;
}

export const OUT_OF_STOCK = 'This product is out of stock.';
/** A quantity over the stock: the message names how many are left (`%1`). */
export const QTY_NOT_AVAILABLE = 'The requested qty is not available. Only %1 left.';

/** The message for a quantity over the stock, naming the quantity available. */
export function qtyNotAvailable(available: number): string {
  return formatPositional(QTY_NOT_AVAILABLE, available);
}

/** Told after sign-in when a guest cart line could not keep all of its quantity in the customer's cart. */
export const MERGE_QTY_CAPPED = 'Your carts were combined, but only %1 of %2 could stay in it (you asked for %3).';

/**
 * The largest quantity up to `wanted` that the rules allow (a whole number of increments, within
 * the maximum and the stock), or 0 when not even the minimum can be bought.
 */
export function largestAllowedQty(wanted: number, rules: QtyRules): number {
  if (!rules.isInStock || rules.stock <= 0) return 0;
  const step = Math.max(1, rules.increments);
  const cap = Math.min(wanted, rules.max, rules.stock);
  const qty = cap - (cap % step);
  return qty >= rules.min && qty > 0 ? qty : 0;
}

/**
 * The first rule a cart line quantity breaks, with the platform's message, or null when the
 * quantity may be bought.
 */
export function qtyError(qty: number, rules: QtyRules): string | null {
  if (!(qty > 0)) return 'Please enter a quantity greater than 0.';
  if (!rules.isInStock || rules.stock <= 0) return OUT_OF_STOCK;
  if (qty < rules.min) return `The fewest you may purchase is ${rules.min}.`;
  if (qty > rules.max) return `The maximum you may purchase is ${rules.max}.`;
  if (rules.increments > 1 && qty % rules.increments !== 0) return `You can buy this product only in quantities of ${rules.increments} at a time.`;
  if (qty > rules.stock) return qtyNotAvailable(rules.stock);
  return null;
}
