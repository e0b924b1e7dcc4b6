import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import type { CmsPageEditData, CmsPageGridItem, CmsPageView } from './model';
import { cmsPages } from './schema.server';

/**
 * First path segments another page of the shop answers (its own routes, the calls, the files):
 * a CMS page there could never be reached.
 */
const RESERVED_KEYS = new Set(['admin', 'blog', 'catalog', 'catalogsearch', 'category', 'checkout', 'contact', 'customer', 'media', 'rest', 'review', 'sales', 'search', 'static', 'wishlist', 'robots', 'sitemap', 'assets']);

/** What the back office writes of a page. */
export type CmsPageFields = Omit<CmsPageEditData, 'id'>;

/** CMS pages: the storefront's read by URL key, and the back office's reads. */
export function createCmsPageService({ db }: { db: Db }) {
  return {
    /** The enabled page at `/<urlKey>`, or null. */
    async byUrlKey(urlKey: string): Promise<CmsPageView | null> {
      const [row] = await db
        .select({
          id: cmsPages.id,
          title: cmsPages.title,
          urlKey: cmsPages.urlKey,
          contentHeading: cmsPages.contentHeading,
          content: cmsPages.content,
          metaTitle: cmsPages.metaTitle,
          metaDescription: cmsPages.metaDescription,
        })
        .from(cmsPages)
        .where(and(eq(cmsPages.urlKey, urlKey), eq(cmsPages.isActive, true)));
      return row ?? null;
    },

    /** The URL keys of the enabled pages (the sitemap). */
    async activePaths(): Promise<string[]> {
      const rows = await db.select({ urlKey: cmsPages.urlKey }).from(cmsPages).where(eq(cmsPages.isActive, true)).orderBy(asc(cmsPages.id));
      return rows.map((row) => `/${row.urlKey}`);
    },

    /** Content › Pages: every page (a shop has tens), by id. */
    async grid(): Promise<CmsPageGridItem[]> {
      const rows = await db
        .select({ id: cmsPages.id, title: cmsPages.title, urlKey: cmsPages.urlKey, isActive: cmsPages.isActive, updatedAt: cmsPages.updatedAt })
        .from(cmsPages)
        .orderBy(asc(cmsPages.id));
      return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
    },

    /** A page's edit form, or null. */
    async forEdit(id: number, tx: Db = db): Promise<(CmsPageEditData & { id: number }) | null> {
      const [row] = await tx.select().from(cmsPages).where(eq(cmsPages.id, id));
      if (!row) return null;
      const { createdAt: _created, updatedAt: _updated, ...page } = row;
      return page;
    },

    /** Adds a page inside `tx`; answers its id. */
    async create(tx: Db, fields: CmsPageFields): Promise<number> {
      const [created] = await tx.insert(cmsPages).values(fields).returning({ id: cmsPages.id });
      return created!.id;
    },

    /** Writes a page's fields inside `tx`, as changed at `at`. */
    async update(tx: Db, id: number, fields: CmsPageFields, at: Date): Promise<void> {
      await tx.update(cmsPages).set({ ...fields, updatedAt: at }).where(eq(cmsPages.id, id));
    },

    /** Deletes a page inside `tx`. */
    async remove(tx: Db, id: number): Promise<void> {
      await tx.delete(cmsPages).where(eq(cmsPages.id, id));
    },

    /**
     * Why `urlKey` cannot be this page's: another page has it (`taken`), or the catalogue or the
     * shop answers that address already (`reserved`); null when it is free.
     */
    async urlKeyConflict(tx: Db, urlKey: string, exceptId: number | null): Promise<'taken' | 'reserved' | null> {
      const [page] = await tx
        .select({ id: cmsPages.id })
        .from(cmsPages)
        .where(exceptId === null ? eq(cmsPages.urlKey, urlKey) : and(eq(cmsPages.urlKey, urlKey), ne(cmsPages.id, exceptId)));
      if (page) return 'taken';
      if (RESERVED_KEYS.has(urlKey)) return 'reserved';
      // `/women` shows the category `women.html`, `/aero-tee` the product: the catalogue answers first.
      const [category] = await tx.select({ id: s.categories.id }).from(s.categories).where(eq(s.categories.urlPath, urlKey)).limit(1);
      const [product] = category ? [] : await tx.select({ id: s.products.id }).from(s.products).where(eq(s.products.urlKey, urlKey)).limit(1);
      return category || product ? 'reserved' : null;
    },
  };
}

export type CmsPageService = ReturnType<typeof createCmsPageService>;
