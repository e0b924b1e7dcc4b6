import { boolean, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * CMS pages (Magento's `cms_page`): an HTML page of the shop at `/<url key>` (About Us, Customer
 * Service, the policies), edited under Content › Pages. The content is stored sanitized (ADR 0016).
 */
export const cmsPages = pgTable('cms_pages', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** One path segment: lowercase letters, digits and hyphens (`about-us`). */
  urlKey: text('url_key').notNull().unique(),
  contentHeading: text('content_heading').notNull().default(''),
  content: text('content').notNull().default(''),
  metaTitle: text('meta_title').notNull().default(''),
  metaDescription: text('meta_description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A CMS page's title, heading, content, URL key and meta in one store view (issue 31 item 3, ADR
 * 0041): a null field (or no row) falls back to the page's own (the default view's). The content
 * is stored sanitized, as the page's own.
 */
export const cmsPageContent = pgTable(
  'cms_page_content',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => cmsPages.id, { onDelete: 'cascade' }),
    storeView: text('store_view').notNull(),
    title: text('title'),
    contentHeading: text('content_heading'),
    content: text('content'),
    urlKey: text('url_key'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.storeView] }), uniqueIndex('cms_page_content_url_key_idx').on(t.storeView, t.urlKey)],
);
