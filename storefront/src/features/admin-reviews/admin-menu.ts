import { defineAdminMenu } from '../../lib/admin-menu';

export default defineAdminMenu([{ section: 'Marketing', label: 'All Reviews', to: '/admin/review/product', permission: 'reviews.moderate' }]);
