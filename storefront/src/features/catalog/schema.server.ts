import { integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { attributeOptions, attributes, categories, products } from '../../../server/db/schema';
import type { ViewDetails } from './types';

// Catalogue content per store view (issue 31 item 3, ADR 0041): Magento's store-view scope. One row
// per entity and view that has any value of its own; a null field (or no row) means "Use Default
// Value": the reader falls back to the entity's own row (the default view's). The default view
// never has a row here: its values are the entity's columns.

/** A category's name, description, URL key and meta in one store view. */
export const categoryContent = pgTable(
  'category_content',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** The store view's code (`fr`, `ar`; never `default`). */
    storeView: text('store_view').notNull(),
    name: text('name'),
    description: text('description'),
    /** One path segment; the category's path in the view is its ancestors' keys in the view (each falling back) and this one. */
    urlKey: text('url_key'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.storeView] })],
);

/** A product's name, descriptions, URL key and meta in one store view. */
export const productContent = pgTable(
  'product_content',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeView: text('store_view').notNull(),
    name: text('name'),
    shortDescription: text('short_description'),
    /** Stored sanitized, as the product's own (ADR 0016). */
    description: text('description'),
    urlKey: text('url_key'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    /**
     * The product's "More Information" details in the view, keyed by the default's label (the
     * product's own `details`): each with its label and value in the view, either null for the
     * default's. A detail left out (or a null column) is the default's.
     */
    details: jsonb('details').$type<ViewDetails>(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.storeView] }),
    // A view's URL key names one product (as the products' own keys do in the default view).
    uniqueIndex('product_content_url_key_idx').on(t.storeView, t.urlKey),
  ],
);

/**
 * An attribute's label (Color, Size) in one store view (issue 31): attributes are data, translated
 * as the content above (a null label or no row: the attribute's own). Stores › Product Attributes
 * in the back office edits them; the demo seed writes the colours'.
 */
export const attributeContent = pgTable(
  'attribute_content',
  {
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    storeView: text('store_view').notNull(),
    label: text('label'),
  },
  (t) => [primaryKey({ columns: [t.attributeId, t.storeView] })],
);

/** An attribute option's label (Blue, XS) in one store view; a null label or no row: the option's own. */
export const attributeOptionContent = pgTable(
  'attribute_option_content',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => attributeOptions.id, { onDelete: 'cascade' }),
    storeView: text('store_view').notNull(),
    label: text('label'),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.storeView] })],
);
