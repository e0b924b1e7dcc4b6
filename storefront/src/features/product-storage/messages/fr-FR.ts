import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR): recently viewed products (ADR 0039): English source string → translation. */
const messages: Dictionary = {
  'Recently Viewed Products': 'Produits récemment consultés',
};

export default messages;
