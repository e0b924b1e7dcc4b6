import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR) of the newsletter: the footer form, My Account › Newsletter Subscriptions, its messages (issue 31 item 1). */
const messages: Dictionary = {
  // Footer form
  Newsletter: 'Newsletter',
  'Sign Up for Our Newsletter:': 'Inscrivez-vous à notre newsletter\u00a0:',
  'Enter your email address': 'Saisissez votre adresse e-mail',
  Subscribe: 'S’abonner',
  'Something went wrong with the subscription.': 'Une erreur s’est produite lors de l’abonnement.',
  // My Account
  'Newsletter Subscriptions': 'Abonnements à la newsletter',
  'Newsletter Subscription': 'Abonnement à la newsletter',
  'Subscription option': 'Option d’abonnement',
  'General Subscription': 'Abonnement général',
  // Messages
  'The confirmation request has been sent.': 'La demande de confirmation a été envoyée.',
  'This email address is already subscribed.': 'Cette adresse e-mail est déjà abonnée.',
  'Your subscription has been confirmed.': 'Votre abonnement a été confirmé.',
  'This is an invalid subscription confirmation code.': 'Ce code de confirmation d’abonnement n’est pas valide.',
  'This is an invalid subscription ID.': 'Cet identifiant d’abonnement n’est pas valide.',
  'You unsubscribed.': 'Vous êtes désabonné.',
  'Something went wrong while unsubscribing you.': 'Une erreur s’est produite lors de votre désabonnement.',
  'We have saved your subscription.': 'Nous avons enregistré votre abonnement.',
  'We have removed your newsletter subscription.': 'Nous avons supprimé votre abonnement à la newsletter.',
  'We have updated your subscription.': 'Nous avons mis à jour votre abonnement.',
};

export default messages;
