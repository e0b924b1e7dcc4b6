import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({ admin: [route('system_currency', 'routes/admin/currency-rates.tsx')] });
