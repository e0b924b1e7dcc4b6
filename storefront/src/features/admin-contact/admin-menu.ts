import { defineAdminMenu } from '../../lib/admin-menu';

export default defineAdminMenu([{ section: 'Customers', label: 'Contact Messages', to: '/admin/contact/message', permission: 'contact.messages', order: 20 }]);
