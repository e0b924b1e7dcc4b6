import { defineAdminMenu } from '../../lib/admin-menu';

export default defineAdminMenu([
  { section: 'Catalog', label: 'Products', to: '/admin/catalog/product', permission: 'catalog.products' },
  { section: 'Catalog', label: 'Categories', to: '/admin/catalog/category', permission: 'catalog.categories', order: 10 },
]);
