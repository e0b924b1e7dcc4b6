import { z } from 'zod';
import { refineRules, validationMessage } from '@shop/ui/validation';
import { defineCallFamily, defineSection, idParam } from '../../lib/contract';
import { quantityParam } from '../cart/contract';
import { accountFormPost, defineAccountFormCall } from '../customer/contract';
import { storeField } from '../store-views/contract';
import type * as self from './contract';

/**
 * The wish list (issue 13 item 5). The page reads the customer's items on the server (ADR 0010);
 * these calls change them. Each acts on the signed-in customer's own items only, looked up by
 * owner and id: another customer's item answers 404 and changes nothing; a guest gets 401 (a
 * plain form post of "Add to Wish List" goes to sign in instead, and the item is added after).
 */

/** The longest comment a wish-list item keeps. */
export const WISHLIST_COMMENT_MAX_LENGTH = 255;

/** A wish-list quantity: a whole number above 0 (SPEC.md §5 "Quantity"). */
export const wishlistQtyParam = quantityParam.refine((qty) => qty > 0, { message: validationMessage('quantity') });

/** A comment: plain text, at most {@link WISHLIST_COMMENT_MAX_LENGTH} characters. */
export const wishlistCommentParam = z
  .string()
  .superRefine(refineRules('validate-no-html-tags', ['validate-length', { maxLength: WISHLIST_COMMENT_MAX_LENGTH }]));

/** The `wishlist` customer-data section: how many items, for the header. */
export const wishlistSection = defineSection(
  'wishlist',
  () => z.object({
    counter: z.number().int().min(0).optional(),
  }),
);

/** One of the customer's wish-list items. */
const itemRequest = z.lazy(() => z.object({ item: idParam }));

/** A change of the wish list alone: a data-post, a form post or a fetch, answered as the account forms' posts are. */
const defineWishlistCall = defineCallFamily({ ...accountFormPost, accepts: ['json', 'form'], invalidates: ['wishlist'] });

/** A move of wish-list items into the cart: it changes both. */
const defineWishlistToCartCall = defineCallFamily({ ...accountFormPost, accepts: ['json', 'form'], invalidates: ['wishlist', 'cart'] });

/**
 * Add to Wish List: a product (a tile's or the product page's data-post, or a fetch), and the view
 * it is posted from (the plain post's redirects stay in it).
 */
export const addToWishlist = defineWishlistCall({
  name: 'addToWishlist',
  path: '/wishlist/index/add',
  request: () => z.object({ product: idParam, ...storeField }),
});

/** Update Wish List: the quantity and comment of each listed item (all the customer's). */
export const updateWishlist = defineAccountFormCall({
  name: 'updateWishlist',
  path: '/wishlist/index/update',
  accepts: ['json'],
  invalidates: ['wishlist'],
  request: () => z.object({
    items: z
      .array(z.object({ id: idParam, qty: wishlistQtyParam, description: wishlistCommentParam }))
      .min(1)
      .max(200),
  }),
});

/** Remove an item from the wish list. */
export const removeWishlistItem = defineWishlistCall({
  name: 'removeWishlistItem',
  path: '/wishlist/index/remove',
  request: () => itemRequest,
});

/**
 * Add to Cart from the wish list: the item's quantity through the cart's own add and rules; once
 * in the cart it leaves the wish list (as Luma does). A configurable product without chosen
 * options goes to its page instead (`redirectUrl`).
 */
export const wishlistItemToCart = defineWishlistToCartCall({
  name: 'wishlistItemToCart',
  path: '/wishlist/index/cart',
  request: () => itemRequest,
});

/** Add All to Cart: every item that can go, each through the cart's add; the rest stay and are named. */
export const wishlistAllToCart = defineWishlistToCartCall({
  name: 'wishlistAllToCart',
  path: '/wishlist/index/allcart',
  request: () => z.object({}),
});

declare module '../../lib/contract' {
  // This module's calls and sections join the shop's (no list to edit): `useSection(name)` and the
  // page settings' `urls` are typed from them.
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
