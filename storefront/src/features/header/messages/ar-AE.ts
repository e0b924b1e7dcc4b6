import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE): the page header (ADR 0039): English source string → translation. */
const messages: Dictionary = {
  'Free shipping on orders over %1 · 30-day returns': 'شحن مجاني فوق %1 · إرجاع خلال 30 يومًا',
  'Shop by category': 'تسوّق حسب الفئة',
  Main: 'الرئيسية',
  'Shop home': 'الصفحة الرئيسية للمتجر',
};

export default messages;
