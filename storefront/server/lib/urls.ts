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
export const imageUrl = (file: string) => `/media/catalog/product/${encodeURIComponent(file)}`;

/** Tabs of a product page whose content loads on demand. */
export const productTabs = [
  { id: 'description', title: 'Details' },
  { id: 'more-information', title: 'More Information' },
] as const;

export type ProductTabId = (typeof productTabs)[number]['id'];

export const tabUrl = (sku: string, tab: ProductTabId) => `/catalog/product/tab/${encodeURIComponent(sku)}/${tab}`;
