import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

/** My Account › Newsletter Subscriptions. */
export default definePages({ account: [route('newsletter/manage', 'routes/account-newsletter.tsx')] });
