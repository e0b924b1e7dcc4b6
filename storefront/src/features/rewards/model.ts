import { t } from '@shop/ui/i18n';

/** The reward-point blocks the server renders (call 4): a page names them without loading the call's contract. */
export const REWARD_BLOCKS = { balance: 'rewards.balance', earn: 'rewards.earn' } as const;

/** My Account › Reward Points. */
export const REWARDS_PATH = '/reward/customer/info/';

/** One line of a customer's reward points history, as the account page shows it. */
export interface RewardHistoryEntry {
  id: number;
  /** Points added or (negative) taken back. */
  delta: number;
  /** What the change was for ("Earned for order #000000012"). */
  reason: string;
  /** ISO 8601. */
  createdAt: string;
}

/** A customer's reward points: the balance and its newest changes. */
export interface RewardAccount {
  balance: number;
  history: RewardHistoryEntry[];
}

/** The words of a history line, in the language of the page that reads them. */
export const rewardReasonText = {
  order_invoiced: (order: string) => t('Earned for order #%1', order),
  order_refunded: (order: string) => t('Taken back for a refund of order #%1', order),
} as const;

/** How many points `minor` units of the currency earn: whole units only, times the rate (integers throughout). */
export function pointsFor(minor: number, minorDigits: number, rate: number): number {
  if (minor <= 0 || rate <= 0) return 0;
  return Math.floor(minor / 10 ** minorDigits) * rate;
}
