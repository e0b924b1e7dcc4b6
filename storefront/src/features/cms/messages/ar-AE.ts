import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE): the CMS pages' footer links (ADR 0039): English source string → translation. */
const messages: Dictionary = {
  'About Us': 'من نحن',
  'Orders and Returns': 'الطلبات والإرجاع',
  'Returns Policy': 'سياسة الإرجاع',
  'Shipping Policy': 'سياسة الشحن',
  'Privacy and Cookie Policy': 'سياسة الخصوصية وملفات تعريف الارتباط',
};

export default messages;
