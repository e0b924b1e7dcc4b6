import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '../../../server/db/schema';

/**
 * Orders opened on Orders and Returns: the `guest-view` cookie holds a random token, stored here
 * only as its SHA-256, bound to one order until it expires.
 */
export const guestOrderViews = pgTable(
  'guest_order_views',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('guest_order_views_expires_idx').on(t.expiresAt)],
);
