import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR) of Contact Us and the customer-service widget (issue 31 item 1). */
const messages: Dictionary = {
  'Write Us': 'Écrivez-nous',
  'Jot us a note and we’ll get back to you as quickly as possible.': 'Laissez-nous un message et nous vous répondrons dans les plus brefs délais.',
  "Thanks for contacting us with your comments and questions. We'll respond to you very soon.":
    'Merci de nous avoir contactés pour vos commentaires et vos questions. Nous vous répondrons très bientôt.',
  'Write to %1: questions about an order, a size or a product.': 'Écrivez à %1\u00a0: une question sur une commande, une taille ou un produit.',
  'Questions about an order or a product? Write to us and we answer within a day.':
    'Une question sur une commande ou un produit\u00a0? Écrivez-nous, nous répondons sous 24\u00a0heures.',
};

export default messages;
