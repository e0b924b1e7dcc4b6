import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from '../../../server/db/schema';

/**
 * A product's gallery (issue 30): its images in order, each drawn from the product's shape in a
 * colour and a view. A configurable product's colour images name the colour option they show
 * (`color_option_id`; null: the product's own images). The file name is the image's address under
 * /media/catalog/product/ and never changes for other content (a new drawing gets a new name), so
 * its renditions are cached for good.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** `<sku>.svg` for the base image, `<sku>-<view>.svg`, `<sku>-<colour>-<view>.svg`. */
    file: text('file').notNull(),
    position: integer('position').notNull(),
    /** The alt text: the product's name and the view ("Aim Analog Watch, back view"). */
    label: text('label').notNull(),
    view: text('view', { enum: ['front', 'back', 'detail'] }).notNull(),
    /** The colour it is drawn in (#rrggbb). */
    color: text('color').notNull(),
    colorOptionId: integer('color_option_id'),
    /** Magento's image roles: `base` (the product page's and the tiles' image), `thumbnail` (the cart's). */
    roles: text('roles').array().notNull().default([]),
  },
  (t) => [uniqueIndex('product_images_file_idx').on(t.file), index('product_images_product_idx').on(t.productId, t.position)],
);
