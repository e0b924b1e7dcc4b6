import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
