import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpTestShop, signedIn } from '../../../server/test/helpers';
import { STAFF_COOKIE, staffFormKey, staffMember, staffPost, staffSignedIn } from '../../../server/test/staff';
import { DEMO_ADMIN } from '../admin/seed.server';
import { staffAuditLog, staffSessions, staffUsers } from '../admin/schema.server';
import { LAST_ADMINISTRATOR, USER_SAVED, USER_TAKEN, WRONG_CURRENT_PASSWORD } from './texts';

const t = setUpTestShop();

const SAVE = '/admin/api/system/user/save';
const DELETE = '/admin/api/system/user/delete';
const UNLOCK = '/admin/api/system/user/unlock';
const RESET = '/admin/api/system/user/reset-two-factor';
const ACCOUNT = '/admin/api/system/account/save';
const ACCOUNT_RESET = '/admin/api/system/account/reset-two-factor';

async function userId(username: string): Promise<number> {
  const [row] = await t.shop.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.username, username));
  return row!.id;
}

async function lastEntry() {
  const [row] = await t.shop.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
  return row!;
}

const newUser = (username: string) => ({
  username,
  firstname: 'Jane',
  lastname: 'Doe',
  email: `${username}@example.com`,
  role: 'support',
  is_active: true,
  password: 'Secret123',
  password_confirmation: 'Secret123',
  current_password: DEMO_ADMIN.password,
});

describe('staff accounts: who may call', () => {
  const calls: [string, unknown][] = [
    [SAVE, newUser('nobody-1')],
    [DELETE, { user_id: 1, current_password: 'x' }],
    [UNLOCK, { user_id: 1 }],
    [RESET, { user_id: 1 }],
    [ACCOUNT, { firstname: 'A', lastname: 'B', email: 'a@example.com', current_password: 'x' }],
    [ACCOUNT_RESET, { current_password: 'x' }],
  ];

  it.each(calls)('%s: no session → 401 with ajaxExpired; a customer session only → 401', async (path, body) => {
    const none = await staffPost(t, t.client(), path, body);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ ajaxExpired: true, error: true });
    const customer = await signedIn(t);
    expect((await staffPost(t, customer, path, body)).status).toBe(401);
  });

  it.each(calls.slice(0, 4))('%s: Support is refused (403), a wrong form_key too', async (path, body) => {
    const support = await staffSignedIn(t, await staffMember(t, 'support'));
    expect((await staffPost(t, support, path, body)).status).toBe(403);
    const admin = await staffSignedIn(t);
    expect((await staffPost(t, admin, path, body, { formKey: 'AAAAAAAAAAAAAAAA' })).status).toBe(403);
  });

  it('My Account is every member\u2019s: Support saves its own, a wrong form_key is refused', async () => {
    const account = await staffMember(t, 'support');
    const support = await staffSignedIn(t, account);
    const body = { firstname: 'Sam', lastname: 'Support', email: `${account.username}@example.org`, current_password: account.password };
    expect((await staffPost(t, support, ACCOUNT, body, { formKey: 'AAAAAAAAAAAAAAAA' })).status).toBe(403);
    const response = await staffPost(t, support, ACCOUNT, body);
    expect(response.status).toBe(200);
    const [row] = await t.shop.db.select().from(staffUsers).where(eq(staffUsers.username, account.username));
    expect(row).toMatchObject({ firstname: 'Sam', email: `${account.username}@example.org`, role: 'support' });
    expect((await lastEntry()).action).toBe('staff.account.save');
  });
});

describe('System › Permissions › All Users', () => {
  it('adds a user with the admin rules, audit-logged without the password', async () => {
    const admin = await staffSignedIn(t);
    const response = await staffPost(t, admin, SAVE, newUser('jane'));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { message: string; location: string };
    expect(answer.message).toBe(USER_SAVED);
    const id = await userId('jane');
    expect(answer.location).toBe(`/admin/system/user/edit/${id}`);
    const entry = await lastEntry();
    expect(entry).toMatchObject({ action: 'staff.user.create', entityType: 'staff_user', entityId: String(id), username: 'admin' });
    expect(JSON.stringify(entry)).not.toMatch(/Secret123|scrypt|passwordHash/);
    // The new member signs in with that password.
    await staffSignedIn(t, { username: 'jane', password: 'Secret123' });
  });

  it('takes a form post with form_key in the body (the admin form reload)', async () => {
    const admin = await staffSignedIn(t);
    const form = new URLSearchParams({ ...newUser('formpost'), is_active: '1', form_key: await staffFormKey(t, admin) } as Record<string, string>);
    const response = await admin.request(SAVE, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.url }, body: form.toString() });
    expect(response.status).toBe(200);
    const [row] = await t.shop.db.select().from(staffUsers).where(eq(staffUsers.username, 'formpost'));
    expect(row!.isActive).toBe(true);
  });

  it('refuses a wrong "Your Password", a weak or unconfirmed password, a taken name', async () => {
    const admin = await staffSignedIn(t);
    const wrong = await staffPost(t, admin, SAVE, { ...newUser('x1'), current_password: 'nope' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ messages: [WRONG_CURRENT_PASSWORD] });
    const weak = await staffPost(t, admin, SAVE, { ...newUser('x2'), password: 'abcdefgh', password_confirmation: 'abcdefgh' });
    expect(weak.status).toBe(400);
    expect(JSON.stringify(await weak.json())).toContain('Please enter 7 or more characters, using both numeric and alphabetic.');
    expect((await staffPost(t, admin, SAVE, { ...newUser('x3'), password_confirmation: 'Other123' })).status).toBe(400);
    expect((await staffPost(t, admin, SAVE, { ...newUser('x4'), password: '', password_confirmation: '' })).status).toBe(400);
    const taken = await staffPost(t, admin, SAVE, { ...newUser('ADMIN') });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({ messages: [USER_TAKEN] });
  });

  it('deactivating a member ends their sessions at once; deleting too', async () => {
    const account = await staffMember(t, 'support');
    const support = await staffSignedIn(t, account);
    const id = await userId(account.username);
    const admin = await staffSignedIn(t);
    const supportKey = await staffFormKey(t, support);
    const body = { ...newUser(account.username), user_id: id, email: `${account.username}@example.com`, is_active: false, password: '', password_confirmation: '' };
    expect((await staffPost(t, admin, SAVE, body)).status).toBe(200);
    expect(await t.shop.db.select().from(staffSessions).where(eq(staffSessions.userId, id))).toEqual([]);
    expect((await staffPost(t, support, ACCOUNT_RESET, { current_password: account.password }, { formKey: supportKey })).status).toBe(401);
    const entry = await lastEntry();
    expect(entry).toMatchObject({ action: 'staff.user.save', before: { isActive: true }, after: { isActive: false } });

    const other = await staffMember(t, 'support');
    const otherClient = await staffSignedIn(t, other);
    const otherId = await userId(other.username);
    expect((await staffPost(t, admin, DELETE, { user_id: otherId, current_password: DEMO_ADMIN.password })).status).toBe(200);
    expect(await t.shop.staff.session(otherClient.cookies.get(STAFF_COOKIE))).toBeNull();
    expect((await lastEntry()).action).toBe('staff.user.delete');
  });

  it('keeps the last active administrator: no self-demotion, deactivation or deletion', async () => {
    const admins = await t.shop.db.select().from(staffUsers).where(eq(staffUsers.role, 'administrators'));
    for (const row of admins) if (row.username !== 'admin') await t.shop.db.update(staffUsers).set({ isActive: false }).where(eq(staffUsers.id, row.id));
    const admin = await staffSignedIn(t);
    const id = await userId('admin');
    const self = { ...newUser('admin'), user_id: id, email: 'admin@example.com', role: 'administrators', password: '', password_confirmation: '' };
    for (const change of [{ role: 'support' }, { is_active: false }]) {
      const response = await staffPost(t, admin, SAVE, { ...self, ...change });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ messages: [LAST_ADMINISTRATOR] });
    }
    expect((await staffPost(t, admin, DELETE, { user_id: id, current_password: DEMO_ADMIN.password })).status).toBe(400);
    // Changing one's own password keeps this session and ends the others.
    const second = await staffSignedIn(t);
    expect((await staffPost(t, admin, SAVE, { ...self, password: 'Admin1234', password_confirmation: 'Admin1234' })).status).toBe(200);
    expect(await t.shop.staff.session(second.cookies.get(STAFF_COOKIE))).toBeNull();
    expect(await t.shop.staff.session(admin.cookies.get(STAFF_COOKIE))).not.toBeNull();
    expect((await staffPost(t, admin, SAVE, { ...self, current_password: 'Admin1234', password: DEMO_ADMIN.password, password_confirmation: DEMO_ADMIN.password })).status).toBe(200);
  });

  it('unlocks a locked member and resets a two-factor enrolment', async () => {
    const account = await staffMember(t, 'support');
    const id = await userId(account.username);
    await t.shop.db.update(staffUsers).set({ lockedUntil: new Date(Date.now() + 600_000), failures: 0, totpSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(staffUsers.id, id));
    const admin = await staffSignedIn(t);
    expect((await staffPost(t, admin, UNLOCK, { user_id: id })).status).toBe(200);
    expect((await lastEntry()).action).toBe('staff.user.unlock');
    expect((await staffPost(t, admin, RESET, { user_id: id })).status).toBe(200);
    expect((await lastEntry()).action).toBe('staff.user.reset_two_factor');
    const [row] = await t.shop.db.select().from(staffUsers).where(eq(staffUsers.id, id));
    expect(row).toMatchObject({ lockedUntil: null, totpSecret: null });
    expect((await staffPost(t, admin, UNLOCK, { user_id: 999_999 })).status).toBe(404);
  });

  it('lists members of staff for the grid: search, role, sort', async () => {
    const { rows, total } = await t.shop.staff.list({ search: 'admin', role: 'administrators', sort: 'username', dir: 'asc', page: 1, limit: 20 });
    expect(total).toBeGreaterThan(0);
    expect(rows.every((row) => row.role === 'administrators')).toBe(true);
    expect(rows[0]).not.toHaveProperty('passwordHash');
  });
});

describe('My Account', () => {
  it('changes its own password with the current one, and resets its own two-factor enrolment', async () => {
    const account = await staffMember(t, 'support');
    const client = await staffSignedIn(t, account);
    const base = { firstname: 'Test', lastname: 'support', email: `${account.username}@example.com` };
    expect((await staffPost(t, client, ACCOUNT, { ...base, current_password: 'wrong', password: 'Newpass12', password_confirmation: 'Newpass12' })).status).toBe(400);
    expect((await staffPost(t, client, ACCOUNT, { ...base, current_password: account.password, password: 'Newpass12', password_confirmation: 'Newpass12' })).status).toBe(200);
    expect(await t.shop.staff.checkPassword(await userId(account.username), 'Newpass12')).toBe(true);
    expect((await staffPost(t, client, ACCOUNT_RESET, { current_password: 'Newpass12' })).status).toBe(200);
    expect((await lastEntry()).action).toBe('staff.account.reset_two_factor');
  });

  it('counts a wrong "Your Password" toward the lock-out, which ends the session', async () => {
    const account = await staffMember(t, 'support');
    const client = await staffSignedIn(t, account);
    const formKey = await staffFormKey(t, client);
    const body = { firstname: 'Test', lastname: 'support', email: `${account.username}@example.com`, current_password: 'wrong' };
    for (let attempt = 1; attempt < t.shop.config.staffLockoutFailures; attempt++) expect((await staffPost(t, client, ACCOUNT, body, { formKey })).status).toBe(400);
    expect((await lastEntry()).action).toBe('staff.identity.failed');
    expect((await staffPost(t, client, ACCOUNT, body, { formKey })).status).toBe(400);
    expect((await staffPost(t, client, ACCOUNT, { ...body, current_password: account.password }, { formKey })).status).toBe(401);
    const [row] = await t.shop.db.select().from(staffUsers).where(eq(staffUsers.username, account.username));
    expect(row!.lockedUntil).not.toBeNull();
  });
});
