import { defineAccountFormCall } from '../customer/contract';
import { guestOrderLookupSchema } from './model';
import type * as self from './contract';

/**
 * Orders and Returns' Continue: the order's number, billing last name and e-mail or billing ZIP
 * code. Right: the `guest-view` cookie opens that order, and the answer says where it is shown.
 * Wrong: 400 with one message whatever was wrong. Throttled per address and per order number.
 */
export const guestOrderLookup = defineAccountFormCall({
  name: 'guestOrderLookup',
  path: '/sales/guest/formPost',
  accepts: ['json', 'form'],
  request: () => guestOrderLookupSchema,
});

declare module '../../lib/contract' {
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
