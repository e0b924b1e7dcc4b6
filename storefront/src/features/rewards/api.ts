import type { HttpClient } from '../../lib/http';
import { buildLazyBlockQuery } from '../customer-data/api';
import { rewardsBlock } from './contract';

export { REWARD_BLOCKS } from './contract';

/** Call 4: GET the reward-point blocks (private: the balance is the signed-in customer's). */
export function loadRewardBlocks(http: HttpClient, url: string, blocks: readonly string[], originalRequest: Record<string, unknown>): Promise<Record<string, string>> {
  const { blocks: names, originalRequest: request } = buildLazyBlockQuery(blocks, { originalRequest });
  return http.call(rewardsBlock, { blocks: names, originalRequest: request }, { url });
}
