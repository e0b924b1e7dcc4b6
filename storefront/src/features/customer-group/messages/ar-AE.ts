import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE) of the customer group check's notice (issue 31 item 1). */
const messages: Dictionary = {
  'Your customer group has changed. You will be signed out in a few seconds.': 'تغيّرت مجموعة العملاء الخاصة بك. سيتم تسجيل خروجك خلال ثوانٍ.',
};

export default messages;
