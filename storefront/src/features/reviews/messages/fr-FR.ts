import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR): the review summary, "Customer Reviews" and the review form. */
const messages: Dictionary = {
  // Counts: one (0 and 1), other, many (millions); see `plural`.
  '%1 Review': '%1 avis',
  '%1 Reviews': '%1 avis',
  '%1 Reviews [zero]': '%1 avis',
  '%1 Reviews [two]': '%1 avis',
  '%1 Reviews [few]': '%1 avis',
  '%1 Reviews [many]': '%1 d’avis',
  'Add Your Review': 'Donner votre avis',
  'Be the first to review this product': 'Soyez le premier à donner votre avis sur ce produit',
  'Customer Reviews': 'Avis des clients',
  'Review by': 'Avis de',
  'Posted on': 'Publié le',
  'Reviews pages': 'Pages des avis',
  'Page %1 of %2': 'Page %1 sur %2',
  'The reviews could not be loaded. Please try again.': 'Les avis n’ont pas pu être chargés. Veuillez réessayer.',
  'Write Your Own Review': 'Rédigez votre propre avis',
  "You're reviewing:": 'Vous donnez votre avis sur :',
  Rating: 'Note',
  Nickname: 'Pseudo',
  Review: 'Avis',
  'Submit Review': 'Envoyer l’avis',
  'Your review could not be sent. Please try again.': 'Votre avis n’a pas pu être envoyé. Veuillez réessayer.',
  'You submitted your review for moderation.': 'Votre avis a été soumis pour modération.',
  "The product that was requested doesn't exist. Verify the product and try again.":
    'Le produit demandé n’existe pas. Vérifiez le produit et réessayez.',
};

export default messages;
