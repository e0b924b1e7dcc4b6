import { defineAdminMenu } from '../../lib/admin-menu';

export default defineAdminMenu([{ section: 'Content', label: 'Blocks', to: '/admin/cms/block', permission: 'content.blocks' }]);
