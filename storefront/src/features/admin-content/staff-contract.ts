import { staffCall } from '../admin/staff-contract';
import { blockSavedSchema, blockSaveSchema, cmsPageDeletedSchema, cmsPageDeleteSchema, cmsPageSavedSchema, cmsPageSaveSchema } from './model';

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
