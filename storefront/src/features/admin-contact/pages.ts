import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({
  admin: [route('contact/message', 'routes/admin/contact.tsx'), route('contact/message/view/:messageId', 'routes/admin/contact-view.tsx')],
});
