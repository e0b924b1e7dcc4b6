import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR): the blog's footer link (ADR 0039): English source string → translation. */
const messages: Dictionary = {
  Blog: 'Blog',
};

export default messages;
