import { GROUP_CHANGE_LOGOUT_DELAY_MS } from '../../config/constants';
import { getClock, type Clock, type TimerHandle } from '@shop/ui/clock';
import type { GroupUpdateRequest, GroupUpdateResult } from './api';

/** The customer fields the rule needs (from the customer section). */
export interface CustomerIdentity {
  id?: number | string;
  group_id?: number | string;
}

function present(value: number | string | undefined): value is number | string {
  return value !== undefined && value !== null && value !== '';
}

/** The request to post, or null when the customer has no id or no group_id (a guest). */
export function groupUpdateRequestFor(customer: CustomerIdentity | undefined): GroupUpdateRequest | null {
  if (!customer || !present(customer.id) || !present(customer.group_id)) return null;
  return { customerId: customer.id, customerGroupIdFromCustomerData: customer.group_id };
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

/** How a group check ended. */
export type GroupCheckOutcome = 'skipped' | 'unchanged' | 'logout-scheduled';

export interface GroupCheckOptions {
  customer: CustomerIdentity | undefined;
  /** Call 6. */
  post: (request: GroupUpdateRequest) => Promise<GroupUpdateResult>;
  effects: GroupChangeEffects;
  /** Absolute address of customer/account/logout. */
  logoutUrl: string;
  clock?: Clock;
  /** Receives the timer so a caller can cancel the redirect (a page leaving). */
  onTimer?: (handle: TimerHandle) => void;
}

/**
 * The group-change logout (SPEC.md §4): for a customer with id and group_id the
 * group update is posted; on `result: true` the page scrolls smoothly to the top,
 * shows the message and 5000 ms later goes to the logout route. Any other answer,
 * or a failed request, changes nothing visible.
 */
export async function checkGroupChange(options: GroupCheckOptions): Promise<GroupCheckOutcome> {
  const request = groupUpdateRequestFor(options.customer);
  if (!request) return 'skipped';
  let answer: GroupUpdateResult;
  try {
    answer = await options.post(request);
  } catch (error) {
    console.error(error);
    return 'unchanged';
  }
  if (answer.result !== true) return 'unchanged';
  options.effects.scrollToTop();
  options.effects.showMessage(answer.message);
  const clock = options.clock ?? getClock();
  const timer = clock.setTimeout(() => options.effects.redirect(options.logoutUrl), GROUP_CHANGE_LOGOUT_DELAY_MS);
  options.onTimer?.(timer);
  return 'logout-scheduled';
}
