import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR): add to cart, the cart page and the cart's messages. */
const messages: Dictionary = {
  'Add to Cart': 'Ajouter au panier',
  'Adding...': 'Ajout en cours...',
  Added: 'Ajouté',
  'Continue Shopping': 'Continuer mes achats',
  'Loading...': 'Chargement...',
  'Items in your cart': 'Articles de votre panier',
  Summary: 'Récapitulatif',
  Items: 'Articles',
  'Prices, stock and delivery options are confirmed when you place your order; items in your cart are not reserved until then.':
    'Les prix, le stock et les options de livraison sont confirmés lors de la commande ; les articles de votre panier ne sont pas réservés d’ici là.',
  // Answers of add to cart and of the lines' changes
  'You added %1 to your <a href="%2">shopping cart</a>.': 'Vous avez ajouté %1 à votre <a href="%2">panier</a>.',
  'The product that was requested does not exist.': 'Le produit demandé n’existe pas.',
  'You need to choose options for your item.': 'Vous devez choisir les options de votre article.',
  'This product is out of stock.': 'Ce produit est en rupture de stock.',
  'A cart holds at most %1 different items.': 'Un panier contient au plus %1 articles différents.',
  'The requested qty is not available. Only %1 left.': 'La quantité demandée n’est pas disponible. Il n’en reste que %1.',
  'Your carts were combined, but only %1 of %2 could stay in it (you asked for %3).':
    'Vos paniers ont été fusionnés, mais seuls %1 × %2 ont pu y rester (vous en aviez demandé %3).',
  'Unknown super attribute %1 for this product.': 'Attribut %1 inconnu pour ce produit.',
  'The requested product options are not available.': 'Les options demandées pour ce produit ne sont pas disponibles.',
  "We can't find the quote item.": 'Impossible de trouver cet article du panier.',
  'This product is no longer available.': 'Ce produit n’est plus disponible.',
  '"%1" was not added to your cart: %2': '« %1 » n’a pas été ajouté à votre panier : %2',
};

export default messages;
