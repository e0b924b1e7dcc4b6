import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR): the shop's shell every page shows (the header's account links, the footer, the error pages) (ADR 0039): English source string → translation. */
const messages: Dictionary = {
  // Header
  'Skip to Content': 'Aller au contenu',
  'Shop by Category': 'Acheter par catégorie',
  'My Account': 'Mon compte',
  'Sign Out': 'Se déconnecter',
  or: 'ou',
  'View and Edit Cart': 'Voir et modifier le panier',
  'Compare Products': 'Comparer les produits',
  // The mini cart's button in the header
  'My Cart': 'Mon panier',
  'Greetings, %1': 'Bonjour, %1',
  // Footer
  Shop: 'Boutique',
  'Customer Service': 'Service client',
  'Your account': 'Votre compte',
  'Shopping Cart': 'Panier',
  'Why shop with us': 'Pourquoi acheter chez nous',
  'Free shipping on orders over %1': 'Livraison offerte dès %1 d’achat',
  '30-day returns, no questions asked': 'Retours sous 30 jours, sans justification',
  'Reward points on every order': 'Des points de fidélité à chaque commande',
  'Clothing and gear for every season, tested on the trail and in the gym.':
    'Des vêtements et de l’équipement pour chaque saison, testés sur les sentiers et en salle.',
  '© 2026 Summit Outfitters. A demo shop.': '© 2026 Summit Outfitters. Une boutique de démonstration.',
  // The engine's texts (src/config/constants.ts TEXTS)
  'Please wait...': 'Veuillez patienter...',
  'Loading...': 'Chargement...',
  'You have no items in your shopping cart.': 'Votre panier est vide.',
  'Proceed to Checkout': 'Passer la commande',
  item: 'article',
  items: 'articles',
  of: 'sur',
  'Guest checkout is disabled.': 'La commande en tant qu’invité est désactivée.',
  'Could not authenticate. Please try again later': 'Authentification impossible. Veuillez réessayer plus tard',
  'Something went wrong.': 'Une erreur s’est produite.',
  Added: 'Ajouté',
  'Add to Cart': 'Ajouter au panier',
  // Error pages and notices
  'Page not found': 'Page introuvable',
  'The page you asked for is not here.': 'La page demandée est introuvable.',
  'The page you asked for is not here. Try the search above, or start again from the home page.':
    'La page demandée est introuvable. Essayez la recherche ci-dessus, ou repartez de la page d’accueil.',
  'Go to the home page': 'Aller à la page d’accueil',
  'This store is in test mode: no payment is taken and no order is shipped.':
    'Cette boutique est en mode test : aucun paiement n’est encaissé et aucune commande n’est expédiée.',
  // A throttle's refusal (429), whatever the call
  'Too many requests.': 'Trop de requêtes.',
  'Please try again in %1.': 'Veuillez réessayer dans %1.',
};

export default messages;
