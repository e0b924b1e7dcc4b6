import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { creditmemoItems, creditmemos, invoiceItems, invoices, orderClaims, shipmentItems } from './schema.server';
import { lineTaxes, type OrderFacts, type PricedItem } from './model';

export type OrderRow = typeof s.orders.$inferSelect;
export type OrderItemRow = typeof s.orderItems.$inferSelect;
export type PaymentRow = typeof s.orderPayments.$inferSelect;

/** An ordered line with what happened to it so far. */
export interface OrderLine extends PricedItem {
  row: OrderItemRow;
}

/** Everything an action decides from: the order, its lines with their quantities, the payment and whether another action holds it. */
export interface OrderState {
  order: OrderRow;
  lines: OrderLine[];
  payment: PaymentRow | null;
  /** Shipping billed by the invoices and given back by the credit memos. */
  shippingInvoiced: number;
  shippingRefunded: number;
  /** The order's coupon discount not yet on an invoice, and not yet on a credit memo. */
  discountToInvoice: number;
  discountToRefund: number;
  claimed: boolean;
  facts: OrderFacts;
}

/** Units per order line of a document table, summed. */
async function unitsByLine(tx: Db, table: typeof invoiceItems | typeof shipmentItems | typeof creditmemoItems, lineIds: number[]): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const found = await tx
    .select({ orderItemId: table.orderItemId, qty: sql<number>`sum(${table.qty})::int` })
    .from(table)
    .where(inArray(table.orderItemId, lineIds))
    .groupBy(table.orderItemId);
  return new Map(found.map((row) => [row.orderItemId, Number(row.qty)]));
}

/**
 * The order's state, read on `tx`. With `lock`, the order's row is locked first (`for update`):
 * every action on an order takes this lock, so two staff acting at once are served one after the
 * other, and the second sees what the first did (or its claim).
 */
export async function readOrderState(tx: Db, orderId: number, { lock }: { lock: boolean }): Promise<OrderState | null> {
  const query = tx.select().from(s.orders).where(eq(s.orders.id, orderId));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) return null;
  const rows = await tx.select().from(s.orderItems).where(eq(s.orderItems.orderId, orderId)).orderBy(asc(s.orderItems.id));
  const ids = rows.map((row) => row.id);
  // One after the other: a transaction is one connection, which runs one query at a time.
  const invoiced = await unitsByLine(tx, invoiceItems, ids);
  const shipped = await unitsByLine(tx, shipmentItems, ids);
  const refunded = await unitsByLine(tx, creditmemoItems, ids);
  const [payment] = await tx.select().from(s.orderPayments).where(eq(s.orderPayments.orderId, orderId));
  const [claim] = await tx.select({ orderId: orderClaims.orderId }).from(orderClaims).where(eq(orderClaims.orderId, orderId));
  const [shippingInvoiced] = await tx
    .select({ amount: sql<number>`coalesce(sum(${invoices.shippingAmount}), 0)::bigint`, discount: sql<number>`coalesce(sum(${invoices.discountAmount}), 0)::bigint` })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  const [shippingRefunded] = await tx
    .select({ amount: sql<number>`coalesce(sum(${creditmemos.shippingAmount}), 0)::bigint`, discount: sql<number>`coalesce(sum(${creditmemos.discountAmount}), 0)::bigint` })
    .from(creditmemos)
    .where(eq(creditmemos.orderId, orderId));
  const taxes = lineTaxes(order.taxAmount, rows);
  const lines = rows.map((row, index) => ({
    row,
    orderItemId: row.id,
    ordered: row.qty,
    invoiced: invoiced.get(row.id) ?? 0,
    shipped: shipped.get(row.id) ?? 0,
    refunded: refunded.get(row.id) ?? 0,
    canceled: row.qtyCanceled,
    price: row.price,
    rowTotal: row.rowTotal,
    tax: taxes[index]!,
  }));
  return {
    order,
    lines,
    payment: payment ?? null,
    shippingInvoiced: Number(shippingInvoiced?.amount ?? 0),
    shippingRefunded: Number(shippingRefunded?.amount ?? 0),
    discountToInvoice: order.discountAmount - Number(shippingInvoiced?.discount ?? 0),
    discountToRefund: order.discountAmount - Number(shippingRefunded?.discount ?? 0),
    claimed: claim !== undefined,
    facts: {
      status: order.status,
      items: lines,
      paid: payment?.amountPaid ?? 0,
      refunded: payment?.amountRefunded ?? 0,
      actionInProgress: claim !== undefined,
    },
  };
}

/** Takes the claim of an order for an action that calls the gateway (inside the transaction that checked the state). */
export async function claimOrder(tx: Db, orderId: number, action: 'invoice' | 'refund' | 'cancel'): Promise<void> {
  await tx.insert(orderClaims).values({ orderId, action });
}

/** Ends the claim (inside the transaction that records the action's outcome). */
export async function releaseClaim(tx: Db, orderId: number, action: 'invoice' | 'refund' | 'cancel'): Promise<void> {
  await tx.delete(orderClaims).where(and(eq(orderClaims.orderId, orderId), eq(orderClaims.action, action)));
}
