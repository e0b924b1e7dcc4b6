/** Paths of the shop's pages and files (relative to the base URL, as the platform writes them). */
export const shopPaths = {
  home: '/',
  cart: '/checkout/cart/',
  checkout: '/checkout/',
  login: '/customer/account/login/',
  register: '/customer/account/create/',
  forgotPassword: '/customer/account/forgotpassword/',
  /** The reset link's page (the e-mail adds `?token=`). */
  createPassword: '/customer/account/createPassword/',
  account: '/customer/account/',
  logout: '/customer/account/logout/',
  search: '/catalogsearch/result/',
} as const;

export const productUrl = (urlKey: string) => `/${urlKey}.html`;
export const categoryUrl = (urlPath: string) => `/${urlPath}.html`;

export { imageUrl, productTabs, tabUrl, type ProductTabId } from '../../src/features/catalog/contract';
