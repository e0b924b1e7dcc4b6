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
  'Newsletter subscription confirmation': 'تأكيد الاشتراك في النشرة الإخبارية',
  'Newsletter subscription success': 'تم الاشتراك في النشرة الإخبارية بنجاح',
  'Newsletter unsubscription success': 'تم إلغاء الاشتراك في النشرة الإخبارية بنجاح',
  'You get this mail because this address was signed up for the %1 newsletter. No more mails from us:': 'تصلك هذه الرسالة لأن هذا العنوان مسجّل في النشرة الإخبارية لـ %1. لإيقاف رسائلنا:',
  'Unsubscribe': 'إلغاء الاشتراك',
  'Confirm your newsletter subscription.': 'أكّد اشتراكك في النشرة الإخبارية.',
  'Thank you for subscribing to our newsletter. To begin receiving the newsletter, you must first confirm your subscription by clicking on the following link:': 'شكرًا لاشتراكك في نشرتنا الإخبارية. لبدء تلقي النشرة، يجب عليك أولًا تأكيد اشتراكك بالنقر على الرابط التالي:',
  'Confirm subscription': 'تأكيد الاشتراك',
  'If you did not ask for it, ignore this mail: nothing is sent to this address until the subscription is confirmed.': 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن يُرسل شيء إلى هذا العنوان حتى يتم تأكيد الاشتراك.',
  'You are subscribed to our newsletter.': 'أنت مشترك في نشرتنا الإخبارية.',
  'You have been successfully subscribed to our newsletter.': 'تم اشتراكك في نشرتنا الإخبارية بنجاح.',
  'You will get no more newsletters.': 'لن تصلك أي نشرات إخبارية بعد الآن.',
  'You have been unsubscribed from the newsletter.': 'تم إلغاء اشتراكك في النشرة الإخبارية.',
};

export default messages;
