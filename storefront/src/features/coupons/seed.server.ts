import type { Db } from '../../../server/db/database';
import { defineSeed } from '../../../server/db/define-seed';
import { salesRules } from './schema.server';

/** The demo's code (README): 10 % off the items, any subtotal, every group, unlimited. Never in production mode. */
export const DEMO_COUPON = 'WELCOME10';

/** The demo's cart price rule; a production shop starts with none. */
async function seedDemoCoupons(tx: Db): Promise<void> {
  await tx
    .insert(salesRules)
    .values({ name: 'Welcome 10% off', code: DEMO_COUPON, action: 'by_percent', discountPercent: '10', customerGroupIds: [0, 1, 2] })
    .onConflictDoNothing();
}

export default defineSeed({ demo: seedDemoCoupons });
