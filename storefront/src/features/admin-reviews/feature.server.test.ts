import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { cacheTags } from '../../../server/page-cache/tags';
import { setUpTestShop } from '../../../server/test/helpers';
import { expectStaffGuarded, staffFormKey, staffMember, staffPost, staffSignedIn } from '../../../server/test/staff';
import { staffAuditLog } from '../admin/schema.server';
import { DEFAULT_REVIEW_GRID_QUERY, reviewTexts } from './model';

const t = setUpTestShop();

const UPDATE_STATUS = '/admin/api/reviews/update-status';
const DELETE = '/admin/api/reviews/delete';
const SAVE = '/admin/api/reviews/save';

/** A listed product. */
async function product(): Promise<number> {
  const [row] = await t.shop.db.select({ id: s.products.id }).from(s.products).where(ne(s.products.visibility, s.Visibility.notVisible)).limit(1);
  return row!.id;
}

let written = 0;

/** A review posted as a shopper would (the form's call): pending by default. */
async function pendingReview(productId?: number): Promise<number> {
  written += 1;
  const id = productId ?? (await product());
  const title = `Moderated ${written} ${Math.random().toString(36).slice(2, 8)}`;
  const response = await t.client().postJson('/review/product/post', { id, rating: 4, nickname: 'Dana', title, detail: 'Wore it on three hikes.' });
  expect(response.status).toBe(200);
  expect(((await response.json()) as { message: string }).message).toBe('You submitted your review for moderation.');
  const [row] = await t.shop.db.select().from(s.productReviews).where(eq(s.productReviews.summary, title));
  return row!.id;
}

const statusOf = async (id: number) => (await t.shop.db.select({ status: s.productReviews.status }).from(s.productReviews).where(eq(s.productReviews.id, id)))[0]?.status;

/** The tags of every purge from now on. */
function purgesHeard(): (readonly string[])[] {
  const purged: (readonly string[])[] = [];
  t.shop.pageCache.onPurge((tags) => purged.push(tags));
  return purged;
}

describe('reviews moderation: new reviews wait', () => {
  it('keeps a new review pending (Magento\'s default): not on the product page, nothing purged', async () => {
    const productId = await product();
    const purged = purgesHeard();
    const id = await pendingReview(productId);
    expect(await statusOf(id)).toBe('pending');
    expect(purged).toEqual([]);
    const page = await t.shop.reviews.page(productId);
    expect(page.reviews.map((review) => review.id)).not.toContain(id);
  });

  it('publishes a review when it is approved, and only then purges its product\'s pages', async () => {
    const productId = await product();
    const id = await pendingReview(productId);
    const client = await staffSignedIn(t);
    const purged = purgesHeard();
    // Pending to Not Approved: never shown, nothing to purge.
    expect((await staffPost(t, client, UPDATE_STATUS, { ids: [id], status: 'not_approved' })).status).toBe(200);
    expect(purged).toEqual([]);
    const response = await staffPost(t, client, UPDATE_STATUS, { ids: [id], status: 'approved' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ count: 1, message: reviewTexts.updated(1) });
    expect(purged.flat()).toContain(cacheTags.product(productId));
    expect((await t.shop.reviews.page(productId)).reviews.map((review) => review.id)).toContain(id);
  });
});

describe('reviews moderation: the grid', () => {
  it('lists pending reviews first, filters by status and searches nickname, summary and product', async () => {
    const id = await pendingReview();
    const all = await t.shop.reviewModeration.grid({ ...DEFAULT_REVIEW_GRID_QUERY, limit: 200 });
    expect(all.rows[0]!.status).toBe('pending');
    const firstOther = all.rows.findIndex((row) => row.status !== 'pending');
    expect(all.rows.slice(firstOther).every((row) => row.status !== 'pending')).toBe(true);
    const [mine] = await t.shop.db.select().from(s.productReviews).where(eq(s.productReviews.id, id));
    const bySummary = await t.shop.reviewModeration.grid({ ...DEFAULT_REVIEW_GRID_QUERY, search: mine!.summary.toUpperCase() });
    expect(bySummary.rows.map((row) => row.id)).toEqual([id]);
    const approved = await t.shop.reviewModeration.grid({ ...DEFAULT_REVIEW_GRID_QUERY, status: 'approved' });
    expect(approved.total).toBeGreaterThan(0);
    expect(approved.rows.every((row) => row.status === 'approved')).toBe(true);
    const [named] = await t.shop.db.select({ name: s.products.name }).from(s.products).where(eq(s.products.id, mine!.productId));
    const byProduct = await t.shop.reviewModeration.grid({ ...DEFAULT_REVIEW_GRID_QUERY, search: named!.name, limit: 200 });
    expect(byProduct.rows.every((row) => row.productName === named!.name)).toBe(true);
    expect(byProduct.rows.map((row) => row.id)).toContain(id);
  });
});

describe('reviews moderation: the calls', () => {
  it('updates the status of several reviews at once and writes each change to the action log', async () => {
    const ids = [await pendingReview(), await pendingReview()];
    const account = await staffMember(t, 'support');
    const response = await staffPost(t, await staffSignedIn(t, account), UPDATE_STATUS, { ids, status: 'approved' });
    expect(await response.json()).toEqual({ count: 2, message: reviewTexts.updated(2) });
    expect(await Promise.all(ids.map(statusOf))).toEqual(['approved', 'approved']);
    const entries = await t.shop.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, 'reviews.status'), inArray(staffAuditLog.entityId, ids.map(String))));
    expect(entries.map((entry) => [entry.username, entry.before, entry.after])).toEqual(ids.map(() => [account.username, { status: 'pending' }, { status: 'approved' }]));
  });

  it('deletes reviews (one: "The review has been deleted."), logging what they said', async () => {
    const one = await pendingReview();
    const client = await staffSignedIn(t);
    expect(await (await staffPost(t, client, DELETE, { ids: [one] })).json()).toEqual({ count: 1, message: reviewTexts.deletedOne });
    expect(await statusOf(one)).toBeUndefined();
    const two = [await pendingReview(), await pendingReview()];
    expect(await (await staffPost(t, client, DELETE, { ids: [...two, one] })).json()).toEqual({ count: 2, message: reviewTexts.deleted(2) });
    const [entry] = await t.shop.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'reviews.delete')).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(entry!.before).toMatchObject({ nickname: 'Dana', status: 'pending' });
  });

  it('saves the edit page (a form post with its form_key, as the admin form reload sends it) and refuses a review that is gone', async () => {
    const productId = await product();
    const id = await pendingReview(productId);
    const client = await staffSignedIn(t);
    const purged = purgesHeard();
    const response = await client.request(SAVE, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.url },
      body: new URLSearchParams({ id: String(id), status: 'approved', nickname: ' Dana K ', title: 'Warm', detail: 'Light and warm.', form_key: await staffFormKey(t, client) }).toString(),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({ message: reviewTexts.saved });
    const [row] = await t.shop.db.select().from(s.productReviews).where(eq(s.productReviews.id, id));
    expect(row).toMatchObject({ status: 'approved', nickname: 'Dana K', summary: 'Warm', text: 'Light and warm.' });
    expect(purged.flat()).toContain(cacheTags.product(productId));
    const [entry] = await t.shop.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'reviews.save')).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(entry).toMatchObject({ entityId: String(id), before: { status: 'pending', nickname: 'Dana' }, after: { status: 'approved', nickname: 'Dana K' } });

    const empty = await staffPost(t, client, SAVE, { id, status: 'approved', nickname: '', title: 'Warm', detail: 'x' });
    expect(empty.status).toBe(400);
    await t.shop.db.delete(s.productReviews).where(eq(s.productReviews.id, id));
    const gone = await staffPost(t, client, SAVE, { id, status: 'approved', nickname: 'Dana', title: 'Warm', detail: 'x' });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: true, message: reviewTexts.notFound, messages: [reviewTexts.notFound] });
  });

  it('lets administrators and Support moderate, and nobody else', async () => {
    const both = { administrators: true, support: true };
    await expectStaffGuarded(t, UPDATE_STATUS, async () => ({ ids: [await pendingReview()], status: 'approved' }), both);
    await expectStaffGuarded(t, DELETE, async () => ({ ids: [await pendingReview()] }), both);
    await expectStaffGuarded(t, SAVE, async () => ({ id: await pendingReview(), status: 'pending', nickname: 'Dana', title: 'Warm', detail: 'Fine.' }), both);
  });
});
