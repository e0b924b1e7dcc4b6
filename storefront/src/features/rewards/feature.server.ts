import { defineServerFeature } from '../../../server/feature';
import { privateResponse } from '../../../server/http/responses';
import { rewardsBlock } from './contract';
import { createRewardsService, type RewardsService } from './rewards.server';
import type { RewardAccount } from './model';

declare module '../../../server/feature' {
  interface ShopServices {
    /** Reward points: earned by invoices, taken back by credit memos, and a customer's balance and history. */
    rewards: RewardsService;
  }
}

declare module '../../../server/context' {
  interface AccountAccess {
    /** The signed-in customer's reward points (null for a guest), for My Account › Reward Points. */
    rewardAccount(): Promise<RewardAccount | null>;
  }
}

/** Reward points: the service the sales documents earn and take back with, the block (call 4: the signed-in customer's balance, so never cached) and the account page's read. */
export default defineServerFeature({
  services: {
    rewards: ({ db, config }) => createRewardsService({ db, rate: config.rewardPointsPerCurrencyUnit }),
  },
  routes(endpoints) {
    endpoints.handle(rewardsBlock, async (c, query) => {
      privateResponse(c);
      const session = await c.get('session').current();
      return c.var.shop.blocks.rewards(query.blocks, session?.customerId ?? null);
    });
  },
  privateReads: {
    rewardAccount: async (visitor, shop) => {
      const session = await visitor.session();
      return session?.customerId ? shop.rewards.account(session.customerId) : null;
    },
  },
});
