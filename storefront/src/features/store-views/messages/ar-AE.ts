import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE): the shop's shell every page shows (the header's account links, the footer, the error pages) (ADR 0039): English source string → translation. */
const messages: Dictionary = {
  // Header
  'Skip to Content': 'انتقل إلى المحتوى',
  'Shop by Category': 'تسوّق حسب الفئة',
  'My Account': 'حسابي',
  'Sign Out': 'تسجيل الخروج',
  or: 'أو',
  'View and Edit Cart': 'عرض السلة وتعديلها',
  'Compare Products': 'مقارنة المنتجات',
  // The mini cart's button in the header
  'My Cart': 'سلتي',
  'Greetings, %1': 'مرحبًا، %1',
  // Footer
  Shop: 'المتجر',
  'Customer Service': 'خدمة العملاء',
  'Your account': 'حسابك',
  'Shopping Cart': 'سلة التسوق',
  'Why shop with us': 'لماذا تتسوق معنا',
  'Free shipping on orders over %1': 'شحن مجاني للطلبات التي تزيد على %1',
  '30-day returns, no questions asked': 'إرجاع خلال 30 يومًا دون أي أسئلة',
  'Reward points on every order': 'نقاط مكافأة مع كل طلب',
  'Clothing and gear for every season, tested on the trail and in the gym.':
    'ملابس ومعدات لكل موسم، مجرَّبة على الدروب وفي النادي الرياضي.',
  '© 2026 Summit Outfitters. A demo shop.': '© 2026 Summit Outfitters. متجر تجريبي.',
  // The engine's texts (src/config/constants.ts TEXTS)
  'Please wait...': 'يرجى الانتظار...',
  'Loading...': 'جارٍ التحميل...',
  of: 'من',
  item: 'عنصر',
  items: 'عنصر',
  'Guest checkout is disabled.': 'إتمام الشراء كزائر غير متاح.',
  'Could not authenticate. Please try again later': 'تعذّر التحقق من الهوية. يرجى المحاولة لاحقًا',
  'Something went wrong.': 'حدث خطأ ما.',
  'Adding...': 'جارٍ الإضافة...',
  Added: 'تمت الإضافة',
  'Add to Cart': 'أضف إلى السلة',
  // Error pages and notices
  'Page not found': 'الصفحة غير موجودة',
  'The page you asked for is not here.': 'الصفحة التي طلبتها غير موجودة.',
  'The page you asked for is not here. Try the search above, or start again from the home page.':
    'الصفحة التي طلبتها غير موجودة. جرّب البحث في الأعلى، أو ابدأ من جديد من الصفحة الرئيسية.',
  'Go to the home page': 'الذهاب إلى الصفحة الرئيسية',
  'This store is in test mode: no payment is taken and no order is shipped.':
    'هذا المتجر في وضع الاختبار: لا يتم تحصيل أي دفعة ولا يتم شحن أي طلب.',
  // A throttle's refusal (429), whatever the call
  'Too many requests.': 'طلبات كثيرة جدًا.',
  'Please try again in %1.': 'يرجى إعادة المحاولة بعد انقضاء المدة: %1.',
};

export default messages;
