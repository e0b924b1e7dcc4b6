import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { carts } from '../../../server/db/schema';

/**
 * The destination and method a shopper chose in the cart page's "Estimate Shipping and Tax",
 * kept with the cart (Luma keeps it on the quote): it survives a reload and preselects
 * checkout's shipping step. One row per cart, gone with the cart.
 */
export const cartShippingEstimates = pgTable('cart_shipping_estimates', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  countryId: text('country_id').notNull(),
  /** A listed region's code ('MI'), else null. */
  regionCode: text('region_code'),
  /** State/Province as typed for a country without listed regions ('' when none). */
  region: text('region').notNull().default(''),
  postcode: text('postcode').notNull().default(''),
  /** '<carrier_code>_<method_code>' as chosen, null before a choice. */
  shippingMethod: text('shipping_method'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
