import type { Context } from 'hono';
import type { CallContract, ErrorBody } from '../../src/lib/contract';
import { HttpError } from '../../src/lib/http-error';
import type { ThrottleAccounts } from '../throttle-rule';
import { throttleRules } from '../throttles';
import type { ShopEnv } from './env';
import { clientAddressKey } from './hosts';
import { tooManyRequestsText } from '../../src/lib/too-many-requests';

/** The answer's text when a visitor is over a limit of `call` (status 429, with Retry-After): the call's own first sentence where its rule has one, in the call's language. */
export function tooManyRequestsMessage(retryAfter: number, call?: string): string {
  return tooManyRequestsText(retryAfter, call ? throttleRules[call]?.refusal : undefined);
}

/**
 * Counts one request of `call` for the visitor's address key and `accounts`; over a limit, answers
 * 429 with Retry-After and the message in `errorBody`. Handlers call it for a check they run
 * themselves, before its costly or guessable part (the current password's scrypt).
 */
export async function assertCheckNotThrottled(c: Context<ShopEnv>, call: string, accounts: ThrottleAccounts, errorBody: ErrorBody | undefined): Promise<void> {
  const { shop } = c.var;
  const verdict = await shop.throttle.hit(call, { ip: clientAddressKey(c, shop.config), accounts });
  if (verdict.allowed) return;
  const message = tooManyRequestsMessage(verdict.retryAfter, call);
  c.header('Retry-After', String(verdict.retryAfter));
  c.header('Cache-Control', 'no-store');
  if (throttleRules[call]?.flash) await c.get('session').flash({ type: 'error', text: message });
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
  const accountsOf = Object.hasOwn(throttleRules, contract.name) ? throttleRules[contract.name]!.accounts : undefined;
  if (!accountsOf) return;
  const fields = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  await assertCheckNotThrottled(c, contract.name, await accountsOf(c, fields), contract.errorBody);
}
