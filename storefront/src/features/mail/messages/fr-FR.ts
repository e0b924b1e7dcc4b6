import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR) of the mails' shared frame (ADR 0039). */
const messages: Dictionary = {
  'If the button does not work, copy this address into your browser:': 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u00a0:',
};

export default messages;
