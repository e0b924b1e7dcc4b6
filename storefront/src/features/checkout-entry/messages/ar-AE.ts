import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE): the sign-in popup on the way to checkout. */
const messages: Dictionary = {
  'Sign in to check out': 'سجّل الدخول لإتمام الشراء',
  'Checkout as a new customer': 'إتمام الشراء كعميل جديد',
  'Creating an account has many benefits:': 'لإنشاء حساب مزايا عديدة:',
  'See order and shipping status': 'الاطلاع على حالة الطلب والشحن',
  'Track order history': 'تتبع سجل الطلبات',
  'Check out faster': 'إتمام الشراء بشكل أسرع',
  'Checkout using your account': 'إتمام الشراء باستخدام حسابك',
};

export default messages;
