import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE) of the newsletter: the footer form, My Account › Newsletter Subscriptions, its messages (issue 31 item 1). */
const messages: Dictionary = {
  // Footer form
  Newsletter: 'النشرة الإخبارية',
  'Sign Up for Our Newsletter:': 'اشترك في نشرتنا الإخبارية:',
  'Enter your email address': 'أدخل بريدك الإلكتروني',
  Subscribe: 'اشتراك',
  'Something went wrong with the subscription.': 'حدث خطأ أثناء الاشتراك.',
  // My Account
  'Newsletter Subscriptions': 'اشتراكات النشرة الإخبارية',
  'Newsletter Subscription': 'الاشتراك في النشرة الإخبارية',
  'Subscription option': 'خيار الاشتراك',
  'General Subscription': 'الاشتراك العام',
  // Messages
  'The confirmation request has been sent.': 'تم إرسال طلب التأكيد.',
  'This email address is already subscribed.': 'هذا البريد الإلكتروني مشترك بالفعل.',
  'Your subscription has been confirmed.': 'تم تأكيد اشتراكك.',
  'This is an invalid subscription confirmation code.': 'رمز تأكيد الاشتراك هذا غير صالح.',
  'This is an invalid subscription ID.': 'معرّف الاشتراك هذا غير صالح.',
  'You unsubscribed.': 'تم إلغاء اشتراكك.',
  'Something went wrong while unsubscribing you.': 'حدث خطأ أثناء إلغاء اشتراكك.',
  'We have saved your subscription.': 'تم حفظ اشتراكك.',
  'We have removed your newsletter subscription.': 'تم إلغاء اشتراكك في النشرة الإخبارية.',
  'We have updated your subscription.': 'تم تحديث اشتراكك.',
};

export default messages;
