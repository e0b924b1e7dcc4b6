import { z } from 'zod';
import { defineCall, idParam, type ErrorBody } from '../../lib/contract';
import { quantityParam } from '../cart/contract';
import type * as self from './contract';

/** Calls 10 and 11 answer success, or an error message. */
export const itemChangeResponseSchema = z.object({
  success: z.boolean(),
  error_message: z.string().optional(),
});

export type ItemChangeResponse = z.output<typeof itemChangeResponseSchema>;

/** Refusals of calls 10 and 11 carry the message as `error_message`, which the mini cart shows. */
const itemChangeError: ErrorBody = (message) => ({ success: false, error_message: message });

/** Call 10: the new quantity of a cart line. */
export const updateItemQty = defineCall({
  name: 'updateItemQty',
  method: 'POST',
  path: '/checkout/sidebar/updateItemQty',
  accepts: ['form', 'json'],
  invalidates: ['cart'],
  request: z.object({ item_id: idParam, item_qty: quantityParam }),
  response: itemChangeResponseSchema,
  errorBody: itemChangeError,
});

/** Call 11: remove a cart line. */
export const removeItem = defineCall({
  name: 'removeItem',
  method: 'POST',
  path: '/checkout/sidebar/removeItem',
  accepts: ['form', 'json'],
  invalidates: ['cart'],
  request: z.object({ item_id: idParam }),
  response: itemChangeResponseSchema,
  errorBody: itemChangeError,
});

declare module '../../lib/contract' {
  // This module's calls and sections join the shop's (no list to edit): `useSection(name)` and the
  // page settings' `urls` are typed from them.
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
