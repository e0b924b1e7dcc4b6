import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR): English source string → French (issue 31; the rest of the shop's strings are item 1). */
const messages: Dictionary = {
  // Header
  'Skip to Content': 'Aller au contenu',
  'Free shipping on orders over $50 · 30-day returns': 'Livraison offerte dès 50 $ · retours sous 30 jours',
  Menu: 'Menu',
  Main: 'Principal',
  'Shop by Category': 'Acheter par catégorie',
  'Shop by category': 'Acheter par catégorie',
  'My Account': 'Mon compte',
  'Sign In': 'Se connecter',
  'Sign Out': 'Se déconnecter',
  or: 'ou',
  'Create an Account': 'Créer un compte',
  'View and Edit Cart': 'Voir et modifier le panier',
  'Compare Products': 'Comparer les produits',
  'Greetings, %1': 'Bonjour, %1',
  // Mini cart trigger
  'My Cart': 'Mon panier',
  // Store switcher
  Language: 'Langue',
  // Footer
  Shop: 'Boutique',
  'Customer Service': 'Service client',
  'Your account': 'Votre compte',
  'Shopping Cart': 'Panier',
  Blog: 'Blog',
  'About Us': 'À propos',
  'Contact Us': 'Nous contacter',
  'Orders and Returns': 'Commandes et retours',
  'Returns Policy': 'Politique de retour',
  'Shipping Policy': 'Politique de livraison',
  'Privacy and Cookie Policy': 'Politique de confidentialité et de cookies',
  'Why shop with us': 'Pourquoi acheter chez nous',
  'Free shipping on orders over $50': 'Livraison offerte dès 50 $ d’achat',
  '30-day returns, no questions asked': 'Retours sous 30 jours, sans justification',
  'Reward points on every order': 'Des points de fidélité à chaque commande',
  'Clothing and gear for every season, tested on the trail and in the gym.':
    'Des vêtements et de l’équipement pour chaque saison, testés sur les sentiers et en salle.',
  '© 2026 Summit Outfitters. A demo shop.': '© 2026 Summit Outfitters. Une boutique de démonstration.',
  // The engine's texts (src/config/constants.ts TEXTS)
  'Please wait...': 'Veuillez patienter...',
  'Loading...': 'Chargement...',
  'You have no items in your shopping cart.': 'Votre panier est vide.',
  'Checkout immediately': 'Commander immédiatement',
  'Proceed to Checkout': 'Passer la commande',
  item: 'article',
  items: 'articles',
  of: 'sur',
  'Guest checkout is disabled.': 'La commande en tant qu’invité est désactivée.',
  'Could not authenticate. Please try again later': 'Authentification impossible. Veuillez réessayer plus tard',
  'Something went wrong.': 'Une erreur s’est produite.',
  'Are you sure you would like to remove this item from the shopping cart?': 'Voulez-vous vraiment retirer cet article du panier\u00a0?',
  'Adding...': 'Ajout...',
  Added: 'Ajouté',
  'Add to Cart': 'Ajouter au panier',
};

export default messages;
