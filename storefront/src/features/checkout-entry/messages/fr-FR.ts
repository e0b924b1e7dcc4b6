import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR): the sign-in popup on the way to checkout. */
const messages: Dictionary = {
  'Sign in to check out': 'Connectez-vous pour commander',
  'Checkout as a new customer': 'Commander en tant que nouveau client',
  'Creating an account has many benefits:': 'Créer un compte présente de nombreux avantages :',
  'See order and shipping status': 'Suivre l’état de la commande et de la livraison',
  'Track order history': 'Consulter l’historique des commandes',
  'Check out faster': 'Commander plus rapidement',
  'Checkout using your account': 'Commander avec votre compte',
};

export default messages;
