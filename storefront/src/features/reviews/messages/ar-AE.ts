import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE): the review summary, "Customer Reviews" and the review form. */
const messages: Dictionary = {
  // Counts: zero, one, two, few (3–10), many (11–99), other (100+); see `plural`.
  '%1 Review': 'مراجعة واحدة',
  '%1 Reviews': '%1 مراجعة',
  '%1 Reviews [zero]': 'لا توجد مراجعات',
  '%1 Reviews [two]': 'مراجعتان',
  '%1 Reviews [few]': '%1 مراجعات',
  '%1 Reviews [many]': '%1 مراجعة',
  'Add Your Review': 'أضف مراجعتك',
  'Be the first to review this product': 'كن أول من يراجع هذا المنتج',
  'Customer Reviews': 'مراجعات العملاء',
  'Review by': 'مراجعة بواسطة',
  'Posted on': 'نُشرت في',
  'Reviews pages': 'صفحات المراجعات',
  'Page %1 of %2': 'الصفحة %1 من %2',
  'The reviews could not be loaded. Please try again.': 'تعذّر تحميل المراجعات. يُرجى المحاولة مرة أخرى.',
  'Write Your Own Review': 'اكتب مراجعتك',
  "You're reviewing:": 'أنت تراجع:',
  Rating: 'التقييم',
  Nickname: 'الاسم المستعار',
  Summary: 'الملخص',
  Review: 'المراجعة',
  'Submit Review': 'إرسال المراجعة',
  'Your review could not be sent. Please try again.': 'تعذّر إرسال مراجعتك. يُرجى المحاولة مرة أخرى.',
  'You submitted your review for moderation.': 'لقد أرسلت مراجعتك للإشراف.',
  "The product that was requested doesn't exist. Verify the product and try again.": 'المنتج المطلوب غير موجود. تحقق من المنتج وحاول مرة أخرى.',
};

export default messages;
