import type { HttpClient } from '../../lib/http';
import type { RequestOf } from '../../lib/contract';
import { postAccountForm, type AccountFormResponse } from '../customer/api';
import { removeWishlistItem, updateWishlist as updateWishlistCall, wishlistAllToCart, wishlistItemToCart } from './contract';

/** Update Wish List: every item's quantity and comment. */
export function updateWishlist(http: HttpClient, url: string, request: RequestOf<typeof updateWishlistCall>): Promise<AccountFormResponse> {
  return postAccountForm(() => http.call(updateWishlistCall, request, { url, refusalIsAnswer: true }));
}

/** Remove an item. */
export function removeItem(http: HttpClient, url: string, item: number): Promise<AccountFormResponse> {
  return postAccountForm(() => http.call(removeWishlistItem, { item }, { url, refusalIsAnswer: true }));
}

/** Add to Cart: one item (a configurable product's answer sends the shopper to its page). */
export function itemToCart(http: HttpClient, url: string, item: number): Promise<AccountFormResponse> {
  return postAccountForm(() => http.call(wishlistItemToCart, { item }, { url, refusalIsAnswer: true }));
}

/** Add All to Cart. */
export function allToCart(http: HttpClient, url: string): Promise<AccountFormResponse> {
  return postAccountForm(() => http.call(wishlistAllToCart, {}, { url, refusalIsAnswer: true }));
}
