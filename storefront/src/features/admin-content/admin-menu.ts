import { defineAdminMenu } from '../../lib/admin-menu';
import { CMS_ADMIN_PATHS } from './paths';

export default defineAdminMenu([
  { section: 'Content', label: 'Pages', to: CMS_ADMIN_PATHS.grid, permission: 'content.pages' },
  { section: 'Content', label: 'Blocks', to: '/admin/cms/block', permission: 'content.blocks' },
]);
