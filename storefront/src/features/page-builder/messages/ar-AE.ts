import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE): the page builder's own texts (not its CMS content) (ADR 0039): English source string → translation. */
const messages: Dictionary = {
  Welcome: 'مرحبًا بك',
};

export default messages;
