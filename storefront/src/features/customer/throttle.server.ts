import { defineThrottles, textField } from '../../../server/throttle-rule';

/** The customer's sign-in, registration and reset link, each also counted for the e-mail or login name it names. */
export default defineThrottles({
  login: { setting: 'THROTTLE_LOGIN', limits: { perIp: 30, perAccount: 10, windowSeconds: 900 }, accounts: (_c, input) => [textField(input.username)] },
  createAccount: { setting: 'THROTTLE_CREATE_ACCOUNT', limits: { perIp: 10, perAccount: 3, windowSeconds: 3600 }, accounts: (_c, input) => [textField(input.email)] },
  forgotPasswordPost: { setting: 'THROTTLE_FORGOT_PASSWORD', limits: { perIp: 10, perAccount: 3, windowSeconds: 3600 }, accounts: (_c, input) => [textField(input.email)] },
  // Availability is asked about many addresses: only the asker's address is counted.
  emailAvailable: { setting: 'THROTTLE_EMAIL_AVAILABLE', limits: { perIp: 60, perAccount: 0, windowSeconds: 60 }, accounts: () => [] },
});
