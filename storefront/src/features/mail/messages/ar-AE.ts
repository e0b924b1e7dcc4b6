import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE) of the mails' shared frame (ADR 0039). */
const messages: Dictionary = {
  'If the button does not work, copy this address into your browser:': 'إذا لم يعمل الزر، فانسخ هذا العنوان في متصفحك:',
};

export default messages;
