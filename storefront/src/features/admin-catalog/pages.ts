import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({
  admin: [
    route('catalog/product', 'routes/admin/catalog-products.tsx'),
    route('catalog/product/edit/:id', 'routes/admin/catalog-product-edit.tsx'),
    route('catalog/category', 'routes/admin/catalog-categories.tsx'),
    route('catalog/product_attribute', 'routes/admin/catalog-attributes.tsx'),
    route('catalog/product_attribute/edit/:id', 'routes/admin/catalog-attribute-edit.tsx'),
  ],
});
