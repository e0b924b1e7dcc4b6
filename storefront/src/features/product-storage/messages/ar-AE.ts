import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE): recently viewed products (ADR 0039): English source string → translation. */
const messages: Dictionary = {
  'Recently Viewed Products': 'المنتجات التي تمت مشاهدتها مؤخرًا',
};

export default messages;
