import { defineAdminMenu } from '../../lib/admin-menu';
import { rulePaths } from './model';

export default defineAdminMenu([{ section: 'Marketing', label: 'Cart Price Rules', to: rulePaths.grid, permission: 'marketing.cart_rules' }]);
