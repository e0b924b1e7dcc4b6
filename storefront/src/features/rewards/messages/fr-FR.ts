import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR) of My Account › Reward Points (issue 31 item 1). */
const messages: Dictionary = {
  'Reward Points': 'Points de fidélité',
  'Reward Points Balance': 'Solde de points de fidélité',
  'Your balance is %1 reward point.': 'Votre solde est de %1\u00a0point de fidélité.',
  'Your balance is %1 reward points.': 'Votre solde est de %1\u00a0points de fidélité.',
  'You earn points when your order is invoiced; a refund takes back the points of what it refunds.':
    'Vous gagnez des points lorsque votre commande est facturée\u00a0; un remboursement reprend les points de ce qu’il rembourse.',
  'Balance History': 'Historique du solde',
  'You have no reward points history yet.': 'Vous n’avez encore aucun historique de points de fidélité.',
  'Reward points history': 'Historique des points de fidélité',
  Points: 'Points',
  Reason: 'Motif',
  'Earned for order #%1': 'Gagnés pour la commande n°\u00a0%1',
  'Taken back for a refund of order #%1': 'Repris pour un remboursement de la commande n°\u00a0%1',
};

export default messages;
