import { layout, route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({
  admin: [
    layout('routes/admin/staff-layout.tsx', [
      route('system/user', 'routes/admin/staff-users.tsx'),
      route('system/user/new', 'routes/admin/staff-user-new.tsx'),
      route('system/user/edit/:id', 'routes/admin/staff-user-edit.tsx'),
      route('system/account', 'routes/admin/account.tsx'),
    ]),
  ],
});
