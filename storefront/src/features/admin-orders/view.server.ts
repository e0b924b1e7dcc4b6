import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';

/** Magento's name of a guest's group on the order page. */
const GUEST_GROUP = 'NOT LOGGED IN';

/** The customer group the order page shows: the customer's group now, or NOT LOGGED IN for a guest (or a deleted account). */
export async function customerGroupOf(db: Db, customerId: number | null): Promise<string> {
  if (customerId === null) return GUEST_GROUP;
  const [row] = await db
    .select({ code: s.customerGroups.code })
    .from(s.customers)
    .innerJoin(s.customerGroups, eq(s.customerGroups.id, s.customers.groupId))
    .where(eq(s.customers.id, customerId));
  return row?.code ?? GUEST_GROUP;
}
