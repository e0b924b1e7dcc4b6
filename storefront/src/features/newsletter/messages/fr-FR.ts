import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR): the footer's newsletter form (ADR 0039): English source string → translation. */
const messages: Dictionary = {
  Newsletter: 'Newsletter',
  'Sign Up for Our Newsletter:': 'Inscrivez-vous à notre newsletter :',
  'Enter your email address': 'Saisissez votre adresse e-mail',
  Subscribe: 'S’abonner',
  'Something went wrong with the subscription.': 'Une erreur s’est produite lors de l’abonnement.',
};

export default messages;
