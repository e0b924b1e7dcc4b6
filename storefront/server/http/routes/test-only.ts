import { hashPassword } from '../../lib/passwords';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ShopEnv } from '../env';
import { z } from 'zod';
import { emailFieldSchema } from '@shop/ui/validation';
import { toDecimalText } from '@shop/ui/money';
import * as s from '../../db/schema';
import { storedHtml } from '../../lib/stored-html';
import { reindexListingPrices } from '../../services/price-index.server';
import type { Shop } from '../../shop';

/** The prefix of the test-only routes (config `testRoutes`, env SHOP_TEST_ROUTES=1). */
export const TEST_ROUTE_PREFIX = '/__test';

const newCustomer = z.object({ email: emailFieldSchema(), firstname: z.string().trim().min(1), lastname: z.string().trim().min(1), password: z.string().min(8) });
const newProduct = z.object({
  copy_of: z.string().min(1).max(255),
  key: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: z.string().min(1).max(2000),
  description: z.string().max(20_000),
  details: z.record(z.string(), z.string()).default({}),
});
const groupChange = z.object({ email: emailFieldSchema(), group_id: z.number().int().min(0) });

/** The cookie naming the browser whose requests a fault applies to (parallel journeys never share one). */
export const FAULT_COOKIE = 'shop_test_fault';

const faultSchema = z.object({
  /** The value of the browser's FAULT_COOKIE. */
  token: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  /** The request path the fault answers (a prefix: '/customer/section/load' covers its query). */
  path: z.string().startsWith('/').max(256),
  status: z.number().int().min(200).max(599),
  /** The JSON body answered. @default { message: 'Injected fault' } */
  body: z.unknown().optional(),
  /** How many requests it answers. @default 1 */
  times: z.number().int().min(1).max(100).default(1),
});
type Fault = z.output<typeof faultSchema>;

/**
 * What a back-office user would do, for the end-to-end suite: create a customer or a product, move a
 * customer to another group, take a product out of stock; and server faults (SPEC.md §8): the
 * next requests of one browser to a path answer a given status and body. Mounted only when the shop is started with SHOP_TEST_ROUTES=1;
 * otherwise these paths do not exist (404). Not contracts: the shop's browser code never calls them.
 */
export function testOnlyRoutes(app: Hono<ShopEnv>, shop: Shop) {
  const faults = new Map<string, Fault[]>();

  app.post(`${TEST_ROUTE_PREFIX}/faults`, async (c) => {
    const input = faultSchema.safeParse(await c.req.json().catch(() => null));
    if (!input.success) return c.json({ message: input.error.issues[0]?.message ?? 'Bad request.' }, 400);
    faults.set(input.data.token, [...(faults.get(input.data.token) ?? []), input.data]);
    return c.json({ ok: true });
  });

  // Registered before the shop's own routes: a fault answers in their place.
  app.use('*', async (c, next) => {
    const token = getCookie(c, FAULT_COOKIE);
    const pending = token ? faults.get(token) : undefined;
    const fault = pending?.find((candidate) => c.req.path.startsWith(candidate.path));
    if (!token || !pending || !fault) return next();
    fault.times -= 1;
    if (fault.times <= 0) faults.set(token, pending.filter((candidate) => candidate !== fault));
    return c.json((fault.body ?? { message: 'Injected fault' }) as object, fault.status as ContentfulStatusCode);
  });

  /** Writes `values` to the product at `urlKey`, reindexes its listing price and purges its pages, as a back-office save does. */
  const changeProduct = async (urlKey: string, values: Partial<typeof s.products.$inferInsert>) => {
    const changed = await shop.db.update(s.products).set(values).where(eq(s.products.urlKey, urlKey)).returning({ id: s.products.id });
    if (!changed.length) return null;
    await reindexListingPrices(shop.db, [changed[0]!.id]);
    await shop.catalogChanges.products([changed[0]!.id], { listings: true });
    return { id: changed[0]!.id };
  };

  app.post(`${TEST_ROUTE_PREFIX}/stock`, async (c) => {
    const input = z.object({ url_key: z.string().min(1).max(255), qty: z.number().int().min(0) }).safeParse(await c.req.json().catch(() => null));
    if (!input.success) return c.json({ message: input.error.issues[0]?.message ?? 'Bad request.' }, 400);
    const changed = await changeProduct(input.data.url_key, { qty: input.data.qty, isInStock: input.data.qty > 0 });
    return changed ? c.json(changed) : c.json({ message: 'No such product.' }, 404);
  });

  // A product's regular price (minor units), for the tests of caches in front of the shop.
  app.post(`${TEST_ROUTE_PREFIX}/price`, async (c) => {
    const input = z.object({ url_key: z.string().min(1).max(255), price: z.number().int().min(0).max(100_000_000) }).safeParse(await c.req.json().catch(() => null));
    if (!input.success) return c.json({ message: input.error.issues[0]?.message ?? 'Bad request.' }, 400);
    const changed = await changeProduct(input.data.url_key, { price: toDecimalText(input.data.price), specialPrice: null });
    return changed ? c.json(changed) : c.json({ message: 'No such product.' }, 404);
  });

  // A back-office product entry with any name and description (the XSS corpus puts its payloads
  // there): a copy of a seeded simple product under a new SKU and address, in no category, so
  // listings and their counts stay as seeded.
  app.post(`${TEST_ROUTE_PREFIX}/products`, async (c) => {
    const input = newProduct.safeParse(await c.req.json().catch(() => null));
    if (!input.success) return c.json({ message: input.error.issues[0]?.message ?? 'Bad request.' }, 400);
    const [model] = await shop.db.select().from(s.products).where(eq(s.products.urlKey, input.data.copy_of));
    if (!model || model.type !== 'simple') return c.json({ message: 'No such simple product.' }, 404);
    const { id: _id, finalPrice: _finalPrice, searchVector: _searchVector, createdAt: _createdAt, ...row } = model;
    const sku = `${model.sku}-${input.data.key}`;
    const [created] = await shop.db
      .insert(s.products)
      .values({ ...row, sku, urlKey: `${model.urlKey}-${input.data.key}`, image: `${sku}.svg`, name: input.data.name, description: storedHtml(input.data.description), details: input.data.details, categoryId: null, rootCategoryId: null })
      .returning({ id: s.products.id, urlKey: s.products.urlKey });
    return c.json(created);
  });

  // What a moderator does in Marketing › All Reviews: approves every pending review of a product
  // (new reviews wait for moderation), through the back office's service, purging its pages.
  app.post(`${TEST_ROUTE_PREFIX}/reviews/approve`, async (c) => {
    const input = z.object({ product_id: z.number().int().positive() }).safeParse(await c.req.json().catch(() => null));
    if (!input.success) return c.json({ message: 'Bad request.' }, 400);
    const pending = await shop.db
      .select({ id: s.productReviews.id })
      .from(s.productReviews)
      .where(and(eq(s.productReviews.productId, input.data.product_id), eq(s.productReviews.status, s.ReviewStatus.pending)));
    const ids = pending.map((row) => row.id);
    let approved = 0;
    for (let i = 0; i < ids.length; i += 200) approved += await shop.reviewModeration.updateStatus(ids.slice(i, i + 200), 'approved', { actor: null });
    return c.json({ approved });
  });

  app.post(`${TEST_ROUTE_PREFIX}/customers`, async (c) => {
    const input = newCustomer.safeParse(await c.req.json().catch(() => null));
    if (!input.success) return c.json({ message: input.error.issues[0]?.message ?? 'Bad request.' }, 400);
    const customer = await shop.customers.register({ ...input.data, passwordHash: await hashPassword(input.data.password) });
    return customer ? c.json({ id: customer.id }) : c.json({ message: 'That e-mail has an account.' }, 409);
  });

  app.post(`${TEST_ROUTE_PREFIX}/customer-group`, async (c) => {
    const input = groupChange.safeParse(await c.req.json().catch(() => null));
    if (!input.success) return c.json({ message: input.error.issues[0]?.message ?? 'Bad request.' }, 400);
    const changed = await shop.db.update(s.customers).set({ groupId: input.data.group_id }).where(eq(s.customers.email, input.data.email)).returning({ id: s.customers.id });
    return changed.length ? c.json({ id: changed[0]!.id }) : c.json({ message: 'No such customer.' }, 404);
  });
}
