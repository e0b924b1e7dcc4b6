import { defineThrottles } from '../../../server/throttle-rule';

export default defineThrottles({
  // Account Information's current password, counted by its handler for the customer: a stolen
  // session guessing the password, each guess a scrypt run.
  currentPassword: { setting: 'THROTTLE_CURRENT_PASSWORD', limits: { perIp: 30, perAccount: 10, windowSeconds: 900 } },
});
