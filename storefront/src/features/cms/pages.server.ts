import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import type { CmsPageEditData, CmsPageGridItem, CmsPageView } from './model';
import { cmsPageContent, cmsPages } from './schema.server';
import { defaultView, orDefault, storeViews, type StoreViewCode } from '../store-views/model';
import { storedHtml } from '../../../server/lib/stored-html';

/** A page's own values in a view: null (or left out) is "Use Default Value". */
export type CmsPageValues = Partial<Omit<typeof cmsPageContent.$inferInsert, 'pageId' | 'storeView'>>;

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
    /**
     * The enabled page at `/<urlKey>` in a view, or null: its URL key in the view, or its default
     * key (its `urlKey` then says where the view shows it: ADR 0041). Its title, heading, content
     * and meta are the view's where it has them, else its own; `alternates` its address in each view.
     */
    async byUrlKey(urlKey: string, view: StoreViewCode = defaultView.code): Promise<(CmsPageView & { alternates: Partial<Record<StoreViewCode, string>> }) | null> {
      const [own] = view === defaultView.code ? [] : await db.select({ id: cmsPageContent.pageId }).from(cmsPageContent).where(and(eq(cmsPageContent.storeView, view), eq(cmsPageContent.urlKey, urlKey)));
      const [row] = await db
        .select()
        .from(cmsPages)
        .where(and(own ? eq(cmsPages.id, own.id) : eq(cmsPages.urlKey, urlKey), eq(cmsPages.isActive, true)));
      if (!row) return null;
      const values = await db.select().from(cmsPageContent).where(eq(cmsPageContent.pageId, row.id));
      const inView = values.find((each) => each.storeView === view);
      return {
        id: row.id,
        title: orDefault(inView?.title, row.title),
        urlKey: orDefault(inView?.urlKey, row.urlKey),
        contentHeading: orDefault(inView?.contentHeading, row.contentHeading),
        content: orDefault(inView?.content, row.content),
        metaTitle: orDefault(inView?.metaTitle, row.metaTitle),
        metaDescription: orDefault(inView?.metaDescription, row.metaDescription),
        alternates: Object.fromEntries(storeViews.map((each) => [each.code, `/${orDefault(values.find((value) => value.storeView === each.code)?.urlKey, row.urlKey)}`])),
      };
    },

    /** The addresses of the enabled pages in a view (the sitemap): the view's URL key where the page has one. */
    async activePaths(view: StoreViewCode = defaultView.code): Promise<string[]> {
      const rows = await db
        .select({ urlKey: sql<string>`coalesce(nullif(${cmsPageContent.urlKey}, ''), ${cmsPages.urlKey})` })
        .from(cmsPages)
        .leftJoin(cmsPageContent, and(eq(cmsPageContent.pageId, cmsPages.id), eq(cmsPageContent.storeView, view)))
        .where(eq(cmsPages.isActive, true))
        .orderBy(asc(cmsPages.id));
      return rows.map((row) => `/${row.urlKey}`);
    },

    /** Writes a page's values in a view (null: use the default's; the content is sanitized). The caller purges the page (`catalogChanges.pages`). */
    async setInView(tx: Db, pageId: number, view: StoreViewCode, values: CmsPageValues): Promise<void> {
      if (view === defaultView.code) throw new Error("The default view's values are the page's own: write them there.");
      const row = { ...values, ...(values.content ? { content: storedHtml(values.content) } : {}) };
      await tx
        .insert(cmsPageContent)
        .values({ pageId, storeView: view, ...row })
        .onConflictDoUpdate({ target: [cmsPageContent.pageId, cmsPageContent.storeView], set: row });
    },

    /** A page's own row in a view (no fallback: the back office's "Use Default Value"), or null. */
    async ownInView(tx: Db, pageId: number, view: StoreViewCode): Promise<typeof cmsPageContent.$inferSelect | null> {
      const [row] = await tx
        .select()
        .from(cmsPageContent)
        .where(and(eq(cmsPageContent.pageId, pageId), eq(cmsPageContent.storeView, view)));
      return row ?? null;
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
     * shop answers that address already (`reserved`); null when it is free. In a view (`view`),
     * another page's key in that view is taken too.
     */
    async urlKeyConflict(tx: Db, urlKey: string, exceptId: number | null, view: StoreViewCode = defaultView.code): Promise<'taken' | 'reserved' | null> {
      if (view !== defaultView.code) {
        const [inView] = await tx
          .select({ id: cmsPageContent.pageId })
          .from(cmsPageContent)
          .where(and(eq(cmsPageContent.storeView, view), eq(cmsPageContent.urlKey, urlKey), exceptId === null ? undefined : ne(cmsPageContent.pageId, exceptId)))
          .limit(1);
        if (inView) return 'taken';
      }
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
