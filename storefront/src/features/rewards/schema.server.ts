import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers, orders } from '../../../server/db/schema';

/** Why a customer's points changed. */
export type RewardReason = 'order_invoiced' | 'order_refunded';

/**
 * The reward points ledger (Magento's reward history): every change of a customer's balance
 * (`reward_points`), with the order and the document that caused it. An invoice earns once and a
 * credit memo takes back once: each has at most one row (the unique indexes), so a retried or raced
 * document never counts twice.
 */
export const rewardPointHistory = pgTable(
  'reward_point_history',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's number as the customer knows it ("000000012"). */
    orderIncrementId: text('order_increment_id').notNull(),
    invoiceId: integer('invoice_id'),
    creditmemoId: integer('creditmemo_id'),
    /** Points added (earned) or, negative, taken back. */
    delta: integer('delta').notNull(),
    reason: text('reason').$type<RewardReason>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reward_point_history_customer_idx').on(t.customerId, t.createdAt),
    index('reward_point_history_order_idx').on(t.orderId),
    uniqueIndex('reward_point_history_invoice_idx').on(t.invoiceId).where(sql`${t.invoiceId} is not null`),
    uniqueIndex('reward_point_history_creditmemo_idx').on(t.creditmemoId).where(sql`${t.creditmemoId} is not null`),
  ],
);
