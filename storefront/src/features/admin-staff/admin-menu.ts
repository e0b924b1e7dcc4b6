import { defineAdminMenu } from '../../lib/admin-menu';
import { staffPaths } from './model';

export default defineAdminMenu([
  { section: 'System', label: 'All Users', to: staffPaths.users, permission: 'system.staff', order: 10 },
  { section: 'System', label: 'My Account', to: staffPaths.account, order: 30 },
]);
