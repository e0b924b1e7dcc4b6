import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

/** My Account's own pages (issue 13), inside the account layout. */
export default definePages({
  account: [
    route('customer/account', 'routes/account-dashboard.tsx'),
    route('customer/account/edit', 'routes/account-edit.tsx'),
    route('sales/order/history', 'routes/account-orders.tsx'),
    route('sales/order/view/order_id/:orderId', 'routes/account-order.tsx'),
    route('customer/address', 'routes/account-addresses.tsx'),
    route('customer/address/new', 'routes/account-address.tsx', { id: 'account-address-new' }),
    route('customer/address/edit/id/:id', 'routes/account-address.tsx', { id: 'account-address-edit' }),
  ],
});
