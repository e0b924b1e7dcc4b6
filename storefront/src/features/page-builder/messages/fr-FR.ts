import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR): the page builder's own texts (not its CMS content) (ADR 0039): English source string → translation. */
const messages: Dictionary = {
  Welcome: 'Bienvenue',
};

export default messages;
