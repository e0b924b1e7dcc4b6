import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE) of the sales mails the shopper receives: invoice, shipment, credit memo, order update (issue 31 item 1). */
const messages: Dictionary = {
  'Invoice for your %1 order': 'فاتورة طلبك من %1',
  'Your Invoice #%1 for Order #%2': 'فاتورتك رقم %1 للطلب رقم %2',
  'Thank you for your order.': 'شكرًا لك على طلبك.',
  'Your %1 order has shipped': 'تم شحن طلبك من %1',
  'Your Shipment #%1 for Order #%2': 'شحنتك رقم %1 للطلب رقم %2',
  'Your shipping confirmation is below. Thank you again for your business.': 'تجد تأكيد الشحن أدناه. شكرًا لك مجددًا على تعاملك معنا.',
  'Credit memo for your %1 order': 'إشعار دائن لطلبك من %1',
  'Your Credit Memo #%1 for Order #%2': 'إشعارك الدائن رقم %1 للطلب رقم %2',
  'A refund for your order is on its way to your card.': 'المبلغ المسترد لطلبك في طريقه إلى بطاقتك.',
  'Tracking Numbers': 'أرقام التتبع',
  '%1 (SKU: %2), Qty %3': '%1 (رمز المنتج: %2)، الكمية %3',
  'Update to your %1 order': 'تحديث على طلبك من %1',
  'Your order #%1 has been updated.': 'تم تحديث طلبك رقم %1.',
  'Your order #%1 has been updated with a status of %2.': 'تم تحديث طلبك رقم %1 إلى الحالة %2.',
};

export default messages;
