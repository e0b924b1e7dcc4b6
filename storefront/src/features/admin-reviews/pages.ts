import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({
  admin: [route('review/product', 'routes/admin/reviews.tsx'), route('review/product/edit/:reviewId', 'routes/admin/reviews-edit.tsx')],
});
