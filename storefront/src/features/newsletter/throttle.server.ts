import { defineThrottles, textField } from '../../../server/throttle-rule';

export default defineThrottles({
  // Each subscription mails a confirmation request: per address and per address subscribed (in
  // lower case, as the subscribers are kept), so nobody's mailbox is flooded.
  newsletterSubscribe: {
    setting: 'THROTTLE_NEWSLETTER',
    limits: { perIp: 10, perAccount: 3, windowSeconds: 3600 },
    accounts: (_c, input) => [textField(input.email)?.trim().toLowerCase()],
  },
});
