import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({ account: [route('wishlist', 'routes/account-wishlist.tsx')] });
