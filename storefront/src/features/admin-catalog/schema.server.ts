import { date, integer, numeric, pgTable, smallint } from 'drizzle-orm/pg-core';
import { products } from '../../../server/db/schema';

const productId = () =>
  integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' });

/**
 * Products a member of staff disabled (Magento's status "Disabled"): the storefront shows a
 * disabled product nowhere, which it does for a product that is not visible individually, so
 * disabling one sets its visibility to that and keeps here the visibility it had, which enabling
 * gives back. No row: enabled.
 */
export const catalogDisabledProducts = pgTable('catalog_disabled_products', {
  productId: productId(),
  visibility: smallint('visibility').notNull(),
});

/**
 * A special price with its dates (Magento's Special Price From / To): the price and its days,
 * inclusive, either open. `products.special_price` is the special price of today, which a save and
 * the catalogue's hourly check (`applySpecialPriceDates`) set from this row.
 */
export const catalogSpecialPriceDates = pgTable('catalog_special_price_dates', {
  productId: productId(),
  specialPrice: numeric('special_price', { precision: 12, scale: 2 }).notNull(),
  fromDate: date('from_date'),
  toDate: date('to_date'),
});
