import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as s from '../../../server/db/schema';
import { reviewSubmittedMessage } from './contract';
import { REVIEWS_PER_PAGE } from './model';
import type { ReviewPage } from './types';
import type { TestShop } from '../../../server/test/harness';
import { setUpTestShop, withThrottle } from '../../../server/test/helpers';

const t = setUpTestShop({ config: { reviewsAutoApprove: true } });
const moderated = setUpTestShop({ config: { reviewsAutoApprove: false } });

const review = { rating: 4, nickname: 'Dana', title: 'Warm and light', detail: 'Wore it on three hikes.' };

/** A listed product without reviews, and one with more than a page of them. */
async function products(shop: TestShop) {
  const counts = await shop.shop.db
    .select({ id: s.products.id, n: s.productReviews.id })
    .from(s.products)
    .leftJoin(s.productReviews, eq(s.productReviews.productId, s.products.id))
    .where(ne(s.products.visibility, s.Visibility.notVisible));
  const byProduct = new Map<number, number>();
  for (const row of counts) byProduct.set(row.id, (byProduct.get(row.id) ?? 0) + (row.n === null ? 0 : 1));
  const unreviewed = [...byProduct].find(([, n]) => n === 0)![0];
  const reviewed = [...byProduct].find(([, n]) => n >= 3)![0];
  return { unreviewed, reviewed };
}

const reviewsOf = (shop: TestShop, productId: number) => shop.shop.db.select().from(s.productReviews).where(eq(s.productReviews.productId, productId));

describe('reviews: the list', () => {
  it('lists a product\'s approved reviews newest first, with their count and average', async () => {
    const { reviewed } = await products(t);
    const rows = (await reviewsOf(t, reviewed)).filter((r) => r.status === 'approved');
    const response = await t.client().get(`/review/product/listAjax?id=${reviewed}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    const page = (await response.json()) as ReviewPage;
    expect(page.total).toBe(rows.length);
    expect(page.average).toBeCloseTo(rows.reduce((sum, r) => sum + r.rating, 0) / rows.length, 2);
    expect(page.reviews.length).toBe(Math.min(rows.length, REVIEWS_PER_PAGE));
    const dates = page.reviews.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(page.reviews[0]!).sort()).toEqual(['createdAt', 'id', 'nickname', 'rating', 'summary', 'text']);
  });

  it('pages the reviews and refuses a bad page or id with 400', async () => {
    const { reviewed } = await products(t);
    for (let i = 0; i < REVIEWS_PER_PAGE; i++) await t.shop.reviews.submit(reviewed, { ...review, title: `Extra ${i}` }, null);
    const first = (await (await t.client().get(`/review/product/listAjax?id=${reviewed}`)).json()) as ReviewPage;
    const second = (await (await t.client().get(`/review/product/listAjax?id=${reviewed}&p=2`)).json()) as ReviewPage;
    expect(first.pages).toBeGreaterThan(1);
    expect(second.page).toBe(2);
    expect(second.reviews.map((r) => r.id)).not.toContain(first.reviews[0]!.id);
    expect((await t.client().get(`/review/product/listAjax?id=${reviewed}&p=0`)).status).toBe(400);
    expect((await t.client().get('/review/product/listAjax?id=abc')).status).toBe(400);
  });
});

describe('reviews: Submit Review', () => {
  it('stores a review as plain text and publishes it at once when the shop approves automatically', async () => {
    const { unreviewed } = await products(t);
    const client = t.client();
    const text = '<script>alert(1)</script> Great & "light"';
    const response = await client.postJson('/review/product/post', { ...review, detail: text, nickname: '  Dana  ', id: unreviewed });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: reviewSubmittedMessage() });
    const [row] = await reviewsOf(t, unreviewed);
    expect(row).toMatchObject({ nickname: 'Dana', summary: review.title, text, rating: 4, status: 'approved', customerId: null });
    const page = (await (await client.get(`/review/product/listAjax?id=${unreviewed}`)).json()) as ReviewPage;
    expect(page).toMatchObject({ total: 1, average: 4 });
    expect(page.reviews[0]!.text).toBe(text);
  });

  it('keeps a review pending, out of the list, when the shop moderates', async () => {
    const { unreviewed } = await products(moderated);
    const response = await moderated.client().postForm('/review/product/post', { rating: '5', nickname: 'Sam', title: 'Fits well', detail: 'True to size.', id: String(unreviewed) });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toBe(reviewSubmittedMessage());
    expect(await reviewsOf(moderated, unreviewed)).toMatchObject([{ status: 'pending', rating: 5 }]);
    expect(((await (await moderated.client().get(`/review/product/listAjax?id=${unreviewed}`)).json()) as ReviewPage).total).toBe(0);
    // Once approved, it shows.
    await moderated.shop.db.update(s.productReviews).set({ status: 'approved' }).where(and(eq(s.productReviews.productId, unreviewed)));
    expect(((await (await moderated.client().get(`/review/product/listAjax?id=${unreviewed}`)).json()) as ReviewPage).total).toBe(1);
  });

  it('refuses bad input with the kit\'s message and stores nothing', async () => {
    const { unreviewed } = await products(moderated);
    const before = (await reviewsOf(moderated, unreviewed)).length;
    const client = moderated.client();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...review, rating: undefined, id: unreviewed }, 400, 'Please select one of each of the ratings above.'],
      [{ ...review, rating: 6, id: unreviewed }, 400, 'Please select one of each of the ratings above.'],
      [{ ...review, nickname: '   ', id: unreviewed }, 400, 'This is a required field.'],
      [{ ...review, detail: 'x'.repeat(10_001), id: unreviewed }, 400, 'Please enter less or equal than 10000 symbols.'],
      [{ ...review, id: 'seven' }, 400, ''],
      [{ ...review, id: 2_000_000 }, 404, "The product that was requested doesn't exist. Verify the product and try again."],
    ];
    for (const [body, status, message] of cases) {
      const response = await client.postJson('/review/product/post', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      const answer = (await response.json()) as { success: boolean; message: string };
      expect(answer.success).toBe(false);
      if (message) expect(answer.message).toContain(message);
    }
    // Without the form_key: 403, before the body is read.
    expect((await client.postJson('/review/product/post', { ...review, id: unreviewed }, { formKey: null })).status).toBe(403);
    expect((await reviewsOf(moderated, unreviewed)).length).toBe(before);
  });

  it('records the signed-in writer', async () => {
    const { unreviewed } = await products(moderated);
    const client = moderated.client();
    await client.login('roni_cost@example.com', 'Password123!');
    expect((await client.postJson('/review/product/post', { ...review, id: unreviewed })).status).toBe(200);
    const [customer] = await moderated.shop.db.select({ id: s.customers.id }).from(s.customers).where(eq(s.customers.email, 'roni_cost@example.com'));
    expect((await reviewsOf(moderated, unreviewed)).some((r) => r.customerId === customer!.id)).toBe(true);
  });
});

describe('reviews: what a post costs the shop', () => {
  /** The last three listed products (the other tests take the first ones they find). */
  async function lastProducts(shop: TestShop) {
    const rows = await shop.shop.db.select({ id: s.products.id }).from(s.products).where(eq(s.products.visibility, s.Visibility.both)).orderBy(s.products.id);
    return rows.slice(-3).map((row) => row.id);
  }
  const post = (shop: TestShop, id: number) => shop.client().postJson('/review/product/post', { ...review, id });
  const TOO_MANY = 'Too many requests. Please try again in 60 minutes.';

  it('throttles posting per address: over the limit 429 with the message, nothing stored', async () => {
    const [a, b, c] = await lastProducts(moderated);
    await withThrottle(moderated, { reviewPost: { perIp: 2, perAccount: 1_000_000, windowSeconds: 3600 } }, async () => {
      expect((await post(moderated, a!)).status).toBe(200);
      expect((await post(moderated, b!)).status).toBe(200);
      const before = (await reviewsOf(moderated, c!)).length;
      const refused = await post(moderated, c!);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ success: false, message: TOO_MANY });
      expect((await reviewsOf(moderated, c!)).length).toBe(before);
    });
  });

  it('throttles posting per product, whoever posts', async () => {
    const [a, b] = await lastProducts(moderated);
    await withThrottle(moderated, { reviewPost: { perIp: 1_000_000, perAccount: 2, windowSeconds: 3600 } }, async () => {
      expect((await post(moderated, a!)).status).toBe(200);
      expect((await post(moderated, a!)).status).toBe(200);
      expect((await post(moderated, a!)).status).toBe(429);
      expect((await post(moderated, b!)).status).toBe(200);
    });
  });

  it('purges nothing for a pending review, only the product (no listing) for a published one', async () => {
    const purges = (shop: TestShop) => vi.spyOn(shop.shop.catalogChanges, 'products');
    const pending = purges(moderated);
    const published = purges(t);
    try {
      const [a] = await lastProducts(moderated);
      expect((await post(moderated, a!)).status).toBe(200);
      expect(pending).not.toHaveBeenCalled();
      expect((await post(t, a!)).status).toBe(200);
      expect(published).toHaveBeenCalledWith([a], { listings: false });
    } finally {
      pending.mockRestore();
      published.mockRestore();
    }
  });

});
