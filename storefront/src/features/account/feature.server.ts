import type { Context } from 'hono';
import { t } from '@shop/ui/i18n';
import { setCookie } from 'hono/cookie';
import { MESSAGES_COOKIE } from '../../config/constants';
import { formatDob } from '@shop/ui/validation';
import { deleteAddress, editAccount, reorder, saveAddress, signInRequired } from './contract';
import { accountPaths } from './paths';
import { HttpError } from '../../lib/http-error';
import { shopPaths } from '../../../server/lib/urls';
import { hashPassword, verifyPassword } from '../../../server/lib/passwords';
import { REGISTRATION_MESSAGES, newPasswordProblem } from '../customer/contract';
import { isUniqueViolation } from '../../../server/db/database';
import { noLongerAvailable, notAddedToCart } from '../cart/api';
import { ACCOUNT_CHANGE_KINDS, accountChange, accountChangedMail } from './mails/account-changed';
import type { FlashMessage } from '../../../server/services/sessions.server';
import type { EndpointRegistry } from '../../../server/http/endpoint';
import { defineServerFeature } from '../../../server/feature';
import { createAccountService, type AccountReader, type AccountService } from './account.server';
import type { ShopEnv } from '../../../server/http/env';
import { privateResponse } from '../../../server/http/responses';
import { callView } from '../../../server/http/store-view';
import { assertCheckNotThrottled } from '../../../server/http/throttle';

/** The account calls' answers (Magento's words), each read in the language of the request that shows it. */
export const ACCOUNT_MESSAGES = {
  get orderNotFound() {
    return t('This order no longer exists.');
  },
  get addressNotFound() {
    return t('We can\u2019t find this address.');
  },
  get addressSaved() {
    return t('You saved the address.');
  },
  get addressDeleted() {
    return t('You deleted the address.');
  },
  get defaultAddressNotDeleted() {
    return t('You can\u2019t delete a default billing or shipping address. Choose another default address first.');
  },
  get wrongPassword() {
    return t("The password doesn't match this account. Verify the password and try again.");
  },
  get accountSaved() {
    return t('You saved the account information.');
  },
  get nothingReordered() {
    return t('None of the items of this order can be added to your cart now.');
  },
};


/** A refusal in the account forms' answer (`success: false` and the message), which their callers read. */
const refuse = (status: number, message: string) => new HttpError(status, message, (text) => ({ success: false, message: text }));

/** The signed-in customer's session; a guest is refused (401) before anything is read. */
async function signedIn(c: Context<ShopEnv>) {
  privateResponse(c);
  const session = await c.get('session').current();
  if (!session?.customerId) throw refuse(401, signInRequired());
  return { session, customerId: session.customerId };
}

/**
 * The account pages' changes (issue 13): every one acts on the signed-in customer's own records,
 * looked up by owner and id together; another customer's id is answered 404 and changes nothing.
 * A navigation follows each success: its message waits in the messages section (`backUrl`).
 */
function accountRoutes(endpoints: EndpointRegistry) {
  endpoints.handle(reorder, async (c, input) => {
    const { shop } = c.var;
    const { session, customerId } = await signedIn(c);
    const lines = await shop.account.reader(customerId).orderLines(input.order_id);
    if (!lines) throw refuse(404, ACCOUNT_MESSAGES.orderNotFound);
    const owner = { sessionId: session.id, customerId };
    const notices: FlashMessage[] = [];
    let added = 0;
    // One line at a time through the cart's own add: the same quantity and stock rules as Add to Cart.
    for (const line of lines) {
      if (line.productId === null) {
        notices.push({ type: 'error', text: notAddedToCart(line.name, noLongerAvailable()) });
        continue;
      }
      const superAttribute = Object.fromEntries(line.options.map((option) => [String(option.option_id), Number(option.option_value)]));
      const result = await shop.carts.add(owner, { productId: line.productId, qty: line.qty, superAttribute });
      if (result.kind === 'added') added += 1;
      else notices.push({ type: 'error', text: notAddedToCart(line.name, 'message' in result ? result.message : noLongerAvailable()) });
    }
    if (added === 0) throw refuse(409, ACCOUNT_MESSAGES.nothingReordered);
    if (notices.length > 0) await shop.sessions.addMessages(session.id, notices);
    return { success: true, redirectUrl: shopPaths.cart, backUrl: shopPaths.cart };
  });

  endpoints.handle(saveAddress, async (c, input) => {
    const { shop } = c.var;
    const { session, customerId } = await signedIn(c);
    const saved = await shop.account.saveAddress(customerId, {
      id: input.id,
      address: input.address,
      defaultBilling: input.default_billing,
      defaultShipping: input.default_shipping,
    });
    if (saved === null) throw refuse(404, ACCOUNT_MESSAGES.addressNotFound);
    await shop.sessions.addMessages(session.id, [{ type: 'success', text: ACCOUNT_MESSAGES.addressSaved }]);
    return { success: true, message: ACCOUNT_MESSAGES.addressSaved, redirectUrl: accountPaths.addressBook, backUrl: accountPaths.addressBook };
  });

  endpoints.handle(deleteAddress, async (c, input) => {
    const { shop } = c.var;
    const { session, customerId } = await signedIn(c);
    const outcome = await shop.account.deleteAddress(customerId, input.id);
    if (outcome === 'not_found') throw refuse(404, ACCOUNT_MESSAGES.addressNotFound);
    if (outcome === 'default') throw refuse(400, ACCOUNT_MESSAGES.defaultAddressNotDeleted);
    await shop.sessions.addMessages(session.id, [{ type: 'success', text: ACCOUNT_MESSAGES.addressDeleted }]);
    return { success: true, message: ACCOUNT_MESSAGES.addressDeleted, redirectUrl: accountPaths.addressBook, backUrl: accountPaths.addressBook };
  });

  endpoints.handle(editAccount, async (c, input) => {
    const { shop } = c.var;
    const { session: current, customerId } = await signedIn(c);
    const customer = await shop.customers.byId(customerId);
    if (!customer) throw refuse(401, signInRequired());
    const email = input.change_email ? input.email.trim() : customer.email;
    if (input.change_email || input.change_password) {
      // Counted before scrypt runs: a stolen session must not guess the password, nor make the shop hash at will.
      await assertCheckNotThrottled(c, 'currentPassword', [`customer:${customerId}`], editAccount.errorBody);
      if (!(await verifyPassword(input.current_password, customer.passwordHash))) throw refuse(400, ACCOUNT_MESSAGES.wrongPassword);
    }
    const emailChanged = input.change_email && email.toLowerCase() !== customer.email.toLowerCase();
    if (emailChanged && !(await shop.customers.isEmailAvailable(email))) throw refuse(400, REGISTRATION_MESSAGES.emailTaken);
    if (input.change_password) {
      const problem = newPasswordProblem(input.password, email);
      if (problem) throw refuse(400, problem);
    }
    const typed = input.dob && [input.dob.day, input.dob.month, input.dob.year].some((part) => part.trim() !== '');
    // Hashed before the transaction: PGlite runs one at a time, and scrypt takes a while.
    const change = accountChange(emailChanged, input.change_password);
    const toName = `${input.firstname} ${input.lastname}`;
    const [passwordHash, notice] = await Promise.all([
      input.change_password ? hashPassword(input.password) : undefined,
      change ? accountChangedMail({ baseUrl: shop.config.baseUrl, change, firstname: input.firstname, lastname: input.lastname, ...(emailChanged ? { newEmail: email } : {}), store: callView(c).code }) : undefined,
    ]);
    const session = c.get('session');
    let rotation: Awaited<ReturnType<typeof session.rotate>> | undefined;
    try {
      await shop.db.transaction(async (tx) => {
        // A new password gives this browser a new session id (locked first, as sign-in does); a new
        // password or e-mail ends the others, this browser's kept.
        if (passwordHash) rotation = await session.rotate(tx, customerId);
        await shop.account.saveInformation(
          tx,
          customerId,
          {
            firstname: input.firstname,
            lastname: input.lastname,
            dob: typed ? formatDob(input.dob!) : null,
            ...(input.change_email ? { email } : {}),
            ...(passwordHash ? { passwordHash } : {}),
            keepSessionId: rotation ? rotation.record.id : current.id,
          },
          change && notice ? { kind: ACCOUNT_CHANGE_KINDS[change], to: customer.email, toName, ...notice } : undefined,
        );
      });
    } catch (error) {
      if (isUniqueViolation(error, 'customers_email_idx')) throw refuse(400, REGISTRATION_MESSAGES.emailTaken);
      throw error;
    }
    rotation?.commit();
    if (passwordHash) shop.log.info('customer password changed', { customerId });
    // The message rides in the `mage-messages` cookie, not the session: a new password gives the
    // browser a new session (a new private-content owner), whose sections the page reloads at
    // once, before the dashboard it goes to would show a session message.
    setCookie(c, MESSAGES_COOKIE, JSON.stringify([{ type: 'success', text: ACCOUNT_MESSAGES.accountSaved }]), { path: '/', sameSite: 'Lax' });
    return { success: true, message: ACCOUNT_MESSAGES.accountSaved, redirectUrl: accountPaths.dashboard, backUrl: accountPaths.dashboard };
  });
}

declare module '../../../server/feature' {
  interface ShopServices {
    /** My Account's reads and changes, each through the signed-in owner. */
    account: AccountService;
  }
}

declare module '../../../server/context' {
  interface AccountAccess {
    /** The signed-in customer's reads, or null for a guest. */
    customer(): Promise<AccountReader | null>;
  }
}

/** My Account: the reader the account pages use, and its changes (reorder, addresses, account information). */
export default defineServerFeature({
  services: {
    account: ({ db, orders, wishlist, sales }) => createAccountService({ db, orders, wishlist, sales }),
  },
  routes: accountRoutes,
  privateReads: {
    customer: async (visitor, shop) => {
      const session = await visitor.session();
      return session?.customerId ? shop.account.reader(session.customerId) : null;
    },
  },
});
