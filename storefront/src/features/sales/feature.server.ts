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
    sales: (shop) => ({
      ...createSalesService({
        db: shop.db,
        clock: shop.clock,
        log: shop.log,
        gateways: shop.payments,
        mails: createSalesMails({ baseUrl: shop.config.baseUrl, clock: shop.clock }),
        onStockReturn: ({ productIds, cameBack }) => shop.catalogChanges.products(productIds, { listings: cameBack }),
        onCancel: (tx, orderId) => shop.coupons.release(tx, orderId),
        onInvoiced: (tx, order, invoice) => shop.rewards.earnForInvoice(tx, order, invoice),
        onRefunded: (tx, order, creditmemo) => shop.rewards.takeBackForCreditmemo(tx, order, creditmemo),
      }),
      ...createSalesReads({ db: shop.db, gateways: shop.payments }),
    }),
  },
});
