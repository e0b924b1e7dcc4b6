import { GROUP_CHANGE_LOGOUT_DELAY_MS } from '../../config/constants';
import { getClock, type Clock, type TimerHandle } from '@shop/ui/clock';
import type { RequestOf } from '../../lib/contract';
import type { customerGroupUpdate, GroupUpdateResult } from './contract';
import { logger } from '@shop/ui/logger';

/** The group-update request body. */
export type GroupUpdateRequest = RequestOf<typeof customerGroupUpdate>;

/**
 * How long the server's word on a customer's group is trusted before a page view asks again:
 * an active customer costs at most one group check per interval instead of one per page view,
 * and a customer an admin moved is signed out at their first page view after it.
 */
export const GROUP_RECHECK_INTERVAL_MS = 5 * 60 * 1000;

/** The customer fields the rule needs (from the customer section). */
export interface CustomerIdentity {
  id?: number | string;
  group_id?: number | string;
  /** When the server built the section (seconds since the epoch): its group_id was read from the database then. */
  data_id?: number;
}

/** The server's last answer that a customer's group had not changed, kept between page views. */
export interface GroupConfirmation {
  customerId: number | string;
  groupId: number | string;
  /** When it was received (milliseconds since the epoch, the browser's clock). */
  at: number;
}

/** A confirmation as kept in storage, or null when the value is not one. */
export function parseGroupConfirmation(value: unknown): GroupConfirmation | null {
  if (typeof value !== 'object' || value === null) return null;
  const { customerId, groupId, at } = value as Record<string, unknown>;
  const isId = (id: unknown): id is number | string => (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '');
  return isId(customerId) && isId(groupId) && typeof at === 'number' && Number.isFinite(at) ? { customerId, groupId, at } : null;
}

function present(value: number | string | undefined): value is number | string {
  return value !== undefined && value !== null && value !== '';
}

/** The request to post, or null when the customer has no id or no group_id (a guest). */
export function groupUpdateRequestFor(customer: CustomerIdentity | undefined): GroupUpdateRequest | null {
  if (!customer || !present(customer.id) || !present(customer.group_id)) return null;
  return { customerId: customer.id, customerGroupIdFromCustomerData: customer.group_id };
}

const sameId = (a: number | string, b: number | string) => String(a) === String(b);

/** What a page view knows about the customer's group besides the customer section. */
export interface GroupCheckPolicy {
  /** The group id the page expects the customer to have (see `GroupChangeLogoutOptions.awaitingCustomerGroupId`). */
  awaitingCustomerGroupId?: number | string | undefined;
  /** The server's last confirmation, if any. */
  confirmation?: GroupConfirmation | null | undefined;
  /** Milliseconds since the epoch. */
  now: number;
  /** @default GROUP_RECHECK_INTERVAL_MS */
  recheckIntervalMs?: number | undefined;
}

/** Whether a page view posts the group update, and why. */
export type GroupCheckDecision =
  | { post: GroupUpdateRequest; reason: 'unexpected-group' | 'not-confirmed-recently' }
  | { post: null; reason: 'guest' | 'expected-group' | 'confirmed-recently' };

/**
 * Decides whether this page view asks the server (call 6). A guest never does. When the page
 * knows which group to expect, it asks only if the customer section shows another one. Otherwise
 * the section's group_id is trusted for the re-check interval after the server read it (the
 * section's data_id; one dated in the future, a browser clock behind the server's, does not count)
 * or last confirmed it for this customer and group; after that the page view asks.
 */
export function decideGroupCheck(customer: CustomerIdentity | undefined, policy: GroupCheckPolicy): GroupCheckDecision {
  if (!customer || !present(customer.id) || !present(customer.group_id)) return { post: null, reason: 'guest' };
  const { id, group_id: groupId } = customer;
  const request: GroupUpdateRequest = { customerId: id, customerGroupIdFromCustomerData: groupId };
  if (present(policy.awaitingCustomerGroupId)) {
    return sameId(policy.awaitingCustomerGroupId, groupId) ? { post: null, reason: 'expected-group' } : { post: request, reason: 'unexpected-group' };
  }
  const interval = policy.recheckIntervalMs ?? GROUP_RECHECK_INTERVAL_MS;
  const readAt = typeof customer.data_id === 'number' ? customer.data_id * 1000 : undefined;
  const { confirmation } = policy;
  const confirmedAt = confirmation && sameId(confirmation.customerId, id) && sameId(confirmation.groupId, groupId) ? confirmation.at : undefined;
  const known = [readAt, confirmedAt].filter((at): at is number => at !== undefined && at <= policy.now);
  const latest = known.length > 0 ? Math.max(...known) : undefined;
  return latest !== undefined && policy.now - latest < interval
    ? { post: null, reason: 'confirmed-recently' }
    : { post: request, reason: 'not-confirmed-recently' };
}

/** What the page does when the group changed. */
export interface GroupChangeEffects {
  /** Scrolls smoothly to the top. */
  scrollToTop(): void;
  /** Shows the message in the group-update message container (classes message and notice). */
  showMessage(message: string): void;
  /** Full-page navigation. */
  redirect(url: string): void;
}

/**
 * How a group check ended: a guest (`skipped`), the group trusted without asking (`trusted`),
 * the server saying nothing changed or the call failing (`unchanged`), the logout under way
 * (`logout-scheduled`), or the page moving on before the answer (`cancelled`).
 */
export type GroupCheckOutcome = 'skipped' | 'trusted' | 'unchanged' | 'logout-scheduled' | 'cancelled';

export interface GroupCheckOptions extends Partial<Omit<GroupCheckPolicy, 'now'>> {
  customer: CustomerIdentity | undefined;
  /** Call 6. */
  post: (request: GroupUpdateRequest) => Promise<GroupUpdateResult>;
  effects: GroupChangeEffects;
  /** Absolute address of customer/account/logout. */
  logoutUrl: string;
  clock?: Clock;
  /** Receives the timer so a caller can cancel the redirect (a page leaving). */
  onTimer?: (handle: TimerHandle) => void;
  /** Receives the server's confirmation that the group is unchanged, to keep for later page views. */
  onConfirmed?: (confirmation: GroupConfirmation) => void;
  /** Aborted when the page no longer wants the answer: nothing is shown, kept or scheduled. */
  signal?: AbortSignal;
}

/**
 * The group-change logout (SPEC.md §4): for a customer with id and group_id the group update is
 * posted when {@link decideGroupCheck} says so; on `result: true` the page scrolls smoothly to the
 * top, shows the message and 5000 ms later goes to the logout route. Any other answer is kept as
 * a confirmation; a failed request changes nothing visible.
 */
export async function checkGroupChange(options: GroupCheckOptions): Promise<GroupCheckOutcome> {
  const clock = options.clock ?? getClock();
  const decision = decideGroupCheck(options.customer, { ...options, now: clock.now() });
  if (!decision.post) return decision.reason === 'guest' ? 'skipped' : 'trusted';
  let answer: GroupUpdateResult;
  try {
    answer = await options.post(decision.post);
  } catch (error) {
    if (options.signal?.aborted) return 'cancelled';
    logger.error('The customer group update failed', error);
    return 'unchanged';
  }
  if (options.signal?.aborted) return 'cancelled';
  if (answer.result !== true) {
    const { id, group_id: groupId } = options.customer ?? {};
    if (present(id) && present(groupId)) options.onConfirmed?.({ customerId: id, groupId, at: clock.now() });
    return 'unchanged';
  }
  options.effects.scrollToTop();
  options.effects.showMessage(answer.message);
  const timer = clock.setTimeout(() => options.effects.redirect(options.logoutUrl), GROUP_CHANGE_LOGOUT_DELAY_MS);
  options.onTimer?.(timer);
  return 'logout-scheduled';
}
