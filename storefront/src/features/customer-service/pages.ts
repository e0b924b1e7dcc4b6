import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({ pages: [route('contact', 'routes/contact.tsx')] });
