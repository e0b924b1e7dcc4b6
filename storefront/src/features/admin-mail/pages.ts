import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({
  admin: [route('system/mail', 'routes/admin/mail.tsx'), route('system/mail/:mailId', 'routes/admin/mail-view.tsx')],
});
