import { defineServerFeature } from '../../../server/feature';

/** Fast checkout: the mini cart's button to the payment module's own checkout, when FAST_CHECKOUT_URL names it. */
export default defineServerFeature({
  pageSettings: {
    fastCheckout: {
      after: 'isGuestCheckoutAllowed',
      value: ({ config }) => (config.fastCheckoutUrl ? { minicartEnabled: true, useModal: config.fastCheckoutModal, startUrl: config.fastCheckoutUrl } : null),
    },
  },
});
