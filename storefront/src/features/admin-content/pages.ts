import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({
  admin: [route('cms/block', 'routes/admin/content-blocks.tsx'), route('cms/block/edit/:id', 'routes/admin/content-block-edit.tsx')],
});
