import { defineAdminMenu } from '../../lib/admin-menu';

export default defineAdminMenu([{ section: 'Sales', label: 'Orders', to: '/admin/sales/order', permission: 'sales.orders.view' }]);
