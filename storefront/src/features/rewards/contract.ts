import { z } from 'zod';
import { defineCall } from '../../lib/contract';
import { blockListParam, originalRequestParam, renderedBlocksSchema } from '../customer-data/contract';

/** The reward-point blocks the server renders. */
export const REWARD_BLOCKS = { balance: 'rewards.balance', earn: 'rewards.earn' } as const;

/** Call 4: the reward-point blocks (private: the balance is the signed-in customer's). */
export const rewardsBlock = defineCall({
  name: 'rewardsBlock',
  method: 'GET',
  path: '/rewards/block/render',
  request: z.object({ blocks: blockListParam, originalRequest: originalRequestParam.optional() }),
  response: renderedBlocksSchema,
});
