import { z } from 'zod';
import { defineCall } from '../../lib/contract';
import { blockListParam, originalRequestParam, renderedBlocksSchema } from '../customer-data/contract';
import type * as self from './contract';

/** Call 4: the reward-point blocks (private: the balance is the signed-in customer's). */
export const rewardsBlock = defineCall({
  name: 'rewardsBlock',
  method: 'GET',
  path: '/rewards/block/render',
  request: () => z.object({ blocks: blockListParam, originalRequest: originalRequestParam.optional() }),
  response: () => renderedBlocksSchema,
});

declare module '../../lib/contract' {
  // This module's calls and sections join the shop's (no list to edit): `useSection(name)` and the
  // page settings' `urls` are typed from them.
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
