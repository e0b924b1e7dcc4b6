import { and, eq, ne } from 'drizzle-orm';
import * as s from '../../../server/db/schema';
import { defineServerFeature } from '../../../server/feature';
import { clientAddressKey } from '../../../server/http/hosts';
import { privateResponse } from '../../../server/http/responses';
import { storedHtml } from '../../../server/lib/stored-html';
import { HttpError } from '../../lib/http-error';
import { staffErrorBody } from '../admin/staff-contract';
import { blockForEdit } from './blocks.server';
import { BLOCK_IDENTIFIER_TAKEN } from './model';
import { contentBlockSave } from './staff-contract';

/** Content › Blocks (issue 27): the save, audit-logged, purging the pages that show the block. */
export default defineServerFeature({
  routes(endpoints, _app, shop) {
    endpoints.handle(contentBlockSave, async (c, input) => {
      privateResponse(c);
      const { member } = shop.staff.requestAccess(c);
      const after = { title: input.title.trim(), identifier: input.identifier.trim(), content: storedHtml(input.content), isActive: input.is_active };
      const result = await shop.db.transaction(async (tx) => {
        const current = await blockForEdit(tx, input.id);
        if (!current) throw new HttpError(404, 'This block no longer exists.', staffErrorBody);
        const [taken] = await tx.select({ id: s.cmsBlocks.id }).from(s.cmsBlocks).where(and(eq(s.cmsBlocks.identifier, after.identifier), ne(s.cmsBlocks.id, input.id)));
        if (taken) throw new HttpError(400, BLOCK_IDENTIFIER_TAKEN, staffErrorBody);
        const keys = (Object.keys(after) as (keyof typeof after)[]).filter((key) => current[key] !== after[key]);
        if (keys.length === 0) return null;
        await tx.update(s.cmsBlocks).set(after).where(eq(s.cmsBlocks.id, input.id));
        const pick = (fields: typeof after) => Object.fromEntries(keys.map((key) => [key, fields[key]]));
        await shop.staff.record(
          {
            actor: { id: member.id, username: member.username },
            action: 'content.block.save',
            entityType: 'cms_block',
            entityId: input.id,
            before: pick(current),
            after: pick(after),
            ip: clientAddressKey(c, shop.config),
          },
          tx,
        );
        return [...new Set([current.identifier, after.identifier])];
      });
      if (result) shop.catalogChanges.blocks(result);
      return { message: 'You saved the block.', block: { id: input.id, identifier: after.identifier } };
    });
  },
});
