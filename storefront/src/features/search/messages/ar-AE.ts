import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE): the search box and the search results page. */
const messages: Dictionary = {
  Search: 'بحث',
  'Search entire store here...': 'ابحث في المتجر بالكامل هنا...',
  'Search suggestions': 'اقتراحات البحث',
  "Search results for: '%1'": 'نتائج البحث عن: "%1"',
  'Minimum Search query length is %1': 'الحد الأدنى لطول عبارة البحث هو %1',
  'Your search returned no results.': 'لم يُرجع بحثك أي نتائج.',
};

export default messages;
