import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ThrottleLimit } from '../config';
import * as s from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed-data';
import type { CartSection } from '../../src/features/cart/cart.server';
import { DEMO_EMAIL, startTestShop, type ShopClient, type TestShop } from './harness';

/**
 * The shop a test file (or a `describe` block) runs against: started before its tests, closed
 * after them. Read it inside a test or hook: it is there once the `beforeAll` has run.
 */
export function setUpTestShop(options?: Parameters<typeof startTestShop>[0]): TestShop {
  let started: TestShop | undefined;
  const current = () => {
    if (!started) throw new Error('The test shop starts in beforeAll: read it inside a test or a hook');
    return started;
  };
  beforeAll(async () => {
    started = await startTestShop(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  return {
    get url() {
      return current().url;
    },
    get shop() {
      return current().shop;
    },
    client: () => current().client(),
    close: () => current().close(),
  };
}

/**
 * Runs `test` with these limits for some throttled calls, on empty throttle buckets, then puts the
 * shop's limits back (the throttle reads them at each hit), so one test shop serves both.
 */
export async function withThrottle(t: TestShop, limits: Record<string, ThrottleLimit>, test: () => Promise<void>): Promise<void> {
  const saved = { ...t.shop.config.throttle };
  Object.assign(t.shop.config.throttle, limits);
  await t.shop.db.delete(s.throttleBuckets);
  try {
    await test();
  } finally {
    Object.assign(t.shop.config.throttle, saved);
    await t.shop.db.delete(s.throttleBuckets);
  }
}

/** A new client signed in as a seeded customer (the demo password), the sign-in checked. */
export async function signedIn(t: TestShop, email = DEMO_EMAIL): Promise<ShopClient> {
  const client = t.client();
  const { body } = await client.login(email, DEMO_PASSWORD);
  expect(body.errors).toBe(false);
  return client;
}

/** The id of the customer with this e-mail. */
export async function customerId(t: TestShop, email: string): Promise<number> {
  const [row] = await t.shop.db.select({ id: s.customers.id }).from(s.customers).where(eq(s.customers.email, email));
  return row!.id;
}

/** The JSON a stand-in page carries (the loaders' data by route id). */
export async function pageData(response: Response): Promise<Record<string, Record<string, unknown>>> {
  const html = await response.text();
  const json = /<script type="application\/json" id="data">(.*)<\/script>/s.exec(html)?.[1] ?? 'null';
  return JSON.parse(json) as Record<string, Record<string, unknown>>;
}

/** Listed simple products (visible in the catalogue and search) with at least `minQty` in stock and no quantity rules. */
export function plainProductsWhere(minQty: number) {
  return and(
    eq(s.products.type, 'simple'),
    eq(s.products.visibility, 4),
    gte(s.products.qty, minQty),
    eq(s.products.minSaleQty, 1),
    eq(s.products.maxSaleQty, 10000),
    eq(s.products.qtyIncrements, 1),
  );
}

/** The client's cart section. */
export async function cartSection(client: ShopClient): Promise<CartSection> {
  return (await client.sections(['cart'])).cart as unknown as CartSection;
}

/** How many items the client's cart section counts. */
export async function cartCount(client: ShopClient): Promise<number> {
  return (await cartSection(client)).summary_count;
}
