import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE) of the fast-checkout button (issue 31 item 1). */
const messages: Dictionary = {
  'Fast Checkout': 'الدفع السريع',
};

export default messages;
