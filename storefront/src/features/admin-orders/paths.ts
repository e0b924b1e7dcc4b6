/** The back office's order pages (below the shop's base path). */
export const orderPaths = {
  grid: '/admin/sales/order',
  view: (orderId: number) => `/admin/sales/order/view/${orderId}`,
  newInvoice: (orderId: number) => `/admin/sales/order/${orderId}/invoice/new`,
  newShipment: (orderId: number) => `/admin/sales/order/${orderId}/shipment/new`,
  newCreditmemo: (orderId: number) => `/admin/sales/order/${orderId}/creditmemo/new`,
} as const;
