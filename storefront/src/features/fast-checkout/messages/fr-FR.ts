import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR) of the fast-checkout button (issue 31 item 1). */
const messages: Dictionary = {
  'Fast Checkout': 'Paiement express',
};

export default messages;
