import type { Context } from 'hono';
import type { CallContract, ErrorBody } from '../../src/lib/contract';
import { HttpError } from '../../src/lib/http-error';
import type { ThrottledCall } from '../config';
import type { ShopEnv } from './env';
import { clientAddressKey } from './hosts';

/** The first sentence of a refusal where a call words it its own way (Magento's for Place Order). */
const refusalLead: Partial<Record<ThrottledCall, string>> = {
  placeOrder: 'Too many attempts to place an order.',
};

/** The answer's text when a visitor is over a limit of `call` (status 429, with Retry-After). */
export function tooManyRequestsMessage(retryAfter: number, call?: ThrottledCall): string {
  const minutes = Math.ceil(retryAfter / 60);
  const wait = retryAfter < 60 ? `${retryAfter} second${retryAfter === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${(call && refusalLead[call]) ?? 'Too many requests.'} Please try again in ${wait}.`;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

type Accounts = readonly (string | undefined)[];
type AccountsOf = (c: Context<ShopEnv>, input: Record<string, unknown>) => Promise<Accounts> | Accounts;

/** The session's cart owner, as add to cart and Place Order count it. */
const cartOwner = (session: { id: string; customerId: number | null }) => (session.customerId ? `customer:${session.customerId}` : `session:${session.id}`);

/**
 * The calls the shared request path throttles, each with the accounts a request is counted for
 * besides its address. A throttled call that is missing here is counted by its handler
 * ({@link assertCheckNotThrottled}), where only part of its requests run what the limit protects.
 */
const requestAccounts: Partial<Record<ThrottledCall, AccountsOf>> = {
  login: (_c, input) => [text(input.username)],
  createAccount: (_c, input) => [text(input.email)],
  forgotPasswordPost: (_c, input) => [text(input.email)],
  contactPost: (_c, input) => [text((input.formData as Record<string, unknown> | undefined)?.email)],
  // Availability is asked about many addresses: only the asker's address is counted.
  emailAvailable: () => [],
  // The cart's owner: adding starts the session anyway.
  addToCart: async (c) => [cartOwner(await c.get('session').ensure())],
  // Card testing: the cart (named by its owner, as add to cart counts it), the session and the
  // signed-in customer, so neither a new session nor a new cart starts a fresh budget. No session
  // is started: without one there is no cart, and the handler refuses.
  placeOrder: async (c) => {
    const session = await c.get('session').current();
    return session ? [cartOwner(session), `session:${session.id}`] : [];
  },
  // The product reviewed: however many addresses post, its pages are not purged at will.
  reviewPost: (_c, input) => [`product:${String(input.id)}`],
  // Only the address: the call starts no session, so there is no other subject to count.
  frontendActionSync: () => [],
  // The back office: by address only (its accounts lock themselves after repeated failures).
  staffSignIn: () => [],
  staffCode: () => [],
  // Orders and Returns: the order number asked about, whichever address asks.
  guestOrderLookup: (_c, input) => [typeof input.oar_order_id === 'string' ? `order:${input.oar_order_id.trim()}` : undefined],
  // The address subscribed (in lower case, as the subscribers are kept): each hit mails it.
  newsletterSubscribe: (_c, input) => [text(input.email)?.trim().toLowerCase()],
  // Guessing discount codes: the cart's owner, when there is a session (without one there is no cart).
  couponApply: async (c) => {
    const session = await c.get('session').current();
    return session ? [cartOwner(session)] : [];
  },
};

/**
 * Counts one request of `call` for the visitor's address key and `accounts`; over a limit, answers
 * 429 with Retry-After and the message in `errorBody`. Handlers call it for a check they run
 * themselves, before its costly or guessable part (the current password's scrypt).
 */
export async function assertCheckNotThrottled(c: Context<ShopEnv>, call: ThrottledCall, accounts: Accounts, errorBody: ErrorBody | undefined): Promise<void> {
  const { shop } = c.var;
  const verdict = await shop.throttle.hit(call, { ip: clientAddressKey(c, shop.config), accounts });
  if (verdict.allowed) return;
  const message = tooManyRequestsMessage(verdict.retryAfter, call);
  c.header('Retry-After', String(verdict.retryAfter));
  c.header('Cache-Control', 'no-store');
  if (call === 'addToCart') await c.get('session').flash({ type: 'error', text: message });
  shop.log.warn('throttled', { call, retryAfter: verdict.retryAfter });
  throw new HttpError(429, message, errorBody);
}

/**
 * The throttle step of the shared request path (after the input is validated, before the handler):
 * counts the request for the visitor's address (the socket's peer, or X-Forwarded-For only from a
 * TRUSTED_PROXIES peer; an IPv6 address by its /64, `clientAddressKey`) and its accounts, and
 * refuses it over the call's limits with 429, a Retry-After header and the message in the call's
 * error body. A call that reloads its page on a refusal (add to cart) finds the message in the
 * messages section afterwards.
 */
export async function assertNotThrottled(c: Context<ShopEnv>, contract: CallContract, input: unknown): Promise<void> {
  if (!Object.hasOwn(requestAccounts, contract.name)) return;
  const accountsOf = requestAccounts[contract.name as ThrottledCall]!;
  const fields = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  await assertCheckNotThrottled(c, contract.name as ThrottledCall, await accountsOf(c, fields), contract.errorBody);
}
