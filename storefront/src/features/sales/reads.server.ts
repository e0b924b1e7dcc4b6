import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { PaymentGateway } from '../../../server/services/payments/gateway';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { allowedActions, qtyToCancel, qtyToInvoice, qtyToRefund, qtyToShip, type SalesOrderStatus } from './model';
import { readOrderState, type OrderLine } from './order-state.server';
import { creditmemoItems, creditmemos, invoiceItems, invoices, shipmentItems, shipments, shipmentTracks } from './schema.server';

type InvoiceRow = typeof invoices.$inferSelect;
type ShipmentRow = typeof shipments.$inferSelect;
type CreditmemoRow = typeof creditmemos.$inferSelect;
type TrackRow = typeof shipmentTracks.$inferSelect;

/** A line of a document with the ordered line's name and SKU. */
export interface DocumentItemView {
  orderItemId: number;
  name: string;
  sku: string;
  qty: number;
  price: number;
  rowTotal: number;
  taxAmount: number;
  backToStock?: boolean;
}

export interface TrackView {
  id: number;
  carrierCode: string;
  title: string;
  number: string;
}

export interface InvoiceView {
  id: number;
  orderId: number;
  incrementId: string;
  state: 'paid';
  createdAt: string;
  subtotal: number;
  taxAmount: number;
  shippingAmount: number;
  /** The order's coupon discount it carries (positive). */
  discountAmount: number;
  grandTotal: number;
  transactionId: string | null;
  comment: string | null;
  items: DocumentItemView[];
}

export interface ShipmentView {
  id: number;
  orderId: number;
  incrementId: string;
  createdAt: string;
  totalQty: number;
  comment: string | null;
  items: Omit<DocumentItemView, 'price' | 'rowTotal' | 'taxAmount'>[];
  tracks: TrackView[];
}

export interface CreditmemoView extends Omit<InvoiceView, 'state'> {
  state: 'refunded';
  adjustmentPositive: number;
  adjustmentNegative: number;
}

/** One line of the order with what happened to it (Magento's "Items Ordered"). */
export interface OrderItemView {
  id: number;
  name: string;
  sku: string;
  productType: string;
  options: { label: string; value: string }[];
  price: number;
  originalPrice: number;
  rowTotal: number;
  taxAmount: number;
  qty: { ordered: number; invoiced: number; shipped: number; refunded: number; canceled: number };
  /** What each action could still take of the line. */
  toInvoice: number;
  toShip: number;
  toRefund: number;
  toCancel: number;
}

/** The order as the back office's order page shows it. */
export interface OrderDetail {
  id: number;
  incrementId: string;
  status: SalesOrderStatus;
  createdAt: string;
  currency: string;
  /** Where it was placed (ADR 0040): the store view's code, the base currency, units of `currency` per unit of it (exact text), the grand total in it. */
  placedIn: { storeView: string; baseCurrency: string; rate: string; baseGrandTotal: number };
  customer: { id: number | null; email: string; firstname: string; lastname: string; isGuest: boolean };
  shippingDescription: string;
  items: OrderItemView[];
  /**
   * `discount`: what the order's coupon (`couponCode`) took off, positive; 0 without one; of it,
   * what no invoice (`discountToInvoice`) and no credit memo (`discountToRefund`) carries yet.
   */
  totals: { subtotal: number; shipping: number; tax: number; discount: number; couponCode: string | null; discountToInvoice: number; discountToRefund: number; grandTotal: number; paid: number; refunded: number; canceled: number; due: number };
  addresses: { billing: typeof s.orderAddresses.$inferSelect | null; shipping: typeof s.orderAddresses.$inferSelect | null };
  payment: {
    method: string;
    title: string;
    ccType: string | null;
    ccLast4: string | null;
    status: string;
    amountAuthorized: number;
    amountPaid: number;
    amountRefunded: number;
    amountCanceled: number;
    transactions: { txnId: string; parentTxnId: string | null; type: s.PaymentTransactionType; amount: number; isClosed: boolean; createdAt: string }[];
  } | null;
  history: { id: number; status: SalesOrderStatus; comment: string; isCustomerNotified: boolean; isVisibleOnFront: boolean; staff: { id: number; name: string } | null; createdAt: string }[];
  invoices: InvoiceView[];
  shipments: ShipmentView[];
  creditmemos: CreditmemoView[];
  /** Which buttons the order allows now (`model.ts`). */
  actions: ReturnType<typeof allowedActions>;
  /** An invoice, refund or cancellation waits for the gateway. */
  actionInProgress: boolean;
}

/** What My Account may show of an order's documents: no transaction ids, no staff names, only comments meant for the customer. */
export interface CustomerDocuments {
  invoices: Omit<InvoiceView, 'transactionId'>[];
  shipments: ShipmentView[];
  creditmemos: Omit<CreditmemoView, 'transactionId'>[];
  comments: { comment: string; createdAt: string }[];
}

const iso = (date: Date) => date.toISOString();

function itemView<T extends { orderItemId: number; qty: number }>(lines: readonly OrderLine[], row: T): T & { name: string; sku: string } {
  const line = lines.find((candidate) => candidate.orderItemId === row.orderItemId);
  return { ...row, name: line?.row.name ?? '', sku: line?.row.sku ?? '' };
}

/** The reads of the order's page and its documents (ADR 0029). */
export function createSalesReads({ db, gateways }: { db: Db; gateways: readonly PaymentGateway[] }) {
  async function documentsOf(orderIds: readonly number[], lines: readonly OrderLine[]) {
    const [invoiceRows, shipmentRows, memoRows] = await Promise.all([
      db.select().from(invoices).where(inArray(invoices.orderId, [...orderIds])).orderBy(asc(invoices.id)),
      db.select().from(shipments).where(inArray(shipments.orderId, [...orderIds])).orderBy(asc(shipments.id)),
      db.select().from(creditmemos).where(inArray(creditmemos.orderId, [...orderIds])).orderBy(asc(creditmemos.id)),
    ]);
    const ids = (list: { id: number }[]) => (list.length > 0 ? list.map((row) => row.id) : [0]);
    const [invoiceLines, shipmentLines, tracks, memoLines] = await Promise.all([
      db.select().from(invoiceItems).where(inArray(invoiceItems.invoiceId, ids(invoiceRows))).orderBy(asc(invoiceItems.id)),
      db.select().from(shipmentItems).where(inArray(shipmentItems.shipmentId, ids(shipmentRows))).orderBy(asc(shipmentItems.id)),
      db.select().from(shipmentTracks).where(inArray(shipmentTracks.shipmentId, ids(shipmentRows))).orderBy(asc(shipmentTracks.id)),
      db.select().from(creditmemoItems).where(inArray(creditmemoItems.creditmemoId, ids(memoRows))).orderBy(asc(creditmemoItems.id)),
    ]);
    const money = (row: InvoiceRow | CreditmemoRow) => ({
      id: row.id,
      orderId: row.orderId,
      incrementId: row.incrementId,
      createdAt: iso(row.createdAt),
      subtotal: row.subtotal,
      taxAmount: row.taxAmount,
      shippingAmount: row.shippingAmount,
      discountAmount: row.discountAmount,
      grandTotal: row.grandTotal,
      transactionId: row.transactionId,
      comment: row.comment,
    });
    const trackView = (track: TrackRow): TrackView => ({ id: track.id, carrierCode: track.carrierCode, title: track.title, number: track.trackNumber });
    return {
      invoices: invoiceRows.map(
        (row): InvoiceView => ({
          ...money(row),
          state: row.state,
          items: invoiceLines.filter((item) => item.invoiceId === row.id).map(({ orderItemId, qty, price, rowTotal, taxAmount }) => itemView(lines, { orderItemId, qty, price, rowTotal, taxAmount })),
        }),
      ),
      shipments: shipmentRows.map(
        (row: ShipmentRow): ShipmentView => ({
          id: row.id,
          orderId: row.orderId,
          incrementId: row.incrementId,
          createdAt: iso(row.createdAt),
          totalQty: row.totalQty,
          comment: row.comment,
          items: shipmentLines.filter((item) => item.shipmentId === row.id).map(({ orderItemId, qty }) => itemView(lines, { orderItemId, qty })),
          tracks: tracks.filter((track) => track.shipmentId === row.id).map(trackView),
        }),
      ),
      creditmemos: memoRows.map(
        (row): CreditmemoView => ({
          ...money(row),
          state: row.state,
          adjustmentPositive: row.adjustmentPositive,
          adjustmentNegative: row.adjustmentNegative,
          items: memoLines.filter((item) => item.creditmemoId === row.id).map(({ orderItemId, qty, price, rowTotal, taxAmount, backToStock }) => itemView(lines, { orderItemId, qty, price, rowTotal, taxAmount, backToStock })),
        }),
      ),
    };
  }

  /** The lines of the order a document belongs to (for names and SKUs). */
  async function linesOf(orderId: number) {
    return (await readOrderState(db, orderId, { lock: false }))?.lines ?? [];
  }

  return {
    /** Everything the back office's order page shows, or null for an unknown order. */
    async orderDetail(orderId: number): Promise<OrderDetail | null> {
      const state = await readOrderState(db, orderId, { lock: false });
      if (!state) return null;
      const { order, payment } = state;
      const [addresses, history, transactions, documents] = await Promise.all([
        db.select().from(s.orderAddresses).where(eq(s.orderAddresses.orderId, orderId)),
        db.select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.orderId, orderId)).orderBy(desc(s.orderStatusHistory.createdAt), desc(s.orderStatusHistory.id)),
        db.select().from(s.orderPaymentTransactions).where(eq(s.orderPaymentTransactions.orderId, orderId)).orderBy(asc(s.orderPaymentTransactions.id)),
        documentsOf([orderId], state.lines),
      ]);
      const paid = payment?.amountPaid ?? 0;
      const refunded = payment?.amountRefunded ?? 0;
      const canceled = payment?.amountCanceled ?? 0;
      return {
        id: order.id,
        incrementId: order.incrementId,
        status: order.status,
        createdAt: iso(order.createdAt),
        currency: order.currency,
        placedIn: { storeView: order.storeView, baseCurrency: order.baseCurrency, rate: order.baseToOrderRate, baseGrandTotal: order.baseGrandTotal },
        customer: { id: order.customerId, email: order.customerEmail, firstname: order.customerFirstname, lastname: order.customerLastname, isGuest: order.isGuest },
        shippingDescription: order.shippingDescription,
        items: state.lines.map((line) => ({
          id: line.orderItemId,
          name: line.row.name,
          sku: line.row.sku,
          productType: line.row.productType,
          options: line.row.options.map((option) => ({ label: option.label, value: option.value })),
          price: line.price,
          originalPrice: line.row.originalPrice,
          rowTotal: line.rowTotal,
          taxAmount: line.tax,
          qty: { ordered: line.ordered, invoiced: line.invoiced, shipped: line.shipped, refunded: line.refunded, canceled: line.canceled },
          toInvoice: qtyToInvoice(line),
          toShip: qtyToShip(line),
          toRefund: qtyToRefund(line),
          toCancel: qtyToCancel(line),
        })),
        totals: { subtotal: order.subtotal, shipping: order.shippingAmount, tax: order.taxAmount, discount: order.discountAmount, couponCode: order.couponCode, discountToInvoice: state.discountToInvoice, discountToRefund: state.discountToRefund, grandTotal: order.grandTotal, paid, refunded, canceled, due: Math.max(0, order.grandTotal - paid - canceled) },
        addresses: { billing: addresses.find((row) => row.addressType === 'billing') ?? null, shipping: addresses.find((row) => row.addressType === 'shipping') ?? null },
        payment: payment
          ? {
              method: payment.method,
              title: gateways.find((gateway) => gateway.code === payment.method)?.title ?? payment.method,
              ccType: payment.ccType,
              ccLast4: payment.ccLast4,
              status: payment.status,
              amountAuthorized: payment.amountAuthorized,
              amountPaid: paid,
              amountRefunded: refunded,
              amountCanceled: canceled,
              transactions: transactions.map((txn) => ({ txnId: txn.txnId, parentTxnId: txn.parentTxnId, type: txn.txnType, amount: txn.amount, isClosed: txn.isClosed, createdAt: iso(txn.createdAt) })),
            }
          : null,
        history: history.map((entry) => ({
          id: entry.id,
          status: entry.status,
          comment: entry.comment,
          isCustomerNotified: entry.isCustomerNotified,
          isVisibleOnFront: entry.isVisibleOnFront,
          staff: entry.staffId !== null ? { id: entry.staffId, name: entry.staffName ?? '' } : null,
          createdAt: iso(entry.createdAt),
        })),
        ...documents,
        actions: allowedActions(state.facts),
        actionInProgress: state.claimed,
      };
    },

    /** One invoice with its lines, or null. */
    async invoiceDetail(invoiceId: number): Promise<InvoiceView | null> {
      const [row] = await db.select({ orderId: invoices.orderId }).from(invoices).where(eq(invoices.id, invoiceId));
      if (!row) return null;
      return (await documentsOf([row.orderId], await linesOf(row.orderId))).invoices.find((invoice) => invoice.id === invoiceId) ?? null;
    },

    /** One shipment with its lines and tracking numbers, or null. */
    async shipmentDetail(shipmentId: number): Promise<ShipmentView | null> {
      const [row] = await db.select({ orderId: shipments.orderId }).from(shipments).where(eq(shipments.id, shipmentId));
      if (!row) return null;
      return (await documentsOf([row.orderId], await linesOf(row.orderId))).shipments.find((shipment) => shipment.id === shipmentId) ?? null;
    },

    /** One credit memo with its lines, or null. */
    async creditmemoDetail(creditmemoId: number): Promise<CreditmemoView | null> {
      const [row] = await db.select({ orderId: creditmemos.orderId }).from(creditmemos).where(eq(creditmemos.id, creditmemoId));
      if (!row) return null;
      return (await documentsOf([row.orderId], await linesOf(row.orderId))).creditmemos.find((memo) => memo.id === creditmemoId) ?? null;
    },

    /**
     * An order's documents as its customer may see them (My Account's Invoices, Order Shipments and
     * Refunds tabs, and the comments marked visible on the front): null unless the order is this customer's
     * (`customerId` null: a guest's order, for Orders and Returns).
     */
    async documentsForCustomer(orderId: number, customerId: number | null): Promise<CustomerDocuments | null> {
      const owner = customerId === null ? isNull(s.orders.customerId) : eq(s.orders.customerId, customerId);
      const [order] = await db.select({ id: s.orders.id }).from(s.orders).where(and(eq(s.orders.id, orderId), owner));
      if (!order) return null;
      const [documents, comments] = await Promise.all([
        documentsOf([orderId], await linesOf(orderId)),
        db
          .select()
          .from(s.orderStatusHistory)
          .where(and(eq(s.orderStatusHistory.orderId, orderId), eq(s.orderStatusHistory.isVisibleOnFront, true)))
          .orderBy(desc(s.orderStatusHistory.createdAt), desc(s.orderStatusHistory.id)),
      ]);
      return {
        invoices: documents.invoices.map(({ transactionId: _hidden, ...invoice }) => invoice),
        shipments: documents.shipments,
        creditmemos: documents.creditmemos.map(({ transactionId: _hidden, ...memo }) => memo),
        comments: comments.map((entry) => ({ comment: entry.comment, createdAt: iso(entry.createdAt) })),
      };
    },
  };
}
