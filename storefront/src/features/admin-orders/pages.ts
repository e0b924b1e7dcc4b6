import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({
  admin: [route('sales/order', 'routes/admin/orders.tsx')],
});
