import { defineAdminMenu } from '../../lib/admin-menu';
import { ATTRIBUTE_PATHS } from './attributes';

export default defineAdminMenu([
  { section: 'Catalog', label: 'Products', to: '/admin/catalog/product', permission: 'catalog.products' },
  { section: 'Catalog', label: 'Categories', to: '/admin/catalog/category', permission: 'catalog.categories', order: 10 },
  { section: 'Stores', label: 'Product Attributes', to: ATTRIBUTE_PATHS.grid, permission: 'stores.attributes', order: 10 },
]);
