import { defineThrottles, textField } from '../../../server/throttle-rule';

/** Contact Us: per address and per sender's e-mail address (each message is mailed to the shop). */
export default defineThrottles({
  contactPost: {
    setting: 'THROTTLE_CONTACT',
    limits: { perIp: 10, perAccount: 5, windowSeconds: 3600 },
    accounts: (_c, input) => [textField((input.formData as Record<string, unknown> | undefined)?.email)],
  },
});
