import { t } from '@shop/ui/i18n';
import { currentCartAccounts, defineThrottles } from '../../../server/throttle-rule';

export default defineThrottles({
  // Card testing: declined attempts count as much as the rest. Counted for the cart (named by its
  // owner, as add to cart counts it), the session and the signed-in customer, so neither a new
  // session nor a new cart starts a fresh budget. No session is started: without one there is no
  // cart, and the handler refuses.
  placeOrder: {
    setting: 'THROTTLE_PLACE_ORDER',
    limits: { perIp: 20, perAccount: 10, windowSeconds: 3600 },
    accounts: async (c) => {
      const accounts = await currentCartAccounts(c);
      return accounts ? [accounts.cart, accounts.session] : [];
    },
    refusal: () => t('Too many attempts to place an order.'),
  },
});
