import { defineAdminMenu } from '../../lib/admin-menu';
import { customerPaths } from './model';

export default defineAdminMenu([{ section: 'Customers', label: 'All Customers', to: customerPaths.grid, permission: 'customers.view' }]);
