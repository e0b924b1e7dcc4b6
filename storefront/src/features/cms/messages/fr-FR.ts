import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR): the CMS pages' footer links (ADR 0039): English source string → translation. */
const messages: Dictionary = {
  'About Us': 'À propos',
  'Orders and Returns': 'Commandes et retours',
  'Returns Policy': 'Politique de retour',
  'Shipping Policy': 'Politique de livraison',
  'Privacy and Cookie Policy': 'Politique de confidentialité et de cookies',
};

export default messages;
