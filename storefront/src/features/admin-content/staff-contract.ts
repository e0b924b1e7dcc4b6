import { staffCall } from '../admin/staff-contract';
import { viewSavedSchema } from '../admin-catalog/model';
import { blockSavedSchema, blockSaveSchema, blockViewSaveSchema, cmsPageDeletedSchema, cmsPageDeleteSchema, cmsPageSavedSchema, cmsPageSaveSchema, cmsPageViewSaveSchema } from './model';

/** Content › Blocks › Save: a block's title, identifier, content and whether it is enabled. */
export const contentBlockSave = staffCall({
  name: 'contentBlockSave',
  path: '/admin/api/cms/block/save',
  staff: 'content.blocks',
  accepts: ['form', 'json'],
  request: blockSaveSchema,
  response: blockSavedSchema,
});

/** Content › Pages › Save: a new page (no id) or an existing one. */
export const cmsPageSave = staffCall({
  name: 'cmsPageSave',
  path: '/admin/api/cms/page/save',
  staff: 'content.pages',
  accepts: ['form', 'json'],
  request: cmsPageSaveSchema,
  response: cmsPageSavedSchema,
});

/** Content › Pages › Delete Page. */
export const cmsPageDelete = staffCall({
  name: 'cmsPageDelete',
  path: '/admin/api/cms/page/delete',
  staff: 'content.pages',
  accepts: ['form', 'json'],
  request: cmsPageDeleteSchema,
  response: cmsPageDeletedSchema,
});

/** Content › Pages › Save in a store view's scope: the page's values in that view (each null: use the default's). */
export const cmsPageViewSave = staffCall({
  name: 'cmsPageViewSave',
  path: '/admin/api/cms/page/save-in-view',
  staff: 'content.pages',
  accepts: ['form', 'json'],
  request: cmsPageViewSaveSchema,
  response: viewSavedSchema,
});

/** Content › Blocks › Save in a store view's scope: the block's content in that view (null: use the block's own). */
export const contentBlockViewSave = staffCall({
  name: 'contentBlockViewSave',
  path: '/admin/api/cms/block/save-in-view',
  staff: 'content.blocks',
  accepts: ['form', 'json'],
  request: blockViewSaveSchema,
  response: viewSavedSchema,
});
