import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { startTestShop, type TestShop } from '../../test/harness';

describe('the test-only routes', () => {
  let off: TestShop;
  let on: TestShop;
  beforeAll(async () => {
    [off, on] = await Promise.all([startTestShop(), startTestShop({ config: { testRoutes: true } })]);
  });
  afterAll(async () => {
    await Promise.all([off?.close(), on?.close()]);
  });

  it('do not exist unless the shop was started with them', async () => {
    for (const path of ['/__test/customers', '/__test/customer-group']) {
      // Without the routes the path is a page action: refused without a form_key, a 404 or 405 page with one.
      const response = await off.client().postJson(path, { email: 'roni_cost@example.com', group_id: 2 });
      expect([403, 404, 405], path).toContain(response.status);
    }
    const [customer] = await off.shop.db.select().from(s.customers).where(eq(s.customers.email, 'roni_cost@example.com'));
    expect(customer!.groupId).toBe(1);
  });

  it('create a customer and move a customer to another group when on; bad input is a 4xx', async () => {
    const client = on.client();
    const created = await client.postJson('/__test/customers', { email: 'group.move@example.com', firstname: 'Gail', lastname: 'Move', password: 'Password123!' }, { formKey: null });
    expect(created.status).toBe(200);
    expect((await client.postJson('/__test/customer-group', { email: 'group.move@example.com', group_id: 2 }, { formKey: null })).status).toBe(200);
    const [customer] = await on.shop.db.select().from(s.customers).where(eq(s.customers.email, 'group.move@example.com'));
    expect(customer!.groupId).toBe(2);
    expect((await client.postJson('/__test/customer-group', { email: 'nobody@example.com', group_id: 2 }, { formKey: null })).status).toBe(404);
    expect((await client.postJson('/__test/customer-group', { email: 'not-an-email', group_id: 2 }, { formKey: null })).status).toBe(400);
    expect((await client.postJson('/__test/customers', { email: 'group.move@example.com', firstname: 'G', lastname: 'M', password: 'Password123!' }, { formKey: null })).status).toBe(409);
  });
});
