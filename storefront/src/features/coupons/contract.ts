import { z } from 'zod';
import { ruleSchema } from '@shop/ui/validation';
import { COUPON_CODE_MAX_LENGTH } from './model';
import { defineCallFamily, successMessageSchema, unsuccessfulErrorBody } from '../../lib/contract';
import type * as self from './contract';

/**
 * Discount codes (issue 30 item 1): the cart's "Apply Discount Code" block applies a cart price
 * rule's code to the shopper's cart and cancels it. The discount itself is computed by the server
 * and comes back through the cart section and checkout's totals, never from the browser.
 */

/** A code as the field sends it: trimmed, 1 to 255 characters (Magento's coupon code length). */
export const couponCodeParam = ruleSchema('required-entry', ['validate-length', { maxLength: COUPON_CODE_MAX_LENGTH }]).transform((code) => code.trim());

/** The cart's coupon posts: a message either way, the cart and the messages area reloaded after. */
const couponPost = defineCallFamily({
  method: 'POST',
  accepts: ['json', 'form'],
  invalidates: ['cart', 'messages'],
  response: () => successMessageSchema,
  errorBody: unsuccessfulErrorBody,
});

/** Apply a code to the shopper's cart: Luma's couponPost. The message goes to the messages area. */
export const couponApply = couponPost({ name: 'couponApply', path: '/checkout/cart/couponPost', request: () => z.object({ coupon_code: couponCodeParam }) });

/** Cancel the cart's code ("Cancel Coupon"). */
export const couponCancel = couponPost({ name: 'couponCancel', path: '/checkout/cart/couponCancel', request: () => z.object({}) });

declare module '../../lib/contract' {
  // This module's calls join the shop's (no list to edit).
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
