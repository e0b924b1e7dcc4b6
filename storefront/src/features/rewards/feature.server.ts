import { defineServerFeature } from '../../../server/feature';
import { privateResponse } from '../../../server/http/responses';
import { rewardsBlock } from './contract';

/** The reward points block (call 4): the signed-in customer's balance, so never cached. */
export default defineServerFeature({
  routes(endpoints) {
    endpoints.handle(rewardsBlock, async (c, query) => {
      privateResponse(c);
      const session = await c.get('session').current();
      return c.var.shop.blocks.rewards(query.blocks, session?.customerId ?? null);
    });
  },
});
