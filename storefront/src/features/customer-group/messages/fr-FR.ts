import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR) of the customer group check's notice (issue 31 item 1). */
const messages: Dictionary = {
  'Your customer group has changed. You will be signed out in a few seconds.': 'Votre groupe de clients a changé. Vous allez être déconnecté dans quelques secondes.',
};

export default messages;
