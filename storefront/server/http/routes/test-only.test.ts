import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { setUpTestShop } from '../../test/helpers';

describe('the test-only routes', () => {
  const off = setUpTestShop();
  const on = setUpTestShop({ config: { testRoutes: true } });

  it('do not exist unless the shop was started with them', async () => {
    for (const path of ['/__test/customers', '/__test/customer-group', '/__test/faults', '/__test/stock', '/__test/price']) {
      // Without the routes the path is a page action: refused without a form_key, a 404 or 405 page with one.
      const response = await off.client().postJson(path, { email: 'roni_cost@example.com', group_id: 2 });
      expect([403, 404, 405], path).toContain(response.status);
    }
    const [customer] = await off.shop.db.select().from(s.customers).where(eq(s.customers.email, 'roni_cost@example.com'));
    expect(customer!.groupId).toBe(1);
  });

  it("approve a product's pending reviews as a moderator would (new reviews wait)", async () => {
    const [product] = await on.shop.db.select({ id: s.products.id }).from(s.products).where(eq(s.products.urlKey, 'aero-trail-pullover'));
    const posted = await on.client().postJson('/review/product/post', { id: product!.id, rating: 5, nickname: 'Kay', title: 'Approved by the test route', detail: 'Fine.' });
    expect(posted.status).toBe(200);
    const statusOf = async () => (await on.shop.db.select({ status: s.productReviews.status }).from(s.productReviews).where(eq(s.productReviews.summary, 'Approved by the test route')))[0]!.status;
    expect(await statusOf()).toBe('pending');
    const approved = await on.client().postJson('/__test/reviews/approve', { product_id: product!.id }, { formKey: null });
    expect(await approved.json()).toEqual({ approved: 1 });
    expect(await statusOf()).toBe('approved');
    expect((await on.client().postJson('/__test/reviews/approve', { product_id: 'x' }, { formKey: null })).status).toBe(400);
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

  it("answer one browser's next requests to a path with an injected fault, and take a product out of stock", async () => {
    const client = on.client();
    const other = on.client();
    const token = 'fault-test-1';
    const faulty = { Cookie: `shop_test_fault=${token}` };
    expect((await client.postJson('/__test/faults', { token, path: '/customer/section/load', status: 503, times: 1 }, { formKey: null })).status).toBe(200);
    // Another browser is not touched.
    expect((await other.get('/customer/section/load?sections=cart')).status).toBe(200);
    const failed = await client.get('/customer/section/load?sections=cart', faulty);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ message: 'Injected fault' });
    expect((await client.get('/customer/section/load?sections=cart', faulty)).status).toBe(200);
    expect((await client.postJson('/__test/faults', { token: 'x', path: 'no-slash', status: 99 }, { formKey: null })).status).toBe(400);

    const [product] = await on.shop.db.select().from(s.products).where(eq(s.products.urlKey, 'aero-trail-pullover'));
    expect((await client.postJson('/__test/stock', { url_key: 'aero-trail-pullover', qty: 0 }, { formKey: null })).status).toBe(200);
    const [after] = await on.shop.db.select().from(s.products).where(eq(s.products.id, product!.id));
    expect([after!.qty, after!.isInStock]).toEqual([0, false]);
    expect((await client.postJson('/__test/stock', { url_key: 'nope', qty: 1 }, { formKey: null })).status).toBe(404);
  });

  it("set a product's regular price (minor units), dropping its special price, and purge its pages", async () => {
    const purged: (readonly string[])[] = [];
    on.shop.pageCache.onPurge((tags) => purged.push(tags));
    const client = on.client();
    const changed = await client.postJson('/__test/price', { url_key: 'aero-trail-pullover', price: 12345 }, { formKey: null });
    expect(changed.status).toBe(200);
    const { id } = (await changed.json()) as { id: number };
    const [after] = await on.shop.db.select().from(s.products).where(eq(s.products.id, id));
    expect([after!.price, after!.specialPrice, after!.finalPrice]).toEqual(['123.45', null, '123.45']);
    expect(purged.at(-1)).toContain(`cat_p_${id}`);
    expect((await client.postJson('/__test/price', { url_key: 'aero-trail-pullover', price: 1.5 }, { formKey: null })).status).toBe(400);
    expect((await client.postJson('/__test/price', { url_key: 'nope', price: 100 }, { formKey: null })).status).toBe(404);
  });
});
