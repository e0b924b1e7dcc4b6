import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cmsBlocks } from '../../../server/db/schema';

/** A CMS block's content in one store view (sanitized); no row: the block's own. */
export const cmsBlockContent = pgTable(
  'cms_block_content',
  {
    blockId: integer('block_id')
      .notNull()
      .references(() => cmsBlocks.id, { onDelete: 'cascade' }),
    storeView: text('store_view').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.blockId, t.storeView] })],
);
