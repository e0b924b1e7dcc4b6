import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { carts, customers, orders } from '../../../server/db/schema';
import type { RuleAction } from './rules';

// Cart price rules with a coupon code (Magento's "Specific Coupon"), what a cart has applied, and
// how often each rule was used: in all, per customer, and by which order (a canceled order gives
// its use back). Amounts are integer minor units of the store's currency.


const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const salesRules = pgTable(
  'sales_rules',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The code as staff typed it; looked up without regard to case. */
    code: text('code').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    action: text('action').$type<RuleAction>().notNull(),
    /** The percent off items ('10' for by_percent), exact decimal text. */
    discountPercent: numeric('discount_percent', { precision: 7, scale: 4 }).notNull().default('0'),
    /** The amount off the cart (cart_fixed), minor units. */
    discountFixed: bigint('discount_fixed', { mode: 'number' }).notNull().default(0),
    /** The subtotal from which the rule applies, minor units (0: any). */
    minSubtotal: bigint('min_subtotal', { mode: 'number' }).notNull().default(0),
    /** The customer groups it is for (0 NOT LOGGED IN, 1 General, …). */
    customerGroupIds: jsonb('customer_group_ids').$type<number[]>().notNull().default([]),
    /** First and last day it applies (the store's days, inclusive); null: open. */
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
    /** "Uses per Coupon" and "Uses per Customer": 0 is unlimited. */
    usesPerCoupon: integer('uses_per_coupon').notNull().default(0),
    usesPerCustomer: integer('uses_per_customer').notNull().default(0),
    /** Placed orders that use it now (a canceled one gave its use back). */
    timesUsed: integer('times_used').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_rules_code_idx').on(sql`lower(${t.code})`),
    check('sales_rules_times_used', sql`times_used >= 0`),
    check('sales_rules_limits', sql`uses_per_coupon >= 0 and uses_per_customer >= 0`),
  ],
);

/** How many placed orders of one customer use a rule now. */
export const salesRuleCustomerUses = pgTable(
  'sales_rule_customer_uses',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => salesRules.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    timesUsed: integer('times_used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.customerId] }), check('sales_rule_customer_uses_times', sql`times_used >= 0`)],
);

/** The code a cart has applied (one per cart, as in Magento). */
export const cartCoupons = pgTable('sales_rule_cart_coupons', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  ruleId: integer('rule_id')
    .notNull()
    .references(() => salesRules.id, { onDelete: 'cascade' }),
});

/** The rule a placed order used, and whether its use was given back (the order canceled). */
export const orderCoupons = pgTable(
  'sales_rule_order_uses',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id').references(() => salesRules.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    released: boolean('released').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('sales_rule_order_uses_rule_idx').on(t.ruleId)],
);
