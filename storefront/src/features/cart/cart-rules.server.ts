import { t } from '@shop/ui/i18n';
import { validationMessage } from '@shop/ui/validation';

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

export const outOfStock = () => t('This product is out of stock.');
/** How many different lines one cart may hold. */
export const MAX_CART_LINES = 100;
/** The refusal of a line that would go over MAX_CART_LINES. */
export const cartLinesFull = () => t('A cart holds at most %1 different items.', MAX_CART_LINES);
/** The refusal of a quantity that is not a whole number above 0 (SPEC.md §5 "Quantity"). */
export const qtyNotPositive = () => validationMessage('quantity');
/** The message for a quantity over the stock, naming the quantity available. */
export function qtyNotAvailable(available: number): string {
  return t('The requested qty is not available. Only %1 left.', available);
}

/** Told after sign-in when a guest cart line could not keep all of its quantity in the customer's cart. */
export function mergeQtyCapped(qty: number, productName: string, wanted: number): string {
  return t('Your carts were combined, but only %1 of %2 could stay in it (you asked for %3).', qty, productName, wanted);
}

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
  if (!(qty > 0)) return qtyNotPositive();
  if (!rules.isInStock || rules.stock <= 0) return outOfStock();
  if (qty < rules.min) return validationMessage('quantityMinimum', rules.min);
  if (qty > rules.max) return validationMessage('quantityMaximum', rules.max);
  if (rules.increments > 1 && qty % rules.increments !== 0) return validationMessage('quantityIncrements', rules.increments);
  if (qty > rules.stock) return qtyNotAvailable(rules.stock);
  return null;
}


/** One change of one cart line, as add, update, merge and reorder make it. */
export interface LineChange {
  /**
   * What the request asks: a quantity to add to the line ('add': add to cart, merge, reorder) or
   * the line's new quantity ('set': update).
   */
  mode: 'add' | 'set';
  /** The quantity the request names; only a whole number above 0 is accepted. */
  requested: number;
  /** The line's quantity now; 0 for a line the change would create. */
  current: number;
  /** The product's quantity rules and stock. */
  rules: QtyRules;
  /** How many lines the cart holds now. */
  lines: number;
  /**
   * 'refuse' (add, update): a quantity the rules do not allow is refused with their message.
   * 'cap' (merge, reorder): the line keeps the largest quantity the rules allow, never less than
   * `current`; a new line that cannot hold even the minimum, or that the cart has no room for, is left out.
   * @default 'refuse'
   */
  policy?: 'refuse' | 'cap';
}

/** What a line change may do: the line's new quantity (`capped` when less than asked), or a refusal with its message. */
export type LineDecision = { ok: true; qty: number; capped: boolean } | { ok: false; message: string };

/**
 * The one place that applies the quantity, stock and line-count rules to a cart line change
 * (add to cart, mini cart update, guest-cart merge at sign-in, reorder). A negative, zero or
 * fractional request is always refused with the spec's message: adding −5 never lowers a line.
 */
export function decideLineChange({ mode, requested, current, rules, lines, policy = 'refuse' }: LineChange): LineDecision {
  if (!Number.isSafeInteger(requested) || requested <= 0) return { ok: false, message: qtyNotPositive() };
  const isNewLine = current <= 0;
  if (isNewLine && lines >= MAX_CART_LINES) return { ok: false, message: cartLinesFull() };
  const wanted = mode === 'add' ? current + requested : requested;
  const error = qtyError(wanted, rules);
  if (error === null) return { ok: true, qty: wanted, capped: false };
  if (policy === 'refuse') return { ok: false, message: error };
  const qty = Math.max(current, largestAllowedQty(wanted, rules));
  if (qty <= 0) return { ok: false, message: error };
  return { ok: true, qty, capped: qty !== wanted };
}
