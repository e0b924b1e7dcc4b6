import { currentCartAccounts, defineThrottles } from '../../../server/throttle-rule';

export default defineThrottles({
  // Guessing discount codes: per address and per cart's owner, when there is a session (without
  // one there is no cart).
  couponApply: {
    setting: 'THROTTLE_COUPON',
    limits: { perIp: 30, perAccount: 20, windowSeconds: 900 },
    accounts: async (c) => [(await currentCartAccounts(c))?.cart],
  },
});
