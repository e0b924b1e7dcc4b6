/**
 * Every call that crosses the wire and every customer-data section, listed once. The server
 * registers a route for each call (and no state-changing route without one); the page
 * settings publish each call's URL under its name and the section-invalidation map derived
 * from the calls; `useSection(name)` is typed from the sections.
 *
 * Adding a capability: declare its calls and sections in its feature's `contract.ts`, then
 * add them here (see docs/architecture.md).
 */
import { deleteAddress, editAccount, reorder, saveAddress } from '../features/account/contract';
import { blogBlock } from '../features/blog/contract';
import { addToCart, cartSection } from '../features/cart/contract';
import { productImage, productTab } from '../features/catalog/contract';
import { addToCompare, clearCompare, compareProductsSection, removeFromCompare } from '../features/compare/contract';
import { checkoutAddresses, checkoutEstimate, createAccountFromOrder, lastOrder, placeOrder } from '../features/checkout/contract';
import {
  captchaRefresh,
  captchaSection,
  createAccount,
  customerSection,
  emailAvailable,
  forgotPasswordPost,
  login,
  logout,
  resetPasswordPost,
} from '../features/customer/contract';
import { lazyBlocks, persistentSection, sectionLoad } from '../features/customer-data/contract';
import { customerGroupUpdate } from '../features/customer-group/contract';
import { contactPost } from '../features/customer-service/contract';
import { messagesSection } from '../features/messages/contract';
import { removeItem, updateItemQty } from '../features/minicart/contract';
import {
  frontendActionSync,
  productDataSection,
  productsRenderInfo,
  recentlyComparedSection,
  recentlyViewedSection,
} from '../features/product-storage/contract';
import { reviewList, reviewPost } from '../features/reviews/contract';
import { rewardsBlock } from '../features/rewards/contract';
import { searchSuggest } from '../features/search/contract';
import { addToWishlist, removeWishlistItem, updateWishlist, wishlistAllToCart, wishlistItemToCart, wishlistSection } from '../features/wishlist/contract';
import { sectionInvalidation, type CallContract, type SectionContract } from '../lib/contract';

/** Every call, by name (the name is also its key in the page settings' `urls`). */
export const calls = {
  searchSuggest,
  sectionLoad,
  lazyBlocks,
  rewardsBlock,
  blogBlock,
  customerGroupUpdate,
  contactPost,
  addToCart,
  login,
  logout,
  updateItemQty,
  removeItem,
  captchaRefresh,
  productsRenderInfo,
  emailAvailable,
  createAccount,
  forgotPasswordPost,
  resetPasswordPost,
  frontendActionSync,
  productTab,
  productImage,
  checkoutEstimate,
  checkoutAddresses,
  placeOrder,
  lastOrder,
  createAccountFromOrder,
  reorder,
  saveAddress,
  deleteAddress,
  editAccount,
  addToWishlist,
  updateWishlist,
  removeWishlistItem,
  wishlistItemToCart,
  wishlistAllToCart,
  reviewList,
  reviewPost,
  addToCompare,
  removeFromCompare,
  clearCompare,
} as const satisfies { [Name in string]: CallContract & { name: Name } };

export type CallName = keyof typeof calls;

/** Every customer-data section, by name. */
export const sections = {
  cart: cartSection,
  customer: customerSection,
  messages: messagesSection,
  captcha: captchaSection,
  persistent: persistentSection,
  recently_viewed_product: recentlyViewedSection,
  recently_compared_product: recentlyComparedSection,
  product_data_storage: productDataSection,
  wishlist: wishlistSection,
  'compare-products': compareProductsSection,
} as const satisfies { [Name in string]: SectionContract<Name> };

export type Sections = typeof sections;
export type SectionName = keyof Sections;

/** Every section name, in a fixed order. */
export const SECTION_NAMES = Object.keys(sections) as SectionName[];

/** Sections every POST invalidates (a message may follow any action). */
export const SECTIONS_EVERY_POST_INVALIDATES = ['messages'] as const;

/** Which sections a POST to a call's path invalidates (the platform's sections.xml), derived from the calls. */
export const SECTION_INVALIDATION: Record<string, string[]> = sectionInvalidation(Object.values(calls), SECTIONS_EVERY_POST_INVALIDATES);
