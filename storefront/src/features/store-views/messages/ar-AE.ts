import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE): English source string → Arabic (issue 31; the rest of the shop's strings are item 1). */
const messages: Dictionary = {
  // Header
  'Skip to Content': 'انتقل إلى المحتوى',
  'Free shipping on orders over $50 · 30-day returns': 'شحن مجاني فوق 50 $ · إرجاع خلال 30 يومًا',
  Menu: 'القائمة',
  Main: 'الرئيسية',
  'Shop by Category': 'تسوّق حسب الفئة',
  'Shop by category': 'تسوّق حسب الفئة',
  'My Account': 'حسابي',
  'Sign In': 'تسجيل الدخول',
  'Sign Out': 'تسجيل الخروج',
  or: 'أو',
  'Create an Account': 'إنشاء حساب',
  'View and Edit Cart': 'عرض السلة وتعديلها',
  'Compare Products': 'مقارنة المنتجات',
  'Greetings, %1': 'مرحبًا، %1',
  // Mini cart trigger
  'My Cart': 'سلتي',
  // Store switcher
  Language: 'اللغة',
  // Footer
  Shop: 'المتجر',
  'Customer Service': 'خدمة العملاء',
  'Your account': 'حسابك',
  'Shopping Cart': 'سلة التسوق',
  Blog: 'المدونة',
  'About Us': 'من نحن',
  'Contact Us': 'اتصل بنا',
  'Orders and Returns': 'الطلبات والإرجاع',
  'Returns Policy': 'سياسة الإرجاع',
  'Shipping Policy': 'سياسة الشحن',
  'Privacy and Cookie Policy': 'سياسة الخصوصية وملفات تعريف الارتباط',
  'Why shop with us': 'لماذا تتسوق معنا',
  'Free shipping on orders over $50': 'شحن مجاني للطلبات التي تزيد على 50 $',
  '30-day returns, no questions asked': 'إرجاع خلال 30 يومًا دون أي أسئلة',
  'Reward points on every order': 'نقاط مكافأة مع كل طلب',
  'Clothing and gear for every season, tested on the trail and in the gym.':
    'ملابس ومعدات لكل موسم، مجرَّبة على الدروب وفي النادي الرياضي.',
  '© 2026 Summit Outfitters. A demo shop.': '© 2026 Summit Outfitters. متجر تجريبي.',
  // The engine's texts (src/config/constants.ts TEXTS)
  'Please wait...': 'يرجى الانتظار...',
  'Loading...': 'جارٍ التحميل...',
  'You have no items in your shopping cart.': 'لا توجد منتجات في سلة التسوق.',
  'Checkout immediately': 'إتمام الشراء فورًا',
  'Proceed to Checkout': 'المتابعة لإتمام الشراء',
  item: 'منتج',
  items: 'منتجات',
  of: 'من',
  'Guest checkout is disabled.': 'إتمام الشراء كزائر غير متاح.',
  'Could not authenticate. Please try again later': 'تعذّر التحقق من الهوية. يرجى المحاولة لاحقًا',
  'Something went wrong.': 'حدث خطأ ما.',
  'Are you sure you would like to remove this item from the shopping cart?': 'هل أنت متأكد من أنك تريد إزالة هذا المنتج من سلة التسوق؟',
  'Adding...': 'جارٍ الإضافة...',
  Added: 'تمت الإضافة',
  'Add to Cart': 'أضف إلى السلة',
};

export default messages;
