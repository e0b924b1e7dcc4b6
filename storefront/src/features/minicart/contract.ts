import { z } from 'zod';
import { defineCallFamily, idParam, type ErrorBody } from '../../lib/contract';
import { quantityParam } from '../cart/contract';
import type * as self from './contract';

/** Calls 10 and 11 answer success, or an error message. */
export const itemChangeResponseSchema = z.lazy(() => z.object({
  success: z.boolean(),
  error_message: z.string().optional(),
}));

export type ItemChangeResponse = z.output<typeof itemChangeResponseSchema>;

/** Refusals of calls 10 and 11 carry the message as `error_message`, which the mini cart shows. */
const itemChangeError: ErrorBody = (message) => ({ success: false, error_message: message });

/** Calls 10 and 11: a change of a cart line, from the mini cart. */
const defineItemChangeCall = defineCallFamily({
  method: 'POST',
  accepts: ['form', 'json'],
  invalidates: ['cart'],
  response: () => itemChangeResponseSchema,
  errorBody: itemChangeError,
});

/** Call 10: the new quantity of a cart line. */
export const updateItemQty = defineItemChangeCall({
  name: 'updateItemQty',
  path: '/checkout/sidebar/updateItemQty',
  request: () => z.object({ item_id: idParam, item_qty: quantityParam }),
});

/** Call 11: remove a cart line. */
export const removeItem = defineItemChangeCall({
  name: 'removeItem',
  path: '/checkout/sidebar/removeItem',
  request: () => z.object({ item_id: idParam }),
});

declare module '../../lib/contract' {
  // This module's calls and sections join the shop's (no list to edit): `useSection(name)` and the
  // page settings' `urls` are typed from them.
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
