import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({ pages: [route('blog', 'routes/blog.tsx'), route('blog/:slug', 'routes/blog-post.tsx')] });
