import { addToCart } from '../../../src/features/cart/contract';
import { removeItem, updateItemQty } from '../../../src/features/minicart/contract';
import { HttpError } from '../../../src/lib/http-error';
import { escapeHtml } from '../../lib/html';
import { shopPaths } from '../../lib/urls';
import { ITEM_NOT_FOUND, type CartOwner } from '../../services/cart.server';
import type { EndpointRegistry } from '../endpoint';
import { privateResponse } from '../responses';
import type { RequestSession } from '../session';

async function ownerOf(session: RequestSession): Promise<CartOwner> {
  const record = await session.ensure();
  return { sessionId: record.id, customerId: record.customerId };
}

/** The cart owner when the visitor has a session; without one there is no cart line to change. */
async function existingOwner(session: RequestSession): Promise<CartOwner> {
  const record = await session.current();
  if (!record) throw new HttpError(404, ITEM_NOT_FOUND, updateItemQty.errorBody);
  return { sessionId: record.id, customerId: record.customerId };
}

/** Add to cart and the mini cart's update and remove. */
export function cartRoutes(endpoints: EndpointRegistry) {
  endpoints.handle(addToCart, async (c, input) => {
    privateResponse(c);
    const { shop } = c.var;
    const session = c.get('session');
    const owner = await ownerOf(session);
    const result = await shop.carts.add(owner, { productId: input.product, qty: input.qty, superAttribute: input.super_attribute ?? {} });
    switch (result.kind) {
      case 'added':
        return {
          messages: [{ type: 'success', text: `You added ${escapeHtml(result.productName)} to your <a href="${shopPaths.cart}">shopping cart</a>.` }],
          minicart: shop.carts.minicartHtml(result.summaryCount),
        };
      case 'not_found':
        throw new HttpError(404, 'The product that was requested does not exist.');
      case 'bad_options':
        throw new HttpError(400, result.message);
      case 'needs_options':
        await session.flash({ type: 'notice', text: 'You need to choose options for your item.' });
        return { backUrl: result.productUrl };
      case 'unavailable':
        return { product: { statusText: 'Out of stock' }, messages: [{ type: 'error', text: result.message }] };
      case 'rejected':
        return { messages: [{ type: 'error', text: result.message }] };
    }
  });

  endpoints.handle(updateItemQty, async (c, input) => {
    privateResponse(c);
    const result = await c.var.shop.carts.updateItemQty(await existingOwner(c.get('session')), input.item_id, input.item_qty);
    if (result.kind === 'not_found') throw new HttpError(404, ITEM_NOT_FOUND, updateItemQty.errorBody);
    if (result.kind === 'rejected') return { success: false, error_message: result.message };
    return { success: true };
  });

  endpoints.handle(removeItem, async (c, input) => {
    privateResponse(c);
    const result = await c.var.shop.carts.removeItem(await existingOwner(c.get('session')), input.item_id);
    if (result.kind !== 'ok') throw new HttpError(404, ITEM_NOT_FOUND, removeItem.errorBody);
    return { success: true };
  });
}
