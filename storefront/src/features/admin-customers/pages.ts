import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({
  admin: [route('customer', 'routes/admin/customers.tsx'), route('customer/view/:id', 'routes/admin/customers-view.tsx')],
});
