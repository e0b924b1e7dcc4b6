import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR) of the sales mails the shopper receives: invoice, shipment, credit memo, order update (issue 31 item 1). */
const messages: Dictionary = {
  'Invoice for your %1 order': 'Facture de votre commande %1',
  'Your Invoice #%1 for Order #%2': 'Votre facture n°\u00a0%1 pour la commande n°\u00a0%2',
  'Thank you for your order.': 'Merci pour votre commande.',
  'Your %1 order has shipped': 'Votre commande %1 a été expédiée',
  'Your Shipment #%1 for Order #%2': 'Votre expédition n°\u00a0%1 pour la commande n°\u00a0%2',
  'Your shipping confirmation is below. Thank you again for your business.': 'Voici la confirmation de l’expédition. Merci encore pour votre confiance.',
  'Credit memo for your %1 order': 'Avoir pour votre commande %1',
  'Your Credit Memo #%1 for Order #%2': 'Votre avoir n°\u00a0%1 pour la commande n°\u00a0%2',
  'A refund for your order is on its way to your card.': 'Le remboursement de votre commande est en cours sur votre carte.',
  'Tracking Numbers': 'Numéros de suivi',
  Items: 'Articles',
  '%1 (SKU: %2), Qty %3': '%1 (réf.\u00a0: %2), qté %3',
  'Update to your %1 order': 'Mise à jour de votre commande %1',
  'Your order #%1 has been updated.': 'Votre commande n°\u00a0%1 a été mise à jour.',
  'Your order #%1 has been updated with a status of %2.': 'Votre commande n°\u00a0%1 a été mise à jour avec le statut %2.',
};

export default messages;
