import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE): the mini cart, its lines (also the cart page's) and the count words. */
const messages: Dictionary = {
  // A count of items: zero, one, two, few (3–10), many (11–99), other (100+); see `plural`.
  '%1 item': 'عنصر واحد',
  '%1 items': '%1 عنصر',
  '%1 items [zero]': '%1 عنصر',
  '%1 items [two]': 'عنصران',
  '%1 items [few]': '%1 عناصر',
  '%1 items [many]': '%1 عنصرًا',
  of: 'من',
  'Something went wrong.': 'حدث خطأ ما.',
  'You have no items in your shopping cart.': 'لا توجد عناصر في سلة التسوق.',
  'Recently added items': 'العناصر المضافة مؤخرًا',
  'Cart Subtotal': 'المجموع الفرعي للسلة',
  'Proceed to Checkout': 'المتابعة إلى الدفع',
  'Checkout immediately': 'ادفع الآن',
  Price: 'السعر',
  Subtotal: 'المجموع الفرعي',
  Qty: 'الكمية',
  'Qty of %1': 'كمية %1',
  Update: 'تحديث',
  'Are you sure you would like to remove this item from the shopping cart?': 'هل أنت متأكد من رغبتك في إزالة هذا العنصر من سلة التسوق؟',
  'Remove %1': 'إزالة %1',
};

export default messages;
