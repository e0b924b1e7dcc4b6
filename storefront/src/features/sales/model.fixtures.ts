import type { ItemQuantities, OrderFacts } from './model';

/** An order line with `ordered` units and what was done with them so far. */
export const line = (ordered: number, done: Partial<ItemQuantities> = {}): ItemQuantities => ({ ordered, invoiced: 0, shipped: 0, refunded: 0, canceled: 0, ...done });
/** A processing order of these lines, nothing paid or refunded, no action under way. */
export const order = (items: ItemQuantities[], more: Partial<OrderFacts> = {}): OrderFacts => ({ status: 'processing', items, paid: 0, refunded: 0, actionInProgress: false, ...more });
/** Minor units as the shop prints US dollars in its messages. */
export const usd = (minor: number) => `$${(minor / 100).toFixed(2)}`;
