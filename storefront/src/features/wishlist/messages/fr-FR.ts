import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR): "Add to Wish List", My Wish List and the wish list's messages. */
const messages: Dictionary = {
  'Add to Wish List': 'Ajouter à la liste d’envies',
  'Add to Wish List: %1': 'Ajouter à la liste d’envies : %1',
  'My Wish List': 'Ma liste d’envies',
  'You have no items in your wish list.': 'Votre liste d’envies est vide.',
  Comment: 'Commentaire',
  'Add to Cart: %1': 'Ajouter au panier : %1',
  'Remove item': 'Retirer l’article',
  'Remove item: %1': 'Retirer l’article : %1',
  'Update Wish List': 'Mettre à jour la liste d’envies',
  'Add All to Cart': 'Tout ajouter au panier',
  '%1 has been added to your Wish List.': '%1 a été ajouté à votre liste d’envies.',
  'You must login or register to add items to your wishlist.': 'Vous devez vous connecter ou créer un compte pour ajouter des articles à votre liste d’envies.',
  'We can\u2019t find the item in your wish list.': 'Impossible de trouver cet article dans votre liste d’envies.',
  'We can\u2019t specify a product.': 'Impossible de déterminer le produit.',
  'Your Wish List has been updated.': 'Votre liste d’envies a été mise à jour.',
  'You removed the item from your wish list.': 'Vous avez retiré l’article de votre liste d’envies.',
  'None of the items of your wish list could be added to your cart.': 'Aucun article de votre liste d’envies n’a pu être ajouté à votre panier.',
};

export default messages;
