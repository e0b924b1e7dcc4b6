import { staffCall } from '../admin/staff-contract';
import { blockSavedSchema, blockSaveSchema } from './model';

/** Content › Blocks › Save: a block's title, identifier, content and whether it is enabled. */
export const contentBlockSave = staffCall({
  name: 'contentBlockSave',
  path: '/admin/api/cms/block/save',
  staff: 'content.blocks',
  accepts: ['form', 'json'],
  request: blockSaveSchema,
  response: blockSavedSchema,
});
