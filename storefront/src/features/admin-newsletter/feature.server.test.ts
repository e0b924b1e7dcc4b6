import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { DEMO_EMAIL } from '../../../server/test/harness';
import { setUpTestShop } from '../../../server/test/helpers';
import { expectStaffGuarded, staffMember, staffPost, staffSignedIn } from '../../../server/test/staff';
import { staffAuditLog } from '../admin/schema.server';
import { newsletterSubscribers } from '../newsletter/schema.server';
import { DEFAULT_SUBSCRIBER_GRID_QUERY, subscriberTexts } from './model';

const t = setUpTestShop();

const UNSUBSCRIBE = '/admin/api/newsletter/subscribers/unsubscribe';
const DELETE = '/admin/api/newsletter/subscribers/delete';

let made = 0;

/** A confirmed subscriber of a new address, as a shopper makes one (Subscribe, then the mail's link); its id. */
async function subscriber(email = `grid.${Date.now()}.${(made += 1)}@example.com`): Promise<number> {
  const response = await t.client().postJson('/newsletter/subscriber/new', { email });
  expect(response.status).toBe(200);
  const [row] = await t.shop.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email.toLowerCase()));
  expect(await t.shop.newsletter.confirm(row!.id, row!.confirmCode)).toBe('confirmed');
  return row!.id;
}

const statusOf = async (id: number) => (await t.shop.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)))[0]?.status;

describe('Marketing › Newsletter Subscribers: the grid', () => {
  it('lists guests and customers with their names, newest first, by status and by search', async () => {
    const guest = await subscriber();
    const customer = await subscriber(DEMO_EMAIL);
    const all = await t.shop.newsletter.grid({ ...DEFAULT_SUBSCRIBER_GRID_QUERY, limit: 200 });
    expect(all.rows.map((row) => row.id).slice(0, 2)).toEqual([customer, guest]);
    expect(all.rows.find((row) => row.id === customer)).toMatchObject({ type: 'Customer', firstname: 'Veronica', lastname: 'Costello', status: 'subscribed', email: DEMO_EMAIL });
    expect(all.rows.find((row) => row.id === guest)).toMatchObject({ type: 'Guest', firstname: null, lastname: null, status: 'subscribed' });
    const byName = await t.shop.newsletter.grid({ ...DEFAULT_SUBSCRIBER_GRID_QUERY, search: 'costello' });
    expect(byName.rows.map((row) => row.id)).toEqual([customer]);
    await t.shop.newsletter.staffUnsubscribe([guest], { actor: null });
    const unsubscribed = await t.shop.newsletter.grid({ ...DEFAULT_SUBSCRIBER_GRID_QUERY, status: 'unsubscribed' });
    expect(unsubscribed.rows.map((row) => row.id)).toContain(guest);
    expect(unsubscribed.rows.every((row) => row.status === 'unsubscribed')).toBe(true);
    expect(unsubscribed.total).toBe(unsubscribed.rows.length);
  });
});

describe('Marketing › Newsletter Subscribers: the calls', () => {
  it('unsubscribes the selected subscribers, mails each, and writes each change to the action log', async () => {
    const ids = [await subscriber(), await subscriber()];
    const client = await staffSignedIn(t);
    const response = await staffPost(t, client, UNSUBSCRIBE, { ids });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ count: 2, message: 'A total of 2 record(s) were updated.' });
    expect(await Promise.all(ids.map(statusOf))).toEqual(['unsubscribed', 'unsubscribed']);
    const entries = await t.shop.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, 'newsletter.unsubscribe'), inArray(staffAuditLog.entityId, ids.map(String))));
    expect(entries.map((entry) => [entry.username, entry.before, entry.after])).toEqual(ids.map(() => ['admin', { status: 'subscribed' }, { status: 'unsubscribed' }]));
    const mails = await t.shop.db.select().from(s.outboxEmails).where(eq(s.outboxEmails.kind, 'newsletter_unsubscription_success'));
    expect(mails.filter((mail) => mail.body.includes(`unsubscribe?id=${ids[0]}&`))).toHaveLength(1);
    // Already unsubscribed: nothing changes, nothing is logged again.
    expect(await (await staffPost(t, client, UNSUBSCRIBE, { ids })).json()).toEqual({ count: 0, message: subscriberTexts.unsubscribed(0) });
  });

  it('deletes the selected subscribers, logging what they were', async () => {
    const ids = [await subscriber(), await subscriber()];
    const client = await staffSignedIn(t);
    expect(await (await staffPost(t, client, DELETE, { ids: [...ids, 2_147_000_000] })).json()).toEqual({ count: 2, message: 'Total of 2 record(s) were deleted.' });
    expect(await Promise.all(ids.map(statusOf))).toEqual([undefined, undefined]);
    const [entry] = await t.shop.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'newsletter.delete')).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(entry).toMatchObject({ entityType: 'newsletter_subscriber', entityId: String(ids[1]), before: { status: 'subscribed' } });
  });

  it('refuses an empty or malformed selection (400)', async () => {
    const client = await staffSignedIn(t);
    for (const body of [{ ids: [] }, { ids: ['x'] }, {}, { ids: Array.from({ length: 201 }, (_, i) => i + 1) }]) {
      expect((await staffPost(t, client, DELETE, body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
  });

  it('lets administrators act, and not Support (the permission marketing.newsletter)', async () => {
    const allowed = { administrators: true, support: false };
    await expectStaffGuarded(t, UNSUBSCRIBE, async () => ({ ids: [await subscriber()] }), allowed);
    await expectStaffGuarded(t, DELETE, async () => ({ ids: [await subscriber()] }), allowed);
    // Support is refused before anything changes.
    const id = await subscriber();
    const support = await staffSignedIn(t, await staffMember(t, 'support'));
    expect((await staffPost(t, support, DELETE, { ids: [id] })).status).toBe(403);
    expect(await statusOf(id)).toBe('subscribed');
  });
});
