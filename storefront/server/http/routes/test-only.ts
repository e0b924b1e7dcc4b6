import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { ShopEnv } from '../env';
import { z } from 'zod';
import { emailFieldSchema } from '@shop/ui/validation';
import * as s from '../../db/schema';
import type { Shop } from '../../shop';

/** The prefix of the test-only routes (config `testRoutes`, env SHOP_TEST_ROUTES=1). */
export const TEST_ROUTE_PREFIX = '/__test';

const newCustomer = z.object({ email: emailFieldSchema(), firstname: z.string().trim().min(1), lastname: z.string().trim().min(1), password: z.string().min(8) });
const groupChange = z.object({ email: emailFieldSchema(), group_id: z.number().int().min(0) });

/**
 * What a back-office user would do, for the end-to-end suite: create a customer, move a
 * customer to another group. Mounted only when the shop is started with SHOP_TEST_ROUTES=1;
 * otherwise these paths do not exist (404). Not contracts: the shop's browser code never calls them.
 */
export function testOnlyRoutes(app: Hono<ShopEnv>, shop: Shop) {
  app.post(`${TEST_ROUTE_PREFIX}/customers`, async (c) => {
    const input = newCustomer.safeParse(await c.req.json().catch(() => null));
    if (!input.success) return c.json({ message: input.error.issues[0]?.message ?? 'Bad request.' }, 400);
    const customer = await shop.customers.register(input.data);
    return customer ? c.json({ id: customer.id }) : c.json({ message: 'That e-mail has an account.' }, 409);
  });

  app.post(`${TEST_ROUTE_PREFIX}/customer-group`, async (c) => {
    const input = groupChange.safeParse(await c.req.json().catch(() => null));
    if (!input.success) return c.json({ message: input.error.issues[0]?.message ?? 'Bad request.' }, 400);
    const changed = await shop.db.update(s.customers).set({ groupId: input.data.group_id }).where(eq(s.customers.email, input.data.email)).returning({ id: s.customers.id });
    return changed.length ? c.json({ id: changed[0]!.id }) : c.json({ message: 'No such customer.' }, 404);
  });
}
