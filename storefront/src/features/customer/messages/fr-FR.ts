import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR) of sign-in, registration and the password reset (issue 31 item 1). */
const messages: Dictionary = {
  'Email Address': 'Adresse e-mail',
  // Sign in
  'Customer Login': 'Connexion client',
  'Registered Customers': 'Clients enregistrés',
  'If you have an account, sign in with your email address.': 'Si vous avez un compte, connectez-vous avec votre adresse e-mail.',
  'New Customers': 'Nouveaux clients',
  'Creating an account has many benefits: check out faster, keep more than one address, track orders and more.':
    'La création d’un compte présente de nombreux avantages\u00a0: commande plus rapide, plusieurs adresses enregistrées, suivi des commandes et plus encore.',
  // Registration
  'Create New Customer Account': 'Créer un nouveau compte client',
  // Forgotten password
  'Forgot Your Password?': 'Mot de passe oublié\u00a0?',
  'Please enter your email address below to receive a password reset link.':
    'Saisissez votre adresse e-mail ci-dessous pour recevoir un lien de réinitialisation du mot de passe.',
  'Reset My Password': 'Réinitialiser mon mot de passe',
  // New password
  'Set a New Password': 'Définir un nouveau mot de passe',
  'This page needs the link from your password reset email.': 'Cette page s’ouvre avec le lien de l’e-mail de réinitialisation du mot de passe.',
  'Request a new password reset link': 'Demander un nouveau lien de réinitialisation',
  'New Password': 'Nouveau mot de passe',
  'Confirm New Password': 'Confirmer le nouveau mot de passe',
  'At least %1 characters, using %2 of: lower case, upper case, digits, special characters.':
    'Au moins %1\u00a0caractères, dont %2 types parmi\u00a0: minuscules, majuscules, chiffres, caractères spéciaux.',
  // The sign-in's and the password reset's answers
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.':
    'La connexion au compte est incorrecte ou votre compte est temporairement désactivé. Veuillez patienter et réessayer plus tard.',
  'Incorrect CAPTCHA': 'CAPTCHA incorrect',
  'Your password reset link is not valid or was already used. Please request a new one.':
    'Votre lien de réinitialisation du mot de passe n’est pas valide ou a déjà été utilisé. Veuillez en demander un nouveau.',
  'Your password reset link has expired. Please request a new one.': 'Votre lien de réinitialisation du mot de passe a expiré. Veuillez en demander un nouveau.',
  'You updated your password.': 'Vous avez mis à jour votre mot de passe.',
};

export default messages;
