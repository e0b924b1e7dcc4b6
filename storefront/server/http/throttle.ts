import type { Context } from 'hono';
import type { CallContract } from '../../src/lib/contract';
import { HttpError } from '../../src/lib/http-error';
import { THROTTLED_CALLS, type ThrottledCall } from '../config';
import type { ShopEnv } from './env';
import { clientAddressKey } from './hosts';

/** The answer's text when a visitor is over a limit (status 429, with Retry-After). */
export function tooManyRequestsMessage(retryAfter: number): string {
  const minutes = Math.ceil(retryAfter / 60);
  const wait = retryAfter < 60 ? `${retryAfter} second${retryAfter === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many requests. Please try again in ${wait}.`;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The account a call's request is counted for besides its address: the e-mail it names, or the cart's owner. */
const accountOf: Record<ThrottledCall, (c: Context<ShopEnv>, input: Record<string, unknown>) => Promise<string | undefined> | string | undefined> = {
  login: (_c, input) => text(input.username),
  createAccount: (_c, input) => text(input.email),
  forgotPasswordPost: (_c, input) => text(input.email),
  contactPost: (_c, input) => text((input.formData as Record<string, unknown> | undefined)?.email),
  // Availability is asked about many addresses: only the asker's address is counted.
  emailAvailable: () => undefined,
  // The cart's owner: adding starts the session anyway.
  addToCart: async (c) => {
    const session = await c.get('session').ensure();
    return session.customerId ? `customer:${session.customerId}` : `session:${session.id}`;
  },
};

const isThrottled = (name: string): name is ThrottledCall => (THROTTLED_CALLS as readonly string[]).includes(name);

/**
 * The throttle step of the shared request path (after the input is validated, before the handler):
 * counts the request for the visitor's address (the socket's peer, or X-Forwarded-For only from a
 * TRUSTED_PROXIES peer; an IPv6 address by its /64, `clientAddressKey`) and its account, and refuses it over the call's limits with 429, a
 * Retry-After header and the message in the call's error body. A call that reloads its page on a
 * refusal (add to cart) finds the message in the messages section afterwards.
 */
export async function assertNotThrottled(c: Context<ShopEnv>, contract: CallContract, input: unknown): Promise<void> {
  if (!isThrottled(contract.name)) return;
  const { shop } = c.var;
  const fields = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const verdict = await shop.throttle.hit(contract.name, {
    ip: clientAddressKey(c, shop.config),
    account: await accountOf[contract.name](c, fields),
  });
  if (verdict.allowed) return;
  const message = tooManyRequestsMessage(verdict.retryAfter);
  c.header('Retry-After', String(verdict.retryAfter));
  c.header('Cache-Control', 'no-store');
  if (contract.name === 'addToCart') await c.get('session').flash({ type: 'error', text: message });
  shop.log.warn('throttled', { call: contract.name, retryAfter: verdict.retryAfter });
  throw new HttpError(429, message, contract.errorBody);
}
