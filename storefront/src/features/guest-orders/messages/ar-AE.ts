import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE) of Orders and Returns, the guest's order lookup (issue 31 item 1). */
const messages: Dictionary = {
  'Order ID': 'رقم الطلب',
  'Billing Last Name': 'اسم العائلة في الفوترة',
  'Find Order By': 'البحث عن الطلب باستخدام',
  'ZIP Code': 'الرمز البريدي',
  'Billing ZIP Code': 'الرمز البريدي للفوترة',
  Continue: 'متابعة',
  'You entered incorrect data. Please try again.': 'البيانات التي أدخلتها غير صحيحة. يرجى المحاولة مرة أخرى.',
  'Find an order you placed at %1 as a guest.': 'ابحث عن طلب قدّمته في %1 كزائر.',
  'Find another order': 'البحث عن طلب آخر',
};

export default messages;
