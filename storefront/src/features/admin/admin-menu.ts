import { defineAdminMenu } from '../../lib/admin-menu';

export default defineAdminMenu([
  { section: 'Dashboard', label: 'Dashboard', to: '/admin' },
  { section: 'System', label: 'Action Log', to: '/admin/system/action-log', permission: 'system.audit', order: 20 },
]);
