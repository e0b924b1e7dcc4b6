import { check, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The currency rates (Magento's `directory_currency_rate`, Stores › Currency Rates): how many units
 * of `currency_to` one unit of the base currency `currency_from` buys, as an exact decimal (at
 * most 6 decimals; drizzle reads a `numeric` as text, never as a float). ADR 0040.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    currencyFrom: text('currency_from').notNull(),
    currencyTo: text('currency_to').notNull(),
    rate: numeric('rate', { precision: 24, scale: 6 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.currencyFrom, t.currencyTo] }), check('currency_rates_positive', sql`rate > 0`)],
);
