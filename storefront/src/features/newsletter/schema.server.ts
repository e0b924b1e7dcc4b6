import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '../../../server/db/schema';
import type { StoreViewCode } from '../store-views/model';
import type { SubscriberStatus } from './model';

/**
 * The newsletter's subscribers (Magento's `newsletter_subscriber`): one row per address (kept in
 * lower case), the customer it belongs to when there is one, its status and the random code its
 * confirm and unsubscribe links carry (never logged; compared in constant time), and the store view
 * it subscribed from.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status').$type<SubscriberStatus>().notNull(),
    confirmCode: text('confirm_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the status last changed (Magento's `change_status_at`). */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The store view the address last subscribed from (Magento's `store_id`): staff's changes mail it in that view. */
    storeView: text('store_view').$type<StoreViewCode>().notNull().default('default'),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_idx').on(sql`lower(${t.email})`), index('newsletter_subscribers_customer_idx').on(t.customerId)],
);
