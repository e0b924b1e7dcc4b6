import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE): the blog's footer link (ADR 0039): English source string → translation. */
const messages: Dictionary = {
  Blog: 'المدونة',
};

export default messages;
