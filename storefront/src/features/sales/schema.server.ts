import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderItems, orders } from '../../../server/db/schema';

// The sales documents of an order (ADR 0029): invoices, shipments and credit memos, their lines, the
// shipments' tracking numbers, and the claim that keeps two staff actions on one order apart.
// Amounts are integer minor units of the order's currency.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const minor = (name: string) => bigint(name, { mode: 'number' });
const orderRef = () =>
  integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });
const orderItemRef = () =>
  integer('order_item_id')
    .notNull()
    .references(() => orderItems.id, { onDelete: 'cascade' });

/**
 * The columns an invoice and a credit memo share: the order, the document's number and state, its
 * amounts (`discountAmount`: the share of the order's coupon discount the document carries, a
 * positive amount), the gateway's id (an invoice's capture, a credit memo's last refund) and the
 * comment the customer may have been sent.
 */
const documentColumns = <State extends string>(state: State) => ({
  id: serial('id').primaryKey(),
  orderId: orderRef(),
  incrementId: text('increment_id').notNull(),
  state: text('state').$type<State>().notNull().default(state),
  subtotal: minor('subtotal').notNull(),
  taxAmount: minor('tax_amount').notNull(),
  shippingAmount: minor('shipping_amount').notNull(),
  discountAmount: minor('discount_amount').notNull().default(0),
  grandTotal: minor('grand_total').notNull(),
  transactionId: text('transaction_id'),
  comment: text('comment'),
  isCustomerNotified: boolean('is_customer_notified').notNull().default(false),
  createdAt: createdAt(),
});

/** The columns of an invoice's and a credit memo's lines: the order line, how many, and their amounts. */
const documentLineColumns = () => ({
  id: serial('id').primaryKey(),
  orderItemId: orderItemRef(),
  qty: integer('qty').notNull(),
  price: minor('price').notNull(),
  rowTotal: minor('row_total').notNull(),
  taxAmount: minor('tax_amount').notNull(),
});

/** Document numbers, one sequence each, zero-padded to 9 digits like the orders' ("000000001"). */
export const invoiceIncrementSequence = pgSequence('invoice_increment_seq', { startWith: 1 });
export const shipmentIncrementSequence = pgSequence('shipment_increment_seq', { startWith: 1 });
export const creditmemoIncrementSequence = pgSequence('creditmemo_increment_seq', { startWith: 1 });

/** An invoice: what was billed, and captured through the gateway (`transaction_id`). */
export const invoices = pgTable(
  'sales_invoices',
  // Magento's invoice states: paid once captured.
  documentColumns('paid'),
  (t) => [uniqueIndex('sales_invoices_increment_idx').on(t.incrementId), index('sales_invoices_order_idx').on(t.orderId)],
);

export const invoiceItems = pgTable(
  'sales_invoice_items',
  {
    ...documentLineColumns(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sales_invoice_items_invoice_idx').on(t.invoiceId), index('sales_invoice_items_order_item_idx').on(t.orderItemId), check('sales_invoice_items_qty', sql`qty > 0`)],
);

export const shipments = pgTable(
  'sales_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    incrementId: text('increment_id').notNull(),
    totalQty: integer('total_qty').notNull(),
    comment: text('comment'),
    isCustomerNotified: boolean('is_customer_notified').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sales_shipments_increment_idx').on(t.incrementId), index('sales_shipments_order_idx').on(t.orderId)],
);

export const shipmentItems = pgTable(
  'sales_shipment_items',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderItemId: orderItemRef(),
    qty: integer('qty').notNull(),
  },
  (t) => [index('sales_shipment_items_shipment_idx').on(t.shipmentId), index('sales_shipment_items_order_item_idx').on(t.orderItemId), check('sales_shipment_items_qty', sql`qty > 0`)],
);

/** A tracking number of a shipment: the carrier's code ('ups', 'custom'), its title as shown, the number. */
export const shipmentTracks = pgTable(
  'sales_shipment_tracks',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderId: orderRef(),
    carrierCode: text('carrier_code').notNull(),
    title: text('title').notNull(),
    trackNumber: text('track_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sales_shipment_tracks_shipment_idx').on(t.shipmentId)],
);

/** A credit memo: what was given back, refunded through the gateway (`transaction_id`, the last refund's id) or offline. */
export const creditmemos = pgTable(
  'sales_creditmemos',
  {
    ...documentColumns('refunded'),
    /** Magento's "Adjustment Refund": added to what is given back. */
    adjustmentPositive: minor('adjustment_positive').notNull().default(0),
    /** Magento's "Adjustment Fee": kept back from what is given back. */
    adjustmentNegative: minor('adjustment_negative').notNull().default(0),
  },
  (t) => [uniqueIndex('sales_creditmemos_increment_idx').on(t.incrementId), index('sales_creditmemos_order_idx').on(t.orderId)],
);

export const creditmemoItems = pgTable(
  'sales_creditmemo_items',
  {
    ...documentLineColumns(),
    creditmemoId: integer('creditmemo_id')
      .notNull()
      .references(() => creditmemos.id, { onDelete: 'cascade' }),
    /** "Return to Stock": the units went back to the product's quantity. */
    backToStock: boolean('back_to_stock').notNull().default(false),
  },
  (t) => [index('sales_creditmemo_items_creditmemo_idx').on(t.creditmemoId), index('sales_creditmemo_items_order_item_idx').on(t.orderItemId), check('sales_creditmemo_items_qty', sql`qty > 0`)],
);

/**
 * An action on an order that waits for the payment gateway (an invoice's capture, a refund, a
 * cancellation's void). Taken under the order's row lock and committed before the gateway is
 * called; while it exists, every other action on the order is refused. Removed when the action ends.
 */
export const orderClaims = pgTable('sales_order_claims', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  action: text('action').$type<'invoice' | 'refund' | 'cancel'>().notNull(),
  claimedAt: createdAt(),
});
