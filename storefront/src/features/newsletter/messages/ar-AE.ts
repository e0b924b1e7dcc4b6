import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE): the footer's newsletter form (ADR 0039): English source string → translation. */
const messages: Dictionary = {
  Newsletter: 'النشرة الإخبارية',
  'Sign Up for Our Newsletter:': 'اشترك في نشرتنا الإخبارية:',
  'Enter your email address': 'أدخل عنوان بريدك الإلكتروني',
  Subscribe: 'اشتراك',
  'Something went wrong with the subscription.': 'حدث خطأ ما أثناء الاشتراك.',
};

export default messages;
