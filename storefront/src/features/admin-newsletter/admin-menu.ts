import { defineAdminMenu } from '../../lib/admin-menu';
import { SUBSCRIBERS_GRID_PATH } from './model';

export default defineAdminMenu([{ section: 'Marketing', label: 'Newsletter Subscribers', to: SUBSCRIBERS_GRID_PATH, permission: 'marketing.newsletter', order: 20 }]);
