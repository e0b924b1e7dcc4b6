import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({ admin: [route('newsletter/subscriber', 'routes/admin/newsletter-subscribers.tsx')] });
