import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR): "Estimate Shipping and Tax", its totals, and "More Choices". */
const messages: Dictionary = {
  'Estimate Shipping and Tax': 'Estimer la livraison et les taxes',
  'Enter your destination to get a shipping estimate.': 'Indiquez votre destination pour obtenir une estimation des frais de livraison.',
  Destination: 'Destination',
  'Shipping Methods': 'Modes de livraison',
  Shipping: 'Livraison',
  Tax: 'Taxes',
  'Order Total': 'Total de la commande',
  'More Choices:': 'Plus de choix :',
  'More Choices': 'Plus de choix',
};

export default messages;
