import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR) of Orders and Returns, the guest's order lookup (issue 31 item 1). */
const messages: Dictionary = {
  'Order ID': 'Numéro de commande',
  'Billing Last Name': 'Nom de facturation',
  'Find Order By': 'Rechercher la commande par',
  'ZIP Code': 'Code postal',
  'Billing ZIP Code': 'Code postal de facturation',
  Continue: 'Continuer',
  'You entered incorrect data. Please try again.': 'Les informations saisies sont incorrectes. Veuillez réessayer.',
  'Find an order you placed at %1 as a guest.': 'Retrouvez une commande passée chez %1 en tant qu’invité.',
  'Find another order': 'Rechercher une autre commande',
};

export default messages;
