import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR): the mini cart, its lines (also the cart page's) and the count words. */
const messages: Dictionary = {
  // A count of items: zero, one, two, few (3–10), many (11–99), other (100+); see `plural`.
  '%1 item': '%1 article',
  '%1 items': '%1 articles',
  '%1 items [zero]': '%1 articles',
  '%1 items [two]': '%1 articles',
  '%1 items [few]': '%1 articles',
  '%1 items [many]': '%1 d’articles',
  of: 'sur',
  'Something went wrong.': 'Une erreur s’est produite.',
  'You have no items in your shopping cart.': 'Votre panier est vide.',
  'Recently added items': 'Articles ajoutés récemment',
  'Cart Subtotal': 'Sous-total du panier',
  'Proceed to Checkout': 'Passer la commande',
  'Checkout immediately': 'Commander maintenant',
  Price: 'Prix',
  Subtotal: 'Sous-total',
  Qty: 'Qté',
  'Qty of %1': 'Quantité de %1',
  Update: 'Mettre à jour',
  'Are you sure you would like to remove this item from the shopping cart?': 'Voulez-vous vraiment retirer cet article du panier ?',
  'Remove %1': 'Retirer %1',
};

export default messages;
