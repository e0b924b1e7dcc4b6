import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE) of Contact Us and the customer-service widget (issue 31 item 1). */
const messages: Dictionary = {
  'Write Us': 'راسلنا',
  'Jot us a note and we’ll get back to you as quickly as possible.': 'اترك لنا رسالة وسنرد عليك في أسرع وقت ممكن.',
  "Thanks for contacting us with your comments and questions. We'll respond to you very soon.": 'شكرًا لتواصلك معنا بملاحظاتك وأسئلتك. سنرد عليك قريبًا جدًا.',
  'Write to %1: questions about an order, a size or a product.': 'راسل %1: أسئلة حول طلب أو مقاس أو منتج.',
  'Questions about an order or a product? Write to us and we answer within a day.': 'هل لديك أسئلة حول طلب أو منتج؟ راسلنا وسنرد خلال يوم واحد.',
};

export default messages;
