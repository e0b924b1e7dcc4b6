import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({
  admin: [
    route('sales/order', 'routes/admin/orders.tsx'),
    route('sales/order/view/:orderId', 'routes/admin/order-view.tsx'),
    route('sales/order/:orderId/:document/new', 'routes/admin/order-document.tsx'),
  ],
});
