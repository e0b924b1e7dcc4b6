import type { OrderDetail } from '../../sales/api';
import type { PricedItem } from '../../sales/model';

/** The order's lines as the sales model's money functions read them (for a document's totals). */
export const pricedItems = (order: Pick<OrderDetail, 'items'>): PricedItem[] =>
  order.items.map((item) => ({ orderItemId: item.id, price: item.price, rowTotal: item.rowTotal, tax: item.taxAmount, ...item.qty }));

/** Shown while a quantity field holds something other than a whole number in its range. */
export const UNITS_INVALID = 'Please correct the quantities: each must be a whole number no greater than the line allows.';
