import type { HttpClient } from '../../lib/http';
import { loadLazyBlocks } from '../customer-data/api';

/** The reward-point blocks the server renders. */
export const REWARD_BLOCKS = { balance: 'rewards.balance', earn: 'rewards.earn' } as const;

/** Call 4: GET the reward-point blocks (private: the balance is the signed-in customer's). */
export function loadRewardBlocks(http: HttpClient, url: string, blocks: readonly string[], originalRequest: Record<string, unknown>): Promise<Record<string, string>> {
  return loadLazyBlocks(http, url, blocks, { originalRequest });
}
