import type { Db } from '../../../server/db/database';
import type { DocumentLine } from './model';
import type { OrderLine, OrderRow } from './order-state.server';
import type { creditmemos, invoices, shipments, shipmentTracks } from './schema.server';

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

/** Until the templates exist, nothing is queued. */
export function createSalesMails(): SalesMails {
  const none = async () => {};
  return { invoice: none, shipment: none, creditmemo: none, comment: none, canceled: none };
}
