/**
 * The account area's addresses (Magento's), each written once: the routes (`app/routes.ts`), the
 * side navigation, the links between account pages and the server's answers all use these.
 */
export const accountPaths = {
  dashboard: '/customer/account/',
  edit: '/customer/account/edit/',
  orders: '/sales/order/history/',
  order: (orderId: number) => `/sales/order/view/order_id/${orderId}/`,
  wishlist: '/wishlist/',
  addressBook: '/customer/address/',
  newAddress: '/customer/address/new/',
  editAddress: (addressId: number) => `/customer/address/edit/id/${addressId}/`,
} as const;
