import { staffCall } from '../admin/staff-contract';
import { categorySavedSchema, categorySaveSchema, productSavedSchema, productSaveSchema } from './model';
import { viewSavedSchema } from './model';
import { attributeSavedSchema, attributeSaveSchema } from './attributes';
import { categoryViewSaveSchema, productViewSaveSchema } from './view-fields';

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

/** Catalog › Products › Save in a store view's scope: the product's values in that view (each null: use the default's). */
export const catalogProductViewSave = staffCall({
  name: 'catalogProductViewSave',
  path: '/admin/api/catalog/product/save-in-view',
  staff: 'catalog.products',
  accepts: ['form', 'json'],
  request: productViewSaveSchema,
  response: viewSavedSchema,
});

/** Catalog › Categories › Save in a store view's scope: the category's values in that view. */
export const catalogCategoryViewSave = staffCall({
  name: 'catalogCategoryViewSave',
  path: '/admin/api/catalog/category/save-in-view',
  staff: 'catalog.categories',
  accepts: ['form', 'json'],
  request: categoryViewSaveSchema,
  response: viewSavedSchema,
});

/** Stores › Attributes › Product › Save: an attribute's label and its options' labels in each store view (empty: its own). */
export const catalogAttributeSave = staffCall({
  name: 'catalogAttributeSave',
  path: '/admin/api/catalog/product_attribute/save',
  staff: 'stores.attributes',
  accepts: ['form', 'json'],
  request: attributeSaveSchema,
  response: attributeSavedSchema,
});
