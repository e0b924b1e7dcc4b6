import { addToCart } from './contract';
import { removeItem, updateItemQty } from '../minicart/contract';
import { HttpError } from '../../lib/http-error';
import { defineServerFeature } from '../../../server/feature';
import { t } from '@shop/ui/i18n';
import { addedToCart, createCartService, itemNotFound, mergeNotices, type CartOwner, type CartService } from './cart.server';
import type { EndpointRegistry } from '../../../server/http/endpoint';
import { privateResponse } from '../../../server/http/responses';
import { callView } from '../../../server/http/store-view';
import type { RequestSession } from '../../../server/http/session';

async function ownerOf(session: RequestSession): Promise<CartOwner> {
  const record = await session.ensure();
  return { sessionId: record.id, customerId: record.customerId };
}

/** The cart owner when the visitor has a session; without one there is no cart line to change. */
async function existingOwner(session: RequestSession): Promise<CartOwner> {
  const record = await session.current();
  if (!record) throw new HttpError(404, itemNotFound(), updateItemQty.errorBody);
  return { sessionId: record.id, customerId: record.customerId };
}

/** Add to cart and the mini cart's update and remove. */
function cartRoutes(endpoints: EndpointRegistry) {
  endpoints.handle(addToCart, async (c, input) => {
    privateResponse(c);
    const { shop } = c.var;
    const session = c.get('session');
    const owner = await ownerOf(session);
    const result = await shop.carts.add(owner, { productId: input.product, qty: input.qty, superAttribute: input.super_attribute ?? {} });
    switch (result.kind) {
      case 'added':
        return {
          messages: [{ type: 'success', text: addedToCart(await shop.catalog.content.name(callView(c).code, input.product, result.productName)) }],
          minicart: shop.carts.minicartHtml(result.summaryCount),
        };
      case 'not_found':
        throw new HttpError(404, t('The product that was requested does not exist.'));
      case 'bad_options':
        throw new HttpError(400, result.message);
      case 'needs_options':
        await session.flash({ type: 'notice', text: t('You need to choose options for your item.') });
        return { backUrl: result.productUrl };
      case 'unavailable':
        return { product: { statusText: t('Out of stock') }, messages: [{ type: 'error', text: result.message }] };
      case 'rejected':
        return { messages: [{ type: 'error', text: result.message }] };
    }
  });

  endpoints.handle(updateItemQty, async (c, input) => {
    privateResponse(c);
    const result = await c.var.shop.carts.updateItemQty(await existingOwner(c.get('session')), input.item_id, input.item_qty);
    if (result.kind === 'not_found') throw new HttpError(404, itemNotFound(), updateItemQty.errorBody);
    if (result.kind === 'rejected') return { success: false, error_message: result.message };
    return { success: true };
  });

  endpoints.handle(removeItem, async (c, input) => {
    privateResponse(c);
    const result = await c.var.shop.carts.removeItem(await existingOwner(c.get('session')), input.item_id);
    if (result.kind !== 'ok') throw new HttpError(404, itemNotFound(), removeItem.errorBody);
    return { success: true };
  });
}

declare module '../../../server/feature' {
  interface ShopServices {
    /** The carts: a guest's by session, a customer's by account. */
    carts: CartService;
  }
}

/** The cart: its service, Add to Cart and the mini cart's changes, its section; a guest cart joins the customer's at sign-in. */
export default defineServerFeature({
  services: {
    carts: (shop) =>
      createCartService({
        db: shop.db,
        clock: shop.clock,
        maxItems: shop.config.maxItemsToDisplay,
        guestCheckoutAllowed: shop.config.guestCheckoutAllowed,
        cartEmptyMessage: shop.config.cartEmptyMessage,
        websiteId: 1,
        storeId: 1,
        currency: shop.config.currency,
        discountOf: (tx, cart) => shop.coupons.discountOf(tx, cart),
        namesInView: (view, ids) => shop.catalog.content.products(view, ids),
        labelsInView: (view) => shop.catalog.content.attributeLabels(view),
      }),
  },
  routes: cartRoutes,
  sections: {
    cart: ({ session, shop, view }) => shop.carts.section(session ? { sessionId: session.id, customerId: session.customerId } : null, view),
  },
  async onSignIn({ shop, tx, previous, current, customerId, view }) {
    // Lines capped to the stock when the carts were combined are told on the next page, named in the view signed in from.
    const capped = await shop.carts.assignGuestCart(tx, previous.id, customerId);
    if (capped.length === 0) return;
    const names = await shop.catalog.content.inTransaction(tx).products(view, capped.map((a) => a.productId));
    await shop.sessions.addMessages(current.id, mergeNotices(capped, names), tx);
  },
});
