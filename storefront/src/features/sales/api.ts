// What the back office uses of Sales (ADR 0029): the actions' inputs and messages, and the types of
// their answers and of the order page's read; the service itself is `shop.sales`.
export { commentInput, invoiceInput, refundInput, shipInput } from './inputs';
export { SALES_TEXTS } from './texts';
export type { SalesRefusal, SalesResult } from './sales.server';
export type { CreditmemoView, InvoiceView, OrderDetail, OrderItemView, ShipmentView } from './reads.server';
