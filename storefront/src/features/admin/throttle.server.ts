import { defineThrottles } from '../../../server/throttle-rule';

// The back office's sign-in and code step: per address only (an account locks itself after
// ADMIN_LOCKOUT_FAILURES failures), so one address cannot lock every account in turn.
export default defineThrottles({
  staffSignIn: { setting: 'THROTTLE_ADMIN_SIGN_IN', limits: { perIp: 20, perAccount: 0, windowSeconds: 900 }, accounts: () => [] },
  staffCode: { setting: 'THROTTLE_ADMIN_CODE', limits: { perIp: 20, perAccount: 0, windowSeconds: 900 }, accounts: () => [] },
});
