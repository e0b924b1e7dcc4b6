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
export const QTY_NOT_AVAILABLE = 'The requested qty is not available';

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
  if (qty > rules.stock) return QTY_NOT_AVAILABLE;
  return null;
}
