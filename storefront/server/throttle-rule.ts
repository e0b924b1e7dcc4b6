import type { Context } from 'hono';
import type { ShopEnv } from './http/env';

/** Hits allowed per window, per visitor address and per account (an e-mail, the cart's session or customer…); 0: not counted. */
export interface ThrottleLimit {
  perIp: number;
  perAccount: number;
  windowSeconds: number;
}

/** The accounts a request is counted for besides its address (an `undefined` one is not counted). */
export type ThrottleAccounts = readonly (string | undefined)[];

/**
 * How the throttle counts one call (by its contract's name) or one check a handler runs itself:
 * a capability declares its own in its folder's `throttle.server.ts` (`defineThrottles`), and the
 * configuration and the shared request path find them there (`server/throttles.ts`).
 */
export interface ThrottleRule {
  /** The setting that overrides the limits, as `perIp,perAccount,windowSeconds` (e.g. THROTTLE_LOGIN). */
  setting: `THROTTLE_${string}`;
  /** The limits when the setting is not given. */
  limits: ThrottleLimit;
  /**
   * The accounts a request of the call is counted for besides its address, on the shared request
   * path (after the input is validated, before the handler). Absent: the handler counts the check
   * itself (`assertCheckNotThrottled`), where only some of its requests run what the limit protects.
   */
  accounts?: (c: Context<ShopEnv>, input: Record<string, unknown>) => Promise<ThrottleAccounts> | ThrottleAccounts;
  /** The refusal's first sentence where the call words it its own way, read in the call's language (`t()`). @default 'Too many requests.' */
  refusal?: () => string;
  /** The refusal is also kept for the messages section: the call reloads its page when refused (add to cart). */
  flash?: boolean;
}

export function defineThrottles<const Rules extends Record<string, ThrottleRule>>(rules: Rules): Rules {
  return rules;
}

/** The cart's owner, as add to cart, Place Order and discount codes count it: the customer, or the guest's session. */
export function cartOwner(session: { id: string; customerId: number | null }): string {
  return session.customerId ? `customer:${session.customerId}` : `session:${session.id}`;
}

/** The current session's cart owner and the session itself, without starting one (none: there is no cart to count). */
export async function currentCartAccounts(c: Context<ShopEnv>): Promise<{ cart: string; session: string } | null> {
  const session = await c.get('session').current();
  return session ? { cart: cartOwner(session), session: `session:${session.id}` } : null;
}

/** A non-empty string field of the input, or nothing to count. */
export function textField(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
