import { layout, route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({
  admin: [
    layout('routes/admin/coupons-layout.tsx', [
      route('sales_rule/promo_quote', 'routes/admin/coupons-rules.tsx'),
      route('sales_rule/promo_quote/new', 'routes/admin/coupons-rule-new.tsx'),
      route('sales_rule/promo_quote/edit/:id', 'routes/admin/coupons-rule-edit.tsx'),
    ]),
  ],
});
