import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR): "Apply Discount Code" and its messages. */
const messages: Dictionary = {
  'Apply Discount Code': 'Appliquer un code de réduction',
  'Enter discount code': 'Saisissez le code de réduction',
  'Apply Discount': 'Appliquer la réduction',
  'Cancel Coupon': 'Annuler le coupon',
  'You used coupon code "%1".': 'Vous avez utilisé le code de réduction « %1 ».',
  'The coupon code "%1" is not valid.': 'Le code de réduction « %1 » n’est pas valide.',
  'You canceled the coupon code.': 'Vous avez annulé le code de réduction.',
  'Discount (%1)': 'Réduction (%1)',
  'The coupon code "%1" is not valid anymore. Please cancel it and place your order again.':
    'Le code de réduction « %1 » n’est plus valide. Veuillez l’annuler et passer à nouveau votre commande.',
};

export default messages;
