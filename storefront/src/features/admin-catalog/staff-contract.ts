import { staffCall } from '../admin/staff-contract';
import { categorySavedSchema, categorySaveSchema, productSavedSchema, productSaveSchema } from './model';

/** Catalog › Products › Save: the edit page's fields, posted by the admin form reload. */
export const catalogProductSave = staffCall({
  name: 'catalogProductSave',
  path: '/admin/api/catalog/product/save',
  staff: 'catalog.products',
  accepts: ['form', 'json'],
  request: productSaveSchema,
  response: productSavedSchema,
});

/** Catalog › Categories › Save: a category's name, position and whether it is enabled. */
export const catalogCategorySave = staffCall({
  name: 'catalogCategorySave',
  path: '/admin/api/catalog/category/save',
  staff: 'catalog.categories',
  accepts: ['form', 'json'],
  request: categorySaveSchema,
  response: categorySavedSchema,
});
