import { and, eq, ne } from 'drizzle-orm';
import { isUniqueViolation } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { defineServerFeature } from '../../../server/feature';
import { privateResponse } from '../../../server/http/responses';
import { storedHtml } from '../../../server/lib/stored-html';
import { HttpError } from '../../lib/http-error';
import { staffErrorBody } from '../admin/staff-contract';
import { blockForEdit } from './blocks.server';
import { recordContentChange } from './content-change.server';
import { BLOCK_IDENTIFIER_TAKEN, CMS_PAGE_VIEW_COLUMNS, CMS_PAGE_DELETED, CMS_PAGE_GONE, CMS_PAGE_SAVED, CMS_URL_KEY_RESERVED, CMS_URL_KEY_TAKEN } from './model';
import { cmsPageDelete, cmsPageSave, cmsPageViewSave, contentBlockSave, contentBlockViewSave } from './staff-contract';
import { viewChanges, viewColumns } from '../admin-catalog/model';

/**
 * Content › Blocks (issue 27) and Content › Pages (issue 30): saves (and deleting a page),
 * audit-logged, purging the pages that show what changed.
 */
export default defineServerFeature({
  routes(endpoints, _app, shop) {
    endpoints.handle(contentBlockSave, async (c, input) => {
      privateResponse(c);
      const after = { title: input.title.trim(), identifier: input.identifier.trim(), content: storedHtml(input.content), isActive: input.is_active };
      const result = await shop.db.transaction(async (tx) => {
        const current = await blockForEdit(tx, input.id);
        if (!current) throw new HttpError(404, 'This block no longer exists.', staffErrorBody);
        const [taken] = await tx.select({ id: s.cmsBlocks.id }).from(s.cmsBlocks).where(and(eq(s.cmsBlocks.identifier, after.identifier), ne(s.cmsBlocks.id, input.id)));
        if (taken) throw new HttpError(400, BLOCK_IDENTIFIER_TAKEN, staffErrorBody);
        const changed = await recordContentChange(c, tx, { action: 'content.block.save', entityType: 'cms_block', entityId: input.id, before: current, after });
        if (changed.length === 0) return null;
        await tx.update(s.cmsBlocks).set(after).where(eq(s.cmsBlocks.id, input.id));
        return [...new Set([current.identifier, after.identifier])];
      });
      if (result) shop.catalogChanges.blocks(result);
      return { message: 'You saved the block.', block: { id: input.id, identifier: after.identifier } };
    });

    endpoints.handle(cmsPageSave, async (c, input) => {
      privateResponse(c);
      const after = {
        title: input.title.trim(),
        urlKey: input.url_key.trim(),
        contentHeading: input.content_heading,
        content: storedHtml(input.content),
        metaTitle: input.meta_title,
        metaDescription: input.meta_description,
        isActive: input.is_active,
      };
      const pages = shop.cmsPages;
      const saving = shop.db.transaction(async (tx) => {
        const current = input.id === undefined ? null : await pages.forEdit(input.id, tx);
        if (input.id !== undefined && !current) throw new HttpError(404, CMS_PAGE_GONE, staffErrorBody);
        const conflict = await pages.urlKeyConflict(tx, after.urlKey, current?.id ?? null);
        if (conflict) throw new HttpError(400, conflict === 'taken' ? CMS_URL_KEY_TAKEN : CMS_URL_KEY_RESERVED, staffErrorBody);
        const change = { action: 'content.page.save', entityType: 'cms_page', after };
        if (!current) {
          const created = await pages.create(tx, after);
          await recordContentChange(c, tx, { ...change, entityId: created, before: null });
          return created;
        }
        const changed = await recordContentChange(c, tx, { ...change, entityId: current.id, before: current });
        if (changed.length > 0) await pages.update(tx, current.id, after, new Date(shop.clock.now()));
        return current.id;
      });
      // Two saves of one new key at once: the second meets the unique index, and is refused like the first check.
      const id = await saving.catch((error: unknown) => {
        if (isUniqueViolation(error, 'cms_pages_url_key_unique')) throw new HttpError(400, CMS_URL_KEY_TAKEN, staffErrorBody);
        throw error;
      });
      shop.catalogChanges.pages([id]);
      return { message: CMS_PAGE_SAVED, page: { id, urlKey: after.urlKey } };
    });

    // Saves in a store view's scope (ADR 0041): the view's row only, audit-logged as the default
    // save (each field named with its view), the page or block purged after the commit.
    endpoints.handle(cmsPageViewSave, async (c, input) => {
      privateResponse(c);
      const { id, store_view: view } = input;
      const after = viewColumns(input, CMS_PAGE_VIEW_COLUMNS);
      if (after.content) after.content = storedHtml(after.content);
      const pages = shop.cmsPages;
      const changed = await shop.db
        .transaction(async (tx) => {
          if (!(await pages.forEdit(id, tx))) throw new HttpError(404, CMS_PAGE_GONE, staffErrorBody);
          const conflict = after.urlKey ? await pages.urlKeyConflict(tx, after.urlKey, id, view) : null;
          if (conflict) throw new HttpError(400, conflict === 'taken' ? CMS_URL_KEY_TAKEN : CMS_URL_KEY_RESERVED, staffErrorBody);
          const change = viewChanges(view, await pages.ownInView(tx, id, view), after);
          if (!change) return false;
          await recordContentChange(c, tx, { action: 'content.page.save', entityType: 'cms_page', entityId: id, ...change });
          await pages.setInView(tx, id, view, after);
          return true;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'cms_page_content_url_key_idx')) throw new HttpError(400, CMS_URL_KEY_TAKEN, staffErrorBody);
          throw error;
        });
      if (changed) shop.catalogChanges.pages([id]);
      return { message: CMS_PAGE_SAVED };
    });

    endpoints.handle(contentBlockViewSave, async (c, input) => {
      privateResponse(c);
      const { id, store_view: view } = input;
      const content = input.content === null ? null : storedHtml(input.content);
      const identifier = await shop.db.transaction(async (tx) => {
        const current = await blockForEdit(tx, id);
        if (!current) throw new HttpError(404, 'This block no longer exists.', staffErrorBody);
        const change = viewChanges(view, { content: await shop.blocks.cmsOwnInView(tx, id, view) }, { content });
        if (!change) return null;
        await recordContentChange(c, tx, { action: 'content.block.save', entityType: 'cms_block', entityId: id, ...change });
        await shop.blocks.setCmsInView(tx, current.identifier, view, content);
        return current.identifier;
      });
      if (identifier) shop.catalogChanges.blocks([identifier]);
      return { message: 'You saved the block.' };
    });

    endpoints.handle(cmsPageDelete, async (c, input) => {
      privateResponse(c);
      await shop.db.transaction(async (tx) => {
        const current = await shop.cmsPages.forEdit(input.id, tx);
        if (!current) throw new HttpError(404, CMS_PAGE_GONE, staffErrorBody);
        await shop.cmsPages.remove(tx, current.id);
        await recordContentChange(c, tx, { action: 'content.page.delete', entityType: 'cms_page', entityId: current.id, before: { ...current }, after: null });
      });
      shop.catalogChanges.pages([input.id]);
      return { message: CMS_PAGE_DELETED };
    });
  },
});
