import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE): "Add to Wish List", My Wish List and the wish list's messages. */
const messages: Dictionary = {
  'Add to Wish List': 'أضف إلى قائمة الأمنيات',
  'Add to Wish List: %1': 'أضف إلى قائمة الأمنيات: %1',
  'My Wish List': 'قائمة أمنياتي',
  'You have no items in your wish list.': 'لا توجد عناصر في قائمة أمنياتك.',
  Comment: 'تعليق',
  'Add to Cart: %1': 'أضف إلى السلة: %1',
  'Remove item': 'إزالة العنصر',
  'Remove item: %1': 'إزالة العنصر: %1',
  'Update Wish List': 'تحديث قائمة الأمنيات',
  'Add All to Cart': 'أضف الكل إلى السلة',
  '%1 has been added to your Wish List.': 'تمت إضافة %1 إلى قائمة أمنياتك.',
  'You must login or register to add items to your wishlist.': 'يجب عليك تسجيل الدخول أو التسجيل لإضافة عناصر إلى قائمة أمنياتك.',
  'We can\u2019t find the item in your wish list.': 'تعذّر العثور على العنصر في قائمة أمنياتك.',
  'We can\u2019t specify a product.': 'تعذّر تحديد المنتج.',
  'Your Wish List has been updated.': 'تم تحديث قائمة أمنياتك.',
  'You removed the item from your wish list.': 'لقد أزلت العنصر من قائمة أمنياتك.',
  'None of the items of your wish list could be added to your cart.': 'تعذّرت إضافة أي من عناصر قائمة أمنياتك إلى سلتك.',
};

export default messages;
