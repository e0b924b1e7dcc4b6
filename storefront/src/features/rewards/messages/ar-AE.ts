import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE) of My Account › Reward Points (issue 31 item 1). */
const messages: Dictionary = {
  'Reward Points': 'نقاط المكافآت',
  'Reward Points Balance': 'رصيد نقاط المكافآت',
  'Your balance is %1 reward point.': 'رصيدك %1 نقطة مكافأة.',
  'Your balance is %1 reward points.': 'رصيدك %1 من نقاط المكافآت.',
  'You earn points when your order is invoiced; a refund takes back the points of what it refunds.':
    'تكسب النقاط عند إصدار فاتورة طلبك، ويُسترجع من النقاط ما يقابل المبلغ المسترد.',
  'Balance History': 'سجل الرصيد',
  'You have no reward points history yet.': 'لا يوجد سجل لنقاط المكافآت بعد.',
  'Reward points history': 'سجل نقاط المكافآت',
  Points: 'النقاط',
  Reason: 'السبب',
  'Earned for order #%1': 'مكتسبة عن الطلب رقم %1',
  'Taken back for a refund of order #%1': 'مسترجعة بسبب استرداد الطلب رقم %1',
};

export default messages;
