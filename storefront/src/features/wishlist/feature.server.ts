import { t } from '@shop/ui/i18n';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { accountPaths } from '../account/paths';
import { addToWishlist, removeWishlistItem, updateWishlist, wishlistAllToCart, wishlistItemToCart } from './contract';
import { LOGIN_REDIRECT_COOKIE } from '../../config/constants';
import { HttpError } from '../../lib/http-error';
import { shopPaths } from '../../../server/lib/urls';
import { isHttps } from '../../../server/config';
import type { FlashMessage } from '../../../server/services/sessions.server';
import { addedToWishlist, type WishlistToCartResult } from './wishlist.server';
import type { EndpointRegistry } from '../../../server/http/endpoint';
import { defineServerFeature } from '../../../server/feature';
import { createWishlistService, type WishlistService } from './wishlist.server';
import type { ShopEnv } from '../../../server/http/env';
import { privateResponse, wantsJson } from '../../../server/http/responses';
import { signInRequired } from '../account/contract';
import { addedToCart, notAddedText, notAddedToCart } from '../cart/api';
import { redirectInView } from '../store-views/model';
import { callView, callViewOr } from '../../../server/http/store-view';

export const wishlistSignIn = () => t('You must login or register to add items to your wishlist.');
export const wishlistItemNotFound = () => t('We can\u2019t find the item in your wish list.');
export const wishlistProductNotFound = () => t('We can\u2019t specify a product.');
export const wishlistUpdated = () => t('Your Wish List has been updated.');
export const wishlistItemRemoved = () => t('You removed the item from your wish list.');
export const wishlistNothingToCart = () => t('None of the items of your wish list could be added to your cart.');
export const wishlistChooseOptions = () => t('You need to choose options for your item.');

/** How long a guest's wanted item waits for the sign-in (as the account guard's way back). */
const RETURN_COOKIE_SECONDS = 3600;

/** A refused wish-list call, answered in the calls' body (`success: false` and the message). */
const refusal = (status: number, message: string) => new HttpError(status, message, addToWishlist.errorBody);

/** A success: the message waits for the next page, which the browser (or a redirect) goes to. */
async function done(c: Context<ShopEnv>, sessionId: string, messages: FlashMessage[], to: string) {
  if (messages.length > 0) await c.var.shop.sessions.addMessages(sessionId, messages);
  if (!wantsJson(c)) return c.redirect(to, 302);
  return { success: true, message: messages[0]?.text, redirectUrl: to, backUrl: to };
}

/** The signed-in customer's session; a guest is refused (401) before anything is read. */
async function signedIn(c: Context<ShopEnv>) {
  privateResponse(c);
  const session = await c.get('session').current();
  if (!session?.customerId) throw refusal(401, signInRequired());
  return { session, customerId: session.customerId, owner: { sessionId: session.id, customerId: session.customerId } };
}

/** The messages of a batch of Add to Cart results. */
function cartMessages(results: readonly WishlistToCartResult[]): FlashMessage[] {
  return results.flatMap((result): FlashMessage[] => {
    if (result.kind === 'added') return [{ type: 'success', text: addedToCart(result.productName) }];
    if (result.kind === 'refused') return [{ type: 'error', text: notAddedToCart(result.productName, result.message) }];
    return [];
  });
}

/**
 * My Wish List's changes (issue 13 item 5): each acts on the signed-in customer's own items, looked
 * up by owner and id (404 otherwise, nothing changed). A guest's "Add to Wish List" form post is
 * remembered in their session and sent to sign in; the sign-in adds it (customer.ts) and comes
 * back to My Wish List.
 */
function wishlistRoutes(endpoints: EndpointRegistry) {
  endpoints.handle(addToWishlist, async (c, input) => {
    privateResponse(c);
    const { shop } = c.var;
    const current = await c.get('session').current();
    if (!current?.customerId) {
      if (wantsJson(c)) throw refusal(401, wishlistSignIn());
      const guest = await c.get('session').ensure();
      await shop.wishlist.rememberForSignIn(guest.id, input.product);
      await shop.sessions.addMessages(guest.id, [{ type: 'notice', text: wishlistSignIn() }]);
      // setCookie encodes the value; the sign-in decodes it and checks it with safeRedirectPath.
      setCookie(c, LOGIN_REDIRECT_COOKIE, redirectInView(input.store, accountPaths.wishlist), {
        path: '/',
        maxAge: RETURN_COOKIE_SECONDS,
        sameSite: 'Lax',
        secure: isHttps(shop.config),
      });
      return c.redirect(redirectInView(input.store, shopPaths.login), 302);
    }
    const added = await shop.wishlist.add(current.customerId, input.product, undefined, callViewOr(c, input.store).code);
    if (!added) throw refusal(404, wishlistProductNotFound());
    return done(c, current.id, [{ type: 'success', text: addedToWishlist(added.productName) }], redirectInView(input.store, accountPaths.wishlist));
  });

  endpoints.handle(updateWishlist, async (c, input) => {
    const { session, customerId } = await signedIn(c);
    if (!(await c.var.shop.wishlist.update(customerId, input.items))) throw refusal(404, wishlistItemNotFound());
    return done(c, session.id, [{ type: 'success', text: wishlistUpdated() }], accountPaths.wishlist);
  });

  endpoints.handle(removeWishlistItem, async (c, input) => {
    const { session, customerId } = await signedIn(c);
    if (!(await c.var.shop.wishlist.remove(customerId, input.item))) throw refusal(404, wishlistItemNotFound());
    return done(c, session.id, [{ type: 'success', text: wishlistItemRemoved() }], accountPaths.wishlist);
  });

  endpoints.handle(wishlistItemToCart, async (c, input) => {
    const { session, customerId, owner } = await signedIn(c);
    const result = await c.var.shop.wishlist.toCart(customerId, owner, input.item, callView(c).code);
    switch (result.kind) {
      case 'not_found':
        throw refusal(404, wishlistItemNotFound());
      case 'needs_options':
        return done(c, session.id, [{ type: 'notice', text: wishlistChooseOptions() }], result.productUrl);
      case 'refused':
        throw refusal(409, notAddedText(result.productName, result.message));
      case 'added':
        return done(c, session.id, cartMessages([result]), shopPaths.cart);
    }
  });

  endpoints.handle(wishlistAllToCart, async (c) => {
    const { session, customerId, owner } = await signedIn(c);
    const results = await c.var.shop.wishlist.allToCart(customerId, owner, callView(c).code);
    const options = results.filter((result) => result.kind === 'needs_options').length;
    const messages = cartMessages(results);
    if (options > 0) messages.push({ type: 'notice', text: wishlistChooseOptions() });
    if (!results.some((result) => result.kind === 'added')) {
      if (messages.length > 0) await c.var.shop.sessions.addMessages(session.id, messages);
      throw refusal(409, wishlistNothingToCart());
    }
    return done(c, session.id, messages, shopPaths.cart);
  });
}

declare module '../../../server/feature' {
  interface ShopServices {
    /** The customers' wish lists. */
    wishlist: WishlistService;
  }
}

/** My Wish List: its service, changes and section; a guest's remembered item joins the list at sign-in. */
export default defineServerFeature({
  pageSettings: { wishlistUrl: { after: 'cartUrl', value: () => accountPaths.wishlist } },
  services: {
    wishlist: ({ db, catalog, carts }) => createWishlistService({ db, catalog, carts }),
  },
  routes: wishlistRoutes,
  sections: {
    wishlist: async ({ session, shop }) => (session?.customerId ? { counter: await shop.wishlist.count(session.customerId) } : {}),
  },
  // The item a guest asked for before signing in goes into their wish list now, and the next page says so.
  async onSignIn({ shop, tx, previous, current, customerId, view }) {
    const notice = await shop.wishlist.addRemembered(tx, previous, customerId, view);
    if (notice) await shop.sessions.addMessages(current.id, [{ type: 'success', text: notice }], tx);
  },
});
