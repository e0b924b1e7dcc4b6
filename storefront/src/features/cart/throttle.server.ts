import { cartOwner, defineThrottles } from '../../../server/throttle-rule';

export default defineThrottles({
  // The cart's owner: adding starts the session anyway. A refused add reloads its page, which shows
  // the refusal from the messages section.
  addToCart: {
    setting: 'THROTTLE_ADD_TO_CART',
    limits: { perIp: 120, perAccount: 60, windowSeconds: 60 },
    accounts: async (c) => [cartOwner(await c.get('session').ensure())],
    flash: true,
  },
});
