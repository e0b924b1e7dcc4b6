import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE): "Apply Discount Code" and its messages. */
const messages: Dictionary = {
  'Apply Discount Code': 'تطبيق رمز الخصم',
  'Enter discount code': 'أدخل رمز الخصم',
  'Apply Discount': 'تطبيق الخصم',
  'Cancel Coupon': 'إلغاء القسيمة',
  'You used coupon code "%1".': 'لقد استخدمت رمز القسيمة "%1".',
  'The coupon code "%1" is not valid.': 'رمز القسيمة "%1" غير صالح.',
  'You canceled the coupon code.': 'لقد ألغيت رمز القسيمة.',
  'Discount (%1)': 'الخصم (%1)',
  Discount: 'الخصم',
  'The coupon code "%1" is not valid anymore. Please cancel it and place your order again.':
    'لم يعد رمز القسيمة "%1" صالحًا. يُرجى إلغاؤه وتقديم طلبك مرة أخرى.',
};

export default messages;
