import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE): add to cart, the cart page and the cart's messages. */
const messages: Dictionary = {
  'Add to Cart': 'أضف إلى السلة',
  'Adding...': 'جارٍ الإضافة...',
  Added: 'تمت الإضافة',
  'Continue Shopping': 'متابعة التسوق',
  'Loading...': 'جارٍ التحميل...',
  'Items in your cart': 'العناصر في سلتك',
  Summary: 'الملخص',
  Items: 'العناصر',
  'Prices, stock and delivery options are confirmed when you place your order; items in your cart are not reserved until then.':
    'تُؤكَّد الأسعار والمخزون وخيارات التوصيل عند تقديم طلبك؛ ولا تُحجز العناصر الموجودة في سلتك حتى ذلك الحين.',
  // Answers of add to cart and of the lines' changes
  'You added %1 to your <a href="%2">shopping cart</a>.': 'لقد أضفت %1 إلى <a href="%2">سلة التسوق</a>.',
  'The product that was requested does not exist.': 'المنتج المطلوب غير موجود.',
  'You need to choose options for your item.': 'يجب عليك اختيار خيارات المنتج.',
  'This product is out of stock.': 'هذا المنتج غير متوفر في المخزون.',
  'A cart holds at most %1 different items.': 'تتسع السلة لـ %1 عنصر مختلف كحد أقصى.',
  'The requested qty is not available. Only %1 left.': 'الكمية المطلوبة غير متوفرة. المتبقي %1 فقط.',
  'Your carts were combined, but only %1 of %2 could stay in it (you asked for %3).':
    'تم دمج سلتيك، لكن لم يبقَ فيها سوى %1 من %2 (طلبت %3).',
  'Unknown super attribute %1 for this product.': 'الخاصية %1 غير معروفة لهذا المنتج.',
  'The requested product options are not available.': 'خيارات المنتج المطلوبة غير متوفرة.',
  "We can't find the quote item.": 'تعذّر العثور على عنصر السلة.',
  'This product is no longer available.': 'هذا المنتج لم يعد متوفرًا.',
  '"%1" was not added to your cart: %2': 'لم تتم إضافة "%1" إلى سلتك: %2',
};

export default messages;
