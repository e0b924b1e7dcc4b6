import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({ pages: [route('checkout/cart', 'routes/cart.tsx')] });
