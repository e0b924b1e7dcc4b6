import { z } from 'zod';
import { emailFieldSchema } from '@shop/ui/validation';
import { defineCall, idParam, successMessageSchema, unsuccessfulErrorBody } from '../../lib/contract';
import { defineAccountFormCall } from '../customer/contract';
import { storeField } from '../store-views/contract';
import type * as self from './contract';

/**
 * The footer's Subscribe (Magento's `newsletter/subscriber/new`): the address, checked with the
 * kit's e-mail rule. The answer says whether it worked and the message to show; it is the same
 * whoever the address belongs to (a customer or nobody), so it tells nothing about accounts. The
 * view subscribed in (`store`) is named in the mails' links.
 */
export const newsletterSubscribe = defineCall({
  name: 'newsletterSubscribe',
  method: 'POST',
  path: '/newsletter/subscriber/new',
  accepts: ['json', 'form'],
  request: () => z.object({ email: emailFieldSchema(), ...storeField }),
  response: () => successMessageSchema,
  errorBody: unsuccessfulErrorBody,
});

/** What a mail's link carries: the subscriber's id, its random code and the view subscribed in (whose home page follows). */
const subscriberLinkQuery = z.lazy(() => z.object({ id: idParam, code: z.string().max(128), ...storeField }));

/** The double opt-in mail's link: confirms the subscription, then the home page shows the message. */
export const newsletterConfirm = defineCall({
  name: 'newsletterConfirm',
  method: 'GET',
  path: '/newsletter/subscriber/confirm',
  request: () => subscriberLinkQuery,
  response: () => z.never(),
  answers: 'redirect',
});

/** Every newsletter mail's unsubscribe link: unsubscribes, then the home page shows the message. */
export const newsletterUnsubscribe = defineCall({
  name: 'newsletterUnsubscribe',
  method: 'GET',
  path: '/newsletter/subscriber/unsubscribe',
  request: () => subscriberLinkQuery,
  response: () => z.never(),
  answers: 'redirect',
});

/** My Account › Newsletter Subscriptions, Save: the "General Subscription" checkbox of the signed-in customer. */
export const newsletterManageSave = defineAccountFormCall({
  name: 'newsletterManageSave',
  path: '/newsletter/manage/save',
  accepts: ['json', 'form'],
  request: () => z.object({ is_subscribed: z.union([z.boolean(), z.enum(['0', '1']).transform((value) => value === '1')]) }),
});

declare module '../../lib/contract' {
  // This module's calls and sections join the shop's (no list to edit): `useSection(name)` and the
  // page settings' `urls` are typed from them.
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
