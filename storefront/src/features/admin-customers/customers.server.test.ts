import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { DEMO_EMAIL } from '../../../server/test/harness';
import { customerId, setUpTestShop } from '../../../server/test/helpers';
import { customerGroups, customersGrid, customerView } from './customers.server';
import { DEFAULT_CUSTOMER_GRID_QUERY } from './model';

const t = setUpTestShop();

describe('Customers › All Customers', () => {
  it('searches name and e-mail, filters by group, sorts and pages, with each one\u2019s orders', async () => {
    const id = await customerId(t, DEMO_EMAIL);
    const [demo] = await t.shop.db.select().from(s.customers).where(eq(s.customers.id, id));
    const found = await customersGrid(t.shop.db, { ...DEFAULT_CUSTOMER_GRID_QUERY, search: demo!.email.toUpperCase() });
    expect(found.total).toBe(1);
    expect(found.rows[0]).toMatchObject({ id, email: demo!.email, name: `${demo!.firstname} ${demo!.lastname}` });
    const [orders] = await t.shop.db.select({ n: s.orders.id }).from(s.orders).where(eq(s.orders.customerId, id)).limit(1);
    expect(found.rows[0]!.orders > 0).toBe(orders !== undefined);

    const other = await customersGrid(t.shop.db, { ...DEFAULT_CUSTOMER_GRID_QUERY, search: demo!.email, group: demo!.groupId + 1 });
    expect(other.total).toBe(0);
    const all = await customersGrid(t.shop.db, { ...DEFAULT_CUSTOMER_GRID_QUERY, sort: 'email', dir: 'asc', limit: 2 });
    expect(all.rows.length).toBeLessThanOrEqual(2);
    expect(all.rows.map((row) => row.email.toLowerCase())).toEqual(all.rows.map((row) => row.email.toLowerCase()).toSorted());
    for (const sort of ['name', 'group', 'orders', 'created_at'] as const) await customersGrid(t.shop.db, { ...DEFAULT_CUSTOMER_GRID_QUERY, sort });
    expect((await customerGroups(t.shop.db)).length).toBeGreaterThan(0);
    // A wildcard is searched as itself.
    expect((await customersGrid(t.shop.db, { ...DEFAULT_CUSTOMER_GRID_QUERY, search: '%' })).total).toBe(0);
  });

  it('views a customer: account, addresses, orders; an unknown id is null', async () => {
    const id = await customerId(t, DEMO_EMAIL);
    const view = await customerView(t.shop.db, id);
    expect(view!.customer).toMatchObject({ id, email: expect.any(String), group: expect.any(String) });
    expect(view!.customer).not.toHaveProperty('passwordHash');
    expect(Array.isArray(view!.addresses)).toBe(true);
    expect(await customerView(t.shop.db, 999_999)).toBeNull();
  });
});
