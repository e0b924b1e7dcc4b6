import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE): "Estimate Shipping and Tax", its totals, and "More Choices". */
const messages: Dictionary = {
  'Estimate Shipping and Tax': 'تقدير الشحن والضريبة',
  'Enter your destination to get a shipping estimate.': 'أدخل وجهتك للحصول على تقدير لتكلفة الشحن.',
  Destination: 'الوجهة',
  'Shipping Methods': 'طرق الشحن',
  Shipping: 'الشحن',
  Tax: 'الضريبة',
  'Order Total': 'إجمالي الطلب',
  'More Choices:': 'خيارات أخرى:',
  'More Choices': 'خيارات أخرى',
};

export default messages;
