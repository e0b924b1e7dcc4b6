import { defineThrottles } from '../../../server/throttle-rule';

export default defineThrottles({
  // The viewed/compared sync: at most once per page load, and off by default. Only the address: the
  // call starts no session, so there is no other subject to count.
  frontendActionSync: { setting: 'THROTTLE_PRODUCT_ACTIONS_SYNC', limits: { perIp: 60, perAccount: 0, windowSeconds: 60 }, accounts: () => [] },
});
