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
  'Please enter your email address below to receive a password reset link.':
    'Saisissez votre adresse e-mail ci-dessous pour recevoir un lien de réinitialisation du mot de passe.',
  'Reset My Password': 'Réinitialiser mon mot de passe',
  'If there is an account associated with %1 you will receive an email with a link to reset your password.':
    'S’il existe un compte associé à %1, vous recevrez un e-mail avec un lien pour réinitialiser votre mot de passe.',
  // New password
  'Set a New Password': 'Définir un nouveau mot de passe',
  'This page needs the link from your password reset email.': 'Cette page s’ouvre avec le lien de l’e-mail de réinitialisation du mot de passe.',
  'Request a new password reset link': 'Demander un nouveau lien de réinitialisation',
  'New Password': 'Nouveau mot de passe',
  'Confirm New Password': 'Confirmer le nouveau mot de passe',
  // The sign-in's and the password reset's answers
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.':
    'La connexion au compte est incorrecte ou votre compte est temporairement désactivé. Veuillez patienter et réessayer plus tard.',
  'Incorrect CAPTCHA': 'CAPTCHA incorrect',
  'Your password reset link is not valid or was already used. Please request a new one.':
    'Votre lien de réinitialisation du mot de passe n’est pas valide ou a déjà été utilisé. Veuillez en demander un nouveau.',
  'Your password reset link has expired. Please request a new one.': 'Votre lien de réinitialisation du mot de passe a expiré. Veuillez en demander un nouveau.',
  'You updated your password.': 'Vous avez mis à jour votre mot de passe.',
  // Mails: welcome, password reset
  'Welcome to %1': 'Bienvenue chez %1',
  'Your account at %1 is ready.': 'Votre compte chez %1 est prêt.',
  'Hello %1 %2,': 'Bonjour %1 %2,',
  'Thank you for creating an account. To sign in to our site, use your e-mail address %1 and the password you set, during checkout or on the My Account page.':
    'Merci d’avoir créé un compte. Pour vous connecter à notre site, utilisez votre adresse e-mail %1 et le mot de passe que vous avez choisi, lors de la commande ou sur la page Mon compte.',
  'Go to My Account': 'Accéder à mon compte',
  'In your account you can check your orders, keep your addresses and change your account information.':
    'Dans votre compte, vous pouvez suivre vos commandes, enregistrer vos adresses et modifier les informations de votre compte.',
  'Reset your %1 password': 'Réinitialisez votre mot de passe %1',
  'Set a new password for your account.': 'Définissez un nouveau mot de passe pour votre compte.',
  'Reset your password': 'Réinitialisez votre mot de passe',
  'There was recently a request to change the password for your account. If you requested this change, set a new password here:':
    'Une demande de modification du mot de passe de votre compte a été faite récemment. Si vous êtes à l’origine de cette demande, définissez un nouveau mot de passe ici\u00a0:',
  'The link works for %1 hours and only once. If you did not make this request, you can ignore this e-mail and your password will remain the same.':
    'Le lien est valable %1\u00a0heures et une seule fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe restera inchangé.',
  // Registration and sign-in answers
  'Thank you for registering with %1.': 'Merci de vous être inscrit chez %1.',
  'A customer with the same email address already exists in an associated website.': 'Un client avec la même adresse e-mail existe déjà sur un site associé.',
  'Login successful.': 'Connexion réussie.',
  'You are signed out.': 'Vous êtes déconnecté.',
};

export default messages;
