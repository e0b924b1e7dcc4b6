import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR) of the checkout: its steps, the order summary, the success page (issue 31 item 1). */
const messages: Dictionary = {
  // Page and steps
  Checkout: 'Paiement',
  'Checking out as %1': 'Commande au nom de %1',
  'Checking out as a guest': 'Commande en tant qu’invité',
  'Checkout using your account': 'Commander avec votre compte',
  'Checkout steps': 'Étapes de la commande',
  Shipping: 'Livraison',
  'Review & Payments': 'Vérification et paiement',
  // Shipping step
  'Shipping Address': 'Adresse de livraison',
  'You can create an account after checkout.': 'Vous pourrez créer un compte après votre commande.',
  'You already have an account with us. Sign in or continue as guest.':
    'Vous avez déjà un compte chez nous. Connectez-vous ou continuez en tant qu’invité.',
  'Ship to': 'Livrer à',
  'New Address': 'Nouvelle adresse',
  'Save in address book': 'Enregistrer dans le carnet d’adresses',
  'Shipping Methods': 'Modes de livraison',
  'Sorry, no quotes are available for this order at this time': 'Désolé, aucun tarif n’est disponible pour cette commande pour le moment',
  'The shipping method is missing. Select the shipping method and try again.':
    'Le mode de livraison est manquant. Sélectionnez un mode de livraison et réessayez.',
  Next: 'Suivant',
  // Review & Payments step
  'Ship To:': 'Livrer à\u00a0:',
  'Shipping Method:': 'Mode de livraison\u00a0:',
  'Edit shipping': 'Modifier la livraison',
  'Payment Method': 'Mode de paiement',
  'Credit Card': 'Carte bancaire',
  'My billing and shipping address are the same': 'Mes adresses de facturation et de livraison sont identiques',
  'Billing Address': 'Adresse de facturation',
  'Your card was declined.': 'Votre carte a été refusée.',
  // Order summary
  'Order Summary': 'Récapitulatif de la commande',
  '%1 Item in Cart': '%1 article dans le panier',
  '%1 Items in Cart': '%1 articles dans le panier',
  'Qty %1': 'Qté\u00a0%1',
  'Cart Subtotal': 'Sous-total du panier',
  'Shipping (%1)': 'Livraison (%1)',
  Discount: 'Remise',
  'Order Total': 'Total de la commande',
  // Success page
  'Success Page': 'Commande confirmée',
  'Thank you for your purchase!': 'Merci pour votre achat\u00a0!',
  'Your order number is: %1.': 'Votre numéro de commande est\u00a0: %1.',
  "We'll email you an order confirmation with details and tracking info.":
    'Nous vous enverrons par e-mail une confirmation de commande avec le détail et les informations de suivi.',
  'There is no order to show. Your order may be listed in your account.':
    'Aucune commande à afficher. Votre commande figure peut-être dans votre compte.',
  'You can track your order status by creating an account.': 'Vous pouvez suivre l’état de votre commande en créant un compte.',
  'Email Address:': 'Adresse e-mail\u00a0:',
  Password: 'Mot de passe',
  'Confirm Password': 'Confirmer le mot de passe',
  'The offer to create an account from this order has expired. You can still create an account from the Create an Account page.':
    'L’offre de créer un compte à partir de cette commande a expiré. Vous pouvez toujours créer un compte depuis la page Créer un compte.',
  // Place Order's and the success page's answers
  'Please enter your email address to place the order as a guest.': 'Veuillez saisir votre adresse e-mail pour commander en tant qu’invité.',
  'Please sign in to place your order.': 'Veuillez vous connecter pour passer votre commande.',
  'Please enter the billing address.': 'Veuillez saisir l’adresse de facturation.',
  'The shipping method is not available for this address. Please choose another one.':
    'Ce mode de livraison n’est pas disponible pour cette adresse. Veuillez en choisir un autre.',
  'The payment method is not available.': 'Ce mode de paiement n’est pas disponible.',
  'Your cart changed while the order was being placed. Please review your order and place it again.':
    'Votre panier a changé pendant la validation de la commande. Vérifiez votre commande et validez-la à nouveau.',
  'This order was already submitted from another session.': 'Cette commande a déjà été envoyée depuis une autre session.',
  'The payment service did not answer, so your card was not charged. Please try again in a few minutes.':
    'Le service de paiement n’a pas répondu, votre carte n’a donc pas été débitée. Veuillez réessayer dans quelques minutes.',
  'There is no order placed in this session.': 'Aucune commande n’a été passée dans cette session.',
  'There is no guest order in this session to create an account from.': 'Aucune commande d’invité dans cette session ne permet de créer un compte.',
  // Mail: order confirmation
  'Your %1 order confirmation': 'Confirmation de votre commande %1',
  'Thank you for your order #%1.': 'Merci pour votre commande n°\u00a0%1.',
  'Your Order #%1': 'Votre commande n°\u00a0%1',
  'Hello %1,': 'Bonjour %1,',
  'Thank you for your order from %1. Your order #%2 was placed on %3. Once your package ships we will send you an e-mail.':
    'Merci pour votre commande chez %1. Votre commande n°\u00a0%2 a été passée le %3. Nous vous enverrons un e-mail dès l’expédition de votre colis.',
  'View your order': 'Voir votre commande',
  'SKU: %1': 'Référence\u00a0: %1',
  'regular price': 'prix normal',
  'Shipping & Handling (%1)': 'Frais de port (%1)',
  '%1 ending in %2': '%1 se terminant par %2',
  '%1 x %2': '%1 x %2',
  // Shipping methods (their titles, as an order keeps them) and an address's phone line
  'Flat Rate': 'Forfait',
  'Fixed': 'Fixe',
  'Free Shipping': 'Livraison gratuite',
  'Free': 'Gratuite',
  'T:': 'T :',
  'Your shopping cart is empty.': 'Votre panier est vide.',
  'Too many attempts to place an order.': 'Trop de tentatives de passer commande.',
  'We could not reach the payment service, so your card was not charged. Please try again in a few minutes.':
    'Nous n’avons pas pu joindre le service de paiement\u00a0: votre carte n’a pas été débitée. Veuillez réessayer dans quelques minutes.',
};

export default messages;
