import type { TimeSource } from '@shop/ui/clock';
import type { Db } from '../../../server/db/database';
import { queueMail } from '../mail/outbox.server';
import type { DocumentLine } from './model';
import type { OrderLine, OrderRow } from './order-state.server';
import type { creditmemos, invoices, shipments, shipmentTracks } from './schema.server';
import { documentMail, type DocumentMailProps } from './mails/document-mail';
import { orderUpdateMail } from './mails/order-update';
import { defaultView, viewByCode } from '../store-views/model';

/** What each sales mail is built from, queued on the transaction of its document (ADR 0024). */
export interface SalesMails {
  invoice(tx: Db, data: { order: OrderRow; invoice: typeof invoices.$inferSelect; lines: readonly DocumentLine[]; orderLines: readonly OrderLine[]; comment?: string | undefined }): Promise<void>;
  shipment(
    tx: Db,
    data: { order: OrderRow; shipment: typeof shipments.$inferSelect; units: ReadonlyMap<number, number>; orderLines: readonly OrderLine[]; tracks: readonly (typeof shipmentTracks.$inferSelect)[]; comment?: string | undefined },
  ): Promise<void>;
  creditmemo(tx: Db, data: { order: OrderRow; creditmemo: typeof creditmemos.$inferSelect; lines: readonly DocumentLine[]; orderLines: readonly OrderLine[]; comment?: string | undefined }): Promise<void>;
  comment(tx: Db, data: { order: OrderRow; comment: string }): Promise<void>;
  canceled(tx: Db, data: { order: OrderRow }): Promise<void>;
}

/**
 * The sales mails, rendered from the order's snapshot and queued in the outbox on the action's
 * transaction, each in the order's store view (its language, locale and addresses), as Magento
 * sends a sales mail from the order's store: staff acting in the back office do not change it.
 */
export function createSalesMails({ baseUrl, clock }: { baseUrl: string; clock: TimeSource }): SalesMails {
  const mailOrder = (order: OrderRow) => ({
    id: order.id,
    incrementId: order.incrementId,
    customerFirstname: order.customerFirstname,
    customerLastname: order.customerLastname,
    isGuest: order.isGuest,
    currency: order.currency,
    shippingDescription: order.shippingDescription,
  });
  const named = (orderLines: readonly OrderLine[], orderItemId: number) => {
    const line = orderLines.find((candidate) => candidate.orderItemId === orderItemId);
    return { name: line?.row.name ?? '', sku: line?.row.sku ?? '' };
  };
  const pricedItems = (lines: readonly DocumentLine[], orderLines: readonly OrderLine[]) => lines.map((line) => ({ ...named(orderLines, line.orderItemId), qty: line.qty, rowTotal: line.rowTotal }));

  async function send(tx: Db, kind: string, order: OrderRow, content: Promise<{ subject: string; text: string; html: string }>) {
    await queueMail(tx, { kind, to: order.customerEmail, toName: `${order.customerFirstname} ${order.customerLastname}`, ...(await content) }, new Date(clock.now()));
  }
  /** The view the order was placed in (a view no longer defined: the default). */
  const viewOf = (order: OrderRow) => viewByCode(order.storeView) ?? defaultView;
  const documentOf = (order: OrderRow, props: Omit<DocumentMailProps, 'baseUrl' | 'view' | 'order'>) => documentMail({ baseUrl, view: viewOf(order), order: mailOrder(order), ...props });

  return {
    invoice: (tx, { order, invoice, lines, orderLines, comment }) =>
      send(
        tx,
        'sales_invoice',
        order,
        documentOf(order, {
          kind: 'invoice',
          incrementId: invoice.incrementId,
          items: pricedItems(lines, orderLines),
          totals: { subtotal: invoice.subtotal, shipping: invoice.shippingAmount, tax: invoice.taxAmount, discount: invoice.discountAmount, grandTotal: invoice.grandTotal },
          comment,
        }),
      ),
    shipment: (tx, { order, shipment, units, orderLines, tracks, comment }) =>
      send(
        tx,
        'sales_shipment',
        order,
        documentOf(order, {
          kind: 'shipment',
          incrementId: shipment.incrementId,
          items: [...units].filter(([, qty]) => qty > 0).map(([orderItemId, qty]) => ({ ...named(orderLines, orderItemId), qty })),
          tracks: tracks.map((track) => ({ title: track.title, number: track.trackNumber })),
          comment,
        }),
      ),
    creditmemo: (tx, { order, creditmemo, lines, orderLines, comment }) =>
      send(
        tx,
        'sales_creditmemo',
        order,
        documentOf(order, {
          kind: 'creditmemo',
          incrementId: creditmemo.incrementId,
          items: pricedItems(lines, orderLines),
          totals: {
            subtotal: creditmemo.subtotal,
            shipping: creditmemo.shippingAmount,
            tax: creditmemo.taxAmount,
            discount: creditmemo.discountAmount,
            adjustmentPositive: creditmemo.adjustmentPositive,
            adjustmentNegative: creditmemo.adjustmentNegative,
            grandTotal: creditmemo.grandTotal,
          },
          comment,
        }),
      ),
    comment: (tx, { order, comment }) => send(tx, 'sales_order_comment', order, orderUpdateMail({ baseUrl, view: viewOf(order), order: mailOrder(order), status: order.status, comment })),
    canceled: (tx, { order }) => send(tx, 'sales_order_canceled', order, orderUpdateMail({ baseUrl, view: viewOf(order), order: mailOrder(order), status: order.status })),
  };
}
