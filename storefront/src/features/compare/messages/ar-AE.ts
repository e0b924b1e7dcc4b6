import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE): "Add to Compare", the Compare Products block and page, and their messages. */
const messages: Dictionary = {
  'Add to Compare': 'أضف إلى المقارنة',
  'Add to Compare: %1': 'أضف إلى المقارنة: %1',
  'You have no items to compare.': 'ليست لديك عناصر للمقارنة.',
  'Remove This Item: %1': 'إزالة هذا العنصر: %1',
  Compare: 'مقارنة',
  'Products Comparison List': 'قائمة مقارنة المنتجات',
  Color: 'اللون',
  Size: 'المقاس',
  Description: 'الوصف',
  'N/A': 'غير متاح',
  'Remove Product': 'إزالة المنتج',
  'Remove Product: %1': 'إزالة المنتج: %1',
  'You added product %1 to the <a href="%2">comparison list</a>.': 'لقد أضفت المنتج %1 إلى <a href="%2">قائمة المقارنة</a>.',
  'You removed product %1 from the comparison list.': 'لقد أزلت المنتج %1 من قائمة المقارنة.',
  'You cleared the comparison list.': 'لقد أفرغت قائمة المقارنة.',
  'We can\u2019t find the product.': 'تعذّر العثور على المنتج.',
  'The product is not in your comparison list.': 'المنتج غير موجود في قائمة المقارنة.',
};

export default messages;
