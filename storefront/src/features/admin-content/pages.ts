import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({
  admin: [
    route('cms/page', 'routes/admin/cms-pages.tsx'),
    route('cms/page/new', 'routes/admin/cms-page-edit.tsx', { id: 'routes/admin/cms-page-new' }),
    route('cms/page/edit/:id', 'routes/admin/cms-page-edit.tsx'),
    route('cms/block', 'routes/admin/content-blocks.tsx'),
    route('cms/block/edit/:id', 'routes/admin/content-block-edit.tsx'),
  ],
});
