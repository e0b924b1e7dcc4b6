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
  'Newsletter subscription confirmation': 'Confirmation d’abonnement à la newsletter',
  'Newsletter subscription success': 'Abonnement à la newsletter réussi',
  'Newsletter unsubscription success': 'Désabonnement de la newsletter réussi',
  'You get this mail because this address was signed up for the %1 newsletter. No more mails from us:': 'Vous recevez ce message car cette adresse a été inscrite à la newsletter %1. Ne plus recevoir nos e-mails :',
  'Unsubscribe': 'Se désabonner',
  'Confirm your newsletter subscription.': 'Confirmez votre abonnement à la newsletter.',
  'Thank you for subscribing to our newsletter. To begin receiving the newsletter, you must first confirm your subscription by clicking on the following link:': 'Merci de vous être abonné à notre newsletter. Pour commencer à la recevoir, vous devez d’abord confirmer votre abonnement en cliquant sur le lien suivant :',
  'Confirm subscription': 'Confirmer l’abonnement',
  'If you did not ask for it, ignore this mail: nothing is sent to this address until the subscription is confirmed.': 'Si vous ne l’avez pas demandé, ignorez ce message : rien ne sera envoyé à cette adresse tant que l’abonnement n’est pas confirmé.',
  'You are subscribed to our newsletter.': 'Vous êtes abonné à notre newsletter.',
  'You have been successfully subscribed to our newsletter.': 'Vous êtes bien abonné à notre newsletter.',
  'You will get no more newsletters.': 'Vous ne recevrez plus de newsletter.',
  'You have been unsubscribed from the newsletter.': 'Vous êtes désabonné de la newsletter.',
};

export default messages;
