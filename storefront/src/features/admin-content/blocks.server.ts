import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import type { BlockEditData, BlockGridItem } from './model';

/** Content › Blocks: every CMS block (a shop has tens), by id. */
export async function blocksGrid(db: Db): Promise<BlockGridItem[]> {
  return db
    .select({ id: s.cmsBlocks.id, title: s.cmsBlocks.title, identifier: s.cmsBlocks.identifier, isActive: s.cmsBlocks.isActive })
    .from(s.cmsBlocks)
    .orderBy(asc(s.cmsBlocks.id));
}

/** A block's edit page. */
export async function blockForEdit(db: Db, id: number): Promise<BlockEditData | null> {
  const [row] = await db.select().from(s.cmsBlocks).where(eq(s.cmsBlocks.id, id));
  return row ?? null;
}
