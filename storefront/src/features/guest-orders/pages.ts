import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({ pages: [route('sales/guest/form', 'routes/guest-order-form.tsx'), route('sales/guest/view', 'routes/guest-order-view.tsx')] });
