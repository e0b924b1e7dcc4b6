import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { setUpTestShop } from '../../../server/test/helpers';
import { expectStaffGuarded, staffMember, staffPost, staffSignedIn } from '../../../server/test/staff';
import { staffAuditLog, staffUsers } from '../admin/schema.server';
import { DEFAULT_CONTACT_GRID_QUERY, contactTexts } from './model';

const t = setUpTestShop();

const DELETE = '/admin/api/contact/delete';

let sent = 0;

/** A message sent through Contact Us, as a shopper's browser sends it; its id. */
async function contactMessage(comment = 'Do you ship to Norway?'): Promise<number> {
  sent += 1;
  const email = `shopper-${sent}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await t.client().postJson('/rest/V1/customer-service/contact/post', { formData: { name: `Kim ${sent}`, email, telephone: '555-0100', comment } });
  expect(response.status, await response.clone().text()).toBe(200);
  const [row] = await t.shop.db.select({ id: s.contactMessages.id }).from(s.contactMessages).where(eq(s.contactMessages.formData, { name: `Kim ${sent}`, email, telephone: '555-0100', comment }));
  return row!.id;
}

describe('contact messages inbox', () => {
  it('lists messages newest first, unread until opened, and searches name, e-mail and text', async () => {
    const older = await contactMessage('Where is my parcel?');
    const newer = await contactMessage('Can I change the colour of my order?');
    const { rows } = await t.shop.contactInbox.grid(DEFAULT_CONTACT_GRID_QUERY);
    expect(rows.slice(0, 2).map((row) => [row.id, row.read])).toEqual([
      [newer, false],
      [older, false],
    ]);
    const found = await t.shop.contactInbox.grid({ ...DEFAULT_CONTACT_GRID_QUERY, search: 'COLOUR of my' });
    expect(found.rows.map((row) => row.id)).toEqual([newer]);
    expect(found.total).toBe(1);

    const account = await staffMember(t, 'support');
    const [member] = await t.shop.db.select().from(staffUsers).where(eq(staffUsers.username, account.username));
    const actor = { id: member!.id, username: member!.username };
    const opened = await t.shop.contactInbox.open(older, { actor });
    expect(opened).toMatchObject({ id: older, telephone: '555-0100', comment: 'Where is my parcel?' });
    await t.shop.contactInbox.open(older, { actor });
    const after = await t.shop.contactInbox.grid(DEFAULT_CONTACT_GRID_QUERY);
    expect(after.rows.find((row) => row.id === older)!.read).toBe(true);
    expect(after.rows.find((row) => row.id === newer)!.read).toBe(false);
    // Marked read once, logged once.
    const logged = await t.shop.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, 'contact.read'), eq(staffAuditLog.entityId, String(older))));
    expect(logged.map((entry) => entry.username)).toEqual([account.username]);
    expect(await t.shop.contactInbox.open(999_999, { actor })).toBeNull();
  });

  it('deletes a message, keeping its words in the action log, and answers 404 for one that is gone', async () => {
    const id = await contactMessage('Please call me back.');
    const client = await staffSignedIn(t);
    const response = await staffPost(t, client, DELETE, { id });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: contactTexts.deleted });
    expect(await t.shop.db.select().from(s.contactMessages).where(eq(s.contactMessages.id, id))).toEqual([]);
    const [entry] = await t.shop.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'contact.delete')).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(entry).toMatchObject({ username: 'admin', entityType: 'contact_message', entityId: String(id), before: { comment: 'Please call me back.' } });
    const again = await staffPost(t, client, DELETE, { id });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: true, message: contactTexts.notFound, messages: [contactTexts.notFound] });
  });

  it('lets administrators and Support delete messages, and nobody else', async () => {
    await expectStaffGuarded(t, DELETE, async () => ({ id: await contactMessage() }), { administrators: true, support: true });
  });
});
