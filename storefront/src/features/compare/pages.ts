import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({
  pages: [
    route('catalog/product_compare', 'routes/compare.tsx'),
    route('catalog/product_compare/index', 'routes/compare.tsx', { id: 'compare-index' }),
  ],
});
