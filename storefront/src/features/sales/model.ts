/**
 * The order's life after Place Order, as Magento's Sales runs it (ADR 0029): which actions an order
 * allows (`canInvoice`, `canShip`, `canCancel`, `canCreditmemo`, `canComment`: the back office's
 * buttons), the status an order settles in after one, and the money of invoices and credit memos.
 * Pure: no database, no clock; amounts are integer minor units, quantities whole units.
 */

/** Who acted: a member of staff (recorded in the order's history), or the shop itself (an invoice at placement). */
export type Actor = { kind: 'staff'; id: number; name: string } | { kind: 'system' };

/** The shop acting on its own. */
export const SYSTEM_ACTOR: Actor = { kind: 'system' };

/** Magento's order states, which are also this shop's statuses. */
export type SalesOrderStatus = 'pending' | 'processing' | 'complete' | 'canceled' | 'closed';

/** What happened to one ordered line so far. */
export interface ItemQuantities {
  ordered: number;
  invoiced: number;
  shipped: number;
  refunded: number;
  canceled: number;
}

/** What the state machine reads of an order. */
export interface OrderFacts {
  status: SalesOrderStatus;
  items: readonly ItemQuantities[];
  /** Captured so far (Magento's total_paid). */
  paid: number;
  /** Given back so far (total_refunded). */
  refunded: number;
  /** An invoice, refund or cancellation is waiting for the payment gateway: nothing else may start. */
  actionInProgress: boolean;
}

/** Units still to bill: ordered, less invoiced and canceled. */
export const qtyToInvoice = (item: ItemQuantities) => Math.max(0, item.ordered - item.invoiced - item.canceled);
/** Units still to send: ordered, less shipped, refunded and canceled (Magento's rule). */
export const qtyToShip = (item: ItemQuantities) => Math.max(0, item.ordered - item.shipped - item.refunded - item.canceled);
/** Units that may be credited: invoiced, less refunded. */
export const qtyToRefund = (item: ItemQuantities) => Math.max(0, item.invoiced - item.refunded);
/** Units a cancellation takes off: those neither billed nor sent. */
export const qtyToCancel = (item: ItemQuantities) => Math.min(qtyToInvoice(item), qtyToShip(item));

const finished = (status: SalesOrderStatus) => status === 'canceled' || status === 'complete' || status === 'closed';

/** Whether an invoice may be created: an open order with units left to bill. */
export function canInvoice(order: OrderFacts): boolean {
  return !order.actionInProgress && !finished(order.status) && order.items.some((item) => qtyToInvoice(item) > 0);
}

/** Whether a shipment may be created: an order not canceled with units left to send. */
export function canShip(order: OrderFacts): boolean {
  return !order.actionInProgress && order.status !== 'canceled' && order.status !== 'closed' && order.items.some((item) => qtyToShip(item) > 0);
}

/** Whether the order may be canceled: open, and not everything billed yet. */
export function canCancel(order: OrderFacts): boolean {
  return !order.actionInProgress && !finished(order.status) && order.items.some((item) => qtyToInvoice(item) > 0);
}

/** Whether a credit memo may be created: money was captured that has not been given back. */
export function canCreditmemo(order: OrderFacts): boolean {
  return !order.actionInProgress && order.status !== 'canceled' && order.status !== 'closed' && order.paid - order.refunded > 0;
}

/** Whether a comment may be added to the order's history: always, as in Magento (a comment does not wait for the gateway). */
export function canComment(_order: OrderFacts): boolean {
  return true;
}

/** The actions an order allows, for the back office's buttons. */
export function allowedActions(order: OrderFacts) {
  return { invoice: canInvoice(order), ship: canShip(order), cancel: canCancel(order), creditmemo: canCreditmemo(order), comment: canComment(order) };
}

/**
 * The status an order settles in after an action (Magento's order state check): billed or sent,
 * a pending order is processing; with nothing left to bill, it is complete once nothing is left to
 * send, and closed once nothing is left to send or give back either.
 */
export function settledStatus(order: OrderFacts): SalesOrderStatus {
  if (order.status === 'canceled') return 'canceled';
  const idle = { ...order, actionInProgress: false };
  let status = order.status;
  if (status === 'pending' && order.items.some((item) => item.invoiced > 0 || item.shipped > 0)) status = 'processing';
  if (canInvoice({ ...idle, status })) return status;
  if ((status === 'processing' || status === 'complete') && !canCreditmemo({ ...idle, status }) && !canShip({ ...idle, status })) return 'closed';
  if (status === 'processing' && !canShip({ ...idle, status })) return 'complete';
  return status;
}

/**
 * The order after a cancellation: each line loses what was neither billed nor sent; an order with
 * nothing billed is canceled, one with billed units stays processing (or complete) for them.
 */
export function afterCancel(order: OrderFacts): { items: ItemQuantities[]; status: SalesOrderStatus } {
  const items = order.items.map((item) => ({ ...item, canceled: item.canceled + qtyToCancel(item) }));
  const billed = items.some((item) => qtyToRefund(item) > 0);
  if (!billed) return { items, status: 'canceled' };
  const status: SalesOrderStatus = items.some((item) => qtyToShip(item) > 0) ? 'processing' : 'complete';
  return { items, status: settledStatus({ ...order, items, status }) };
}

// --- Money -----------------------------------------------------------------------------------

/**
 * Splits `total` over `weights` in whole minor units (largest remainder): the parts sum to `total`
 * exactly. All weights zero: an even split.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const basis = weights.some((weight) => weight > 0) ? weights.map((weight) => BigInt(Math.max(0, weight))) : weights.map(() => 1n);
  const sum = basis.reduce((a, b) => a + b, 0n);
  const whole = BigInt(total);
  const parts = basis.map((weight) => (whole * weight) / sum);
  const remainders = basis.map((weight, index) => ({ index, rest: (whole * weight) % sum }));
  let left = Number(whole - parts.reduce((a, b) => a + b, 0n));
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left <= 0) break;
    parts[index]! += 1n;
    left -= 1;
  }
  return parts.map(Number);
}

/**
 * The part of a line's `total` that units (`before`, `before + qty`] of `ordered` carry: each unit's
 * share is rounded down except where the running sum catches up, so the parts of all units sum to
 * `total` exactly however the units are split over documents.
 */
export function unitsShare(total: number, ordered: number, before: number, qty: number): number {
  if (ordered <= 0 || qty <= 0) return 0;
  const upTo = (units: number) => (BigInt(total) * BigInt(Math.min(units, ordered))) / BigInt(ordered);
  return Number(upTo(before + qty) - upTo(before));
}

/** An ordered line as the money reads it. */
export interface PricedItem extends ItemQuantities {
  orderItemId: number;
  price: number;
  rowTotal: number;
  /** The line's share of the order's tax (`lineTaxes`). */
  tax: number;
}

/**
 * Each line's share of the order's tax: the lines' own tax where they carry it and it adds up,
 * else the order's tax split by row total (the shop taxes the subtotal, not shipping).
 */
export function lineTaxes(orderTax: number, lines: readonly { rowTotal: number; taxAmount: number }[]): number[] {
  const own = lines.reduce((sum, line) => sum + line.taxAmount, 0);
  if (own === orderTax && own > 0) return lines.map((line) => line.taxAmount);
  return allocate(orderTax, lines.map((line) => line.rowTotal));
}

/** One line of an invoice or a credit memo, priced. */
export interface DocumentLine {
  orderItemId: number;
  qty: number;
  price: number;
  rowTotal: number;
  taxAmount: number;
}

export interface DocumentTotals {
  lines: DocumentLine[];
  subtotal: number;
  taxAmount: number;
  shippingAmount: number;
  /** The order's coupon discount the document carries (positive, taken off its total). */
  discountAmount: number;
  grandTotal: number;
}

/**
 * The part of the order's discount a document carries: what is left of it (not yet on an earlier
 * invoice, or credit memo), up to the document's subtotal. The first documents carry it, so the
 * invoices of an order add up to its grand total, and so do its credit memos.
 */
export const discountShare = (left: number, subtotal: number) => Math.max(0, Math.min(left, subtotal));

const priced = (item: PricedItem, qty: number, before: number): DocumentLine => ({
  orderItemId: item.orderItemId,
  qty,
  price: item.price,
  rowTotal: unitsShare(item.rowTotal, item.ordered, before, qty),
  taxAmount: unitsShare(item.tax, item.ordered, before, qty),
});

const sumOf = (lines: readonly DocumentLine[], key: 'rowTotal' | 'taxAmount') => lines.reduce((sum, line) => sum + line[key], 0);

/**
 * An invoice of `quantities` (order item id → units; lines without units are left out): its lines
 * with their tax shares, and the order's whole shipping on the first invoice, as Magento bills it.
 */
export function invoiceTotals(items: readonly PricedItem[], quantities: ReadonlyMap<number, number>, shipping: { amount: number; invoicedBefore: boolean }, discountLeft = 0): DocumentTotals {
  const lines = items.flatMap((item) => {
    const qty = quantities.get(item.orderItemId) ?? 0;
    return qty > 0 ? [priced(item, qty, item.invoiced)] : [];
  });
  const subtotal = sumOf(lines, 'rowTotal');
  const taxAmount = sumOf(lines, 'taxAmount');
  const shippingAmount = shipping.invoicedBefore ? 0 : shipping.amount;
  const discountAmount = discountShare(discountLeft, subtotal);
  return { lines, subtotal, taxAmount, shippingAmount, discountAmount, grandTotal: subtotal + taxAmount + shippingAmount - discountAmount };
}

/** What a credit memo asks to give back, besides its lines. */
export interface RefundAmounts {
  shipping: number;
  adjustmentPositive: number;
  adjustmentNegative: number;
}

/** A credit memo's money: its lines, shipping and adjustments. */
export function creditmemoTotals(items: readonly PricedItem[], quantities: ReadonlyMap<number, number>, amounts: RefundAmounts, discountLeft = 0): DocumentTotals & RefundAmounts {
  const lines = items.flatMap((item) => {
    const qty = quantities.get(item.orderItemId) ?? 0;
    return qty > 0 ? [priced(item, qty, item.refunded)] : [];
  });
  const subtotal = sumOf(lines, 'rowTotal');
  const taxAmount = sumOf(lines, 'taxAmount');
  const discountAmount = discountShare(discountLeft, subtotal);
  return {
    lines,
    subtotal,
    taxAmount,
    shippingAmount: amounts.shipping,
    discountAmount,
    ...amounts,
    grandTotal: subtotal + taxAmount + amounts.shipping + amounts.adjustmentPositive - amounts.adjustmentNegative - discountAmount,
  };
}

/** The most a credit memo may give back: what was captured and not yet refunded. */
export const maxRefundable = (order: { paid: number; refunded: number }) => Math.max(0, order.paid - order.refunded);

/** What a credit memo's amounts break, as Magento words it, or null. `money` formats minor units. */
export function creditmemoProblem(
  totals: { grandTotal: number; shippingAmount: number },
  limits: { paid: number; refunded: number; shippingRefundable: number },
  money: (minor: number) => string,
): string | null {
  if (totals.shippingAmount > limits.shippingRefundable) return `Maximum shipping amount allowed to refund is: ${money(limits.shippingRefundable)}`;
  if (totals.grandTotal <= 0) return "The credit memo's total must be positive.";
  if (totals.grandTotal > maxRefundable(limits)) return `The most money available to refund is ${money(maxRefundable(limits))}.`;
  return null;
}

/**
 * Splits a refund over the captures it comes from, oldest first, each giving at most what is left
 * of it: a refund larger than all of them together gets null.
 */
export function refundPlan<T extends { refundable: number }>(captures: readonly T[], amount: number): { capture: T; amount: number }[] | null {
  const plan: { capture: T; amount: number }[] = [];
  let left = amount;
  for (const capture of captures) {
    if (left <= 0) break;
    const part = Math.min(left, capture.refundable);
    if (part > 0) plan.push({ capture, amount: part });
    left -= part;
  }
  return left > 0 ? null : plan;
}
