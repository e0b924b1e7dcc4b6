import type { Db } from './database';
import * as s from './schema';

/**
 * The demo shop's tax rates. California's is Magento's sample rate ('US-CA-*-Rate 1', 8.25 %);
 * Michigan's is its state sales tax (6 %). Every other destination pays no tax: a region's rate
 * applies, else its country's ('*'), else none.
 */
export const seedTaxRates: (typeof s.taxRates.$inferInsert)[] = [
  { code: 'US-CA-*-Rate 1', countryId: 'US', regionCode: 'CA', rate: '8.2500' },
  { code: 'US-MI-*-Rate 1', countryId: 'US', regionCode: 'MI', rate: '6.0000' },
];

/** Seeds what selling needs besides the catalogue: the tax rates (kept when already there). */
export async function seedSelling(tx: Db): Promise<void> {
  await tx.insert(s.taxRates).values(seedTaxRates).onConflictDoNothing();
}
