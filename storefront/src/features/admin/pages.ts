import { index, route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({
  adminEntry: [route('login', 'routes/admin/login.tsx'), route('login/code', 'routes/admin/login-code.tsx')],
  admin: [index('routes/admin/dashboard.tsx'), route('system/action-log', 'routes/admin/action-log.tsx')],
});
