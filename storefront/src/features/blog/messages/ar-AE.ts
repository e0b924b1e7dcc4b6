import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE) of the blog's pages (their own words; the posts are content) (issue 31 item 1). */
const messages: Dictionary = {
  Home: 'الرئيسية',
  'Blog - Page %1': 'المدونة - الصفحة %1',
  'Training tips, gear care and trail notes from the Summit Outfitters coaches.': 'نصائح التدريب والعناية بالمعدات ويوميات المسارات من مدربي Summit Outfitters.',
  'There are no posts yet.': 'لا توجد مقالات بعد.',
  'Posted by %1 on %2': 'نشره %1 في %2',
  'Back to the blog': 'العودة إلى المدونة',
  Blog: 'المدونة',
};

export default messages;
