import { z } from 'zod';
import { escapeHtml } from '../../lib/html';
import { shopPaths } from '../../lib/urls';
import { ITEM_NOT_FOUND, type CartOwner } from '../../services/cart.server';
import type { EndpointRegistry } from '../endpoint';
import { HttpError, type ErrorShape } from '../errors';
import { postInput } from '../input';
import { privateResponse } from '../responses';
import type { RequestSession } from '../session';

const sidebarShape: ErrorShape = (message) => ({ success: false, error_message: message });

/** A positive integer id sent as a form string or a JSON number. */
const id = z.coerce.number().int().positive().max(2_147_483_647);
/** A whole quantity; 0 and negatives pass here and meet the cart's own rule and message. */
const quantity = z.coerce.number().int().min(-1_000_000).max(1_000_000);

const addSchema = z.object({
  product: id,
  qty: z.preprocess((v) => (v === '' ? undefined : v), quantity.optional()),
  super_attribute: z.record(z.string().regex(/^\d+$/, 'Expected an attribute id'), id).optional(),
  options: z.record(z.string().max(64), z.union([z.string().max(1000), z.array(z.string().max(1000)).max(50)])).optional(),
});

const updateSchema = z.object({ item_id: id, item_qty: quantity });
const removeSchema = z.object({ item_id: id });

async function ownerOf(session: RequestSession): Promise<CartOwner> {
  const record = await session.ensure();
  return { sessionId: record.id, customerId: record.customerId };
}

/** The cart owner when the visitor has a session; without one there is no cart line to change. */
async function existingOwner(session: RequestSession): Promise<CartOwner> {
  const record = await session.current();
  if (!record) throw new HttpError(404, ITEM_NOT_FOUND, sidebarShape);
  return { sessionId: record.id, customerId: record.customerId };
}

/** Add to cart and the mini cart's update and remove. */
export function cartRoutes(endpoints: EndpointRegistry) {
  endpoints.post('/checkout/cart/add', async (c) => {
    privateResponse(c);
    const { input } = await postInput(c, addSchema, ['form', 'json']);
    const { shop } = c.var;
    const session = c.get('session');
    const owner = await ownerOf(session);
    const result = await shop.carts.add(owner, { productId: input.product, qty: input.qty, superAttribute: input.super_attribute ?? {} });
    switch (result.kind) {
      case 'added':
        return c.json({
          messages: [{ type: 'success', text: `You added ${escapeHtml(result.productName)} to your <a href="${shopPaths.cart}">shopping cart</a>.` }],
          minicart: shop.carts.minicartHtml(result.summaryCount),
        });
      case 'not_found':
        throw new HttpError(404, 'The product that was requested does not exist.');
      case 'bad_options':
        throw new HttpError(400, result.message);
      case 'needs_options':
        await session.flash({ type: 'notice', text: 'You need to choose options for your item.' });
        return c.json({ backUrl: result.productUrl });
      case 'unavailable':
        return c.json({ product: { statusText: 'Out of stock' }, messages: [{ type: 'error', text: result.message }] });
      case 'rejected':
        return c.json({ messages: [{ type: 'error', text: result.message }] });
    }
  });

  endpoints.post('/checkout/sidebar/updateItemQty', async (c) => {
    privateResponse(c);
    const { input } = await postInput(c, updateSchema, ['form', 'json'], sidebarShape);
    const result = await c.var.shop.carts.updateItemQty(await existingOwner(c.get('session')), input.item_id, input.item_qty);
    if (result.kind === 'not_found') throw new HttpError(404, ITEM_NOT_FOUND, sidebarShape);
    if (result.kind === 'rejected') return c.json({ success: false, error_message: result.message });
    return c.json({ success: true });
  });

  endpoints.post('/checkout/sidebar/removeItem', async (c) => {
    privateResponse(c);
    const { input } = await postInput(c, removeSchema, ['form', 'json'], sidebarShape);
    const result = await c.var.shop.carts.removeItem(await existingOwner(c.get('session')), input.item_id);
    if (result.kind !== 'ok') throw new HttpError(404, ITEM_NOT_FOUND, sidebarShape);
    return c.json({ success: true });
  });
}
