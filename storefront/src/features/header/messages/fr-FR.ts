import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR): the page header (ADR 0039): English source string → translation. */
const messages: Dictionary = {
  'Free shipping on orders over %1 · 30-day returns': 'Livraison offerte dès %1 · retours sous 30 jours',
  'Shop by category': 'Acheter par catégorie',
  Main: 'Principal',
  'Shop home': 'Accueil de la boutique',
};

export default messages;
