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

/** One entry of the account side navigation. */
export interface AccountNavItem {
  label: string;
  href: string;
  /** Other addresses that belong to this entry (an order's page belongs to My Orders). */
  owns?: RegExp;
}

/** The side navigation of every account page, in Luma's order and words. */
export const ACCOUNT_NAV: readonly AccountNavItem[] = [
  { label: 'My Account', href: accountPaths.dashboard },
  { label: 'My Orders', href: accountPaths.orders, owns: /^\/sales\/order\// },
  { label: 'My Wish List', href: accountPaths.wishlist, owns: /^\/wishlist(\/|$)/ },
  { label: 'Address Book', href: accountPaths.addressBook, owns: /^\/customer\/address(\/|$)/ },
  { label: 'Account Information', href: accountPaths.edit },
];

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The navigation entry a page belongs to (undefined when none does). */
export function currentAccountNavItem(pathname: string): AccountNavItem | undefined {
  const path = withoutTrailingSlash(pathname);
  return ACCOUNT_NAV.find((item) => withoutTrailingSlash(item.href) === path) ?? ACCOUNT_NAV.find((item) => item.owns?.test(path));
}
