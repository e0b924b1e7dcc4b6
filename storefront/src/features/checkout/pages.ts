import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({
  pages: [route('checkout', 'routes/checkout.tsx'), route('checkout/onepage/success', 'routes/checkout-success.tsx')],
});
