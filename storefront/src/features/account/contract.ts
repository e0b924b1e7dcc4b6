import { z } from 'zod';
import { t } from '@shop/ui/i18n';
import { addressSchema, createAccountInformationSchema } from '@shop/ui/validation';
import { idParam } from '../../lib/contract';
import { CUSTOMER_PASSWORD_POLICY, defineAccountFormCall } from '../customer/contract';
import type * as self from './contract';

/**
 * The account pages' state changes (issue 13). Reads are not calls: an account page reads its
 * customer's records on the server (ADR 0010). Every call here acts on the signed-in customer's
 * own records only: another customer's id answers 404 and changes nothing; a guest gets 401.
 */


/** Why a change of the account area asked for without signing in is refused (401), in the language of the call. */
export const signInRequired = () => t('Please sign in to continue.');

/**
 * Reorder: the order's items go back into the cart, under the cart's quantity and stock rules;
 * what cannot be added is skipped and named in a notice. Answers where to go next (the cart).
 */
export const reorder = defineAccountFormCall({
  name: 'reorder',
  path: '/sales/order/reorder',
  accepts: ['json', 'form'],
  invalidates: ['cart'],
  request: () => z.object({ order_id: idParam }),
});

/**
 * Save Address: a new address (no `id`) or one of the customer's (with `id`), with the
 * checkout's fields and rules (the kit's `addressSchema`), and whether it becomes the default
 * billing and/or shipping address. A default stays a default: unticking it is ignored, as Luma does.
 */
export const saveAddress = defineAccountFormCall({
  name: 'saveAddress',
  path: '/customer/address/formPost',
  accepts: ['json'],
  request: () => z.object({
    id: idParam.optional(),
    address: addressSchema,
    default_billing: z.boolean().optional().default(false),
    default_shipping: z.boolean().optional().default(false),
  }),
});

/** Delete Address: refused (400) for a default billing or shipping address. */
export const deleteAddress = defineAccountFormCall({
  name: 'deleteAddress',
  path: '/customer/address/delete',
  accepts: ['json', 'form'],
  request: () => z.object({ id: idParam }),
});

/**
 * Save Account Information: names, date of birth (stored month/day/year), and when ticked a new
 * e-mail (free, not another account's) and/or a new password (the store's policy, not the
 * e-mail), each needing the current password. A new password signs the customer out everywhere
 * else and gives this browser a new session; either change writes a notice to the outbox.
 */
export const editAccount = defineAccountFormCall({
  name: 'editAccount',
  path: '/customer/account/editPost',
  accepts: ['json'],
  invalidates: ['customer'],
  request: () => createAccountInformationSchema(CUSTOMER_PASSWORD_POLICY),
});

export type EditAccountRequest = z.input<typeof editAccount.request>;

declare module '../../lib/contract' {
  // This module's calls and sections join the shop's (no list to edit): `useSection(name)` and the
  // page settings' `urls` are typed from them.
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
