import { defineServerFeature } from '../../../server/feature';
import { createSalesMails } from './mails.server';
import { createSalesReads } from './reads.server';
import { createSalesService } from './sales.server';

/** The order's life after Place Order: its actions (invoice, ship, cancel, refund, comment) and its reads. */
export type SalesService = ReturnType<typeof createSalesService> & ReturnType<typeof createSalesReads>;

declare module '../../../server/feature' {
  interface ShopServices {
    /** Invoices, shipments, cancellations, credit memos and comments of orders, and the order page's reads (ADR 0029). */
    sales: SalesService;
  }
}

/** Sales: the back office's order actions and reads, no calls of its own (the back office registers them). */
export default defineServerFeature({
  services: {
    sales: ({ db, clock, log, payments, catalogChanges, config, rewards }) => ({
      ...createSalesService({
        db,
        clock,
        log,
        gateways: payments,
        mails: createSalesMails({ baseUrl: config.baseUrl, clock }),
        onStockReturn: ({ productIds, cameBack }) => catalogChanges.products(productIds, { listings: cameBack }),
        onInvoiced: (tx, order, invoice) => rewards.earnForInvoice(tx, order, invoice),
        onRefunded: (tx, order, creditmemo) => rewards.takeBackForCreditmemo(tx, order, creditmemo),
      }),
      ...createSalesReads({ db, gateways: payments }),
    }),
  },
});
