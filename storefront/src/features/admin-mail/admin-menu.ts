import { defineAdminMenu } from '../../lib/admin-menu';

export default defineAdminMenu([{ section: 'System', label: 'Mails', to: '/admin/system/mail', permission: 'system.mail', order: 10 }]);
