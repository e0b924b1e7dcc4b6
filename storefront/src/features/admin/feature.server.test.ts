import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpTestShop } from '../../../server/test/helpers';
import { STAFF_COOKIE, staffFormKey, staffMember, staffPost, staffSignedIn, totpCode } from '../../../server/test/staff';
import { DEMO_ADMIN } from './seed.server';
import { staffAuditLog, staffUsers } from './schema.server';
import { CODE_REFUSED, INVALID_STAFF_FORM_KEY, SESSION_EXPIRED, SIGN_IN_REFUSED } from './texts';

/** The shop's clock, moved by the tests (lock-out windows, code steps, idle sessions). */
const clock = { at: Date.UTC(2026, 10, 29, 9, 0, 0), now() { return this.at; } };
const t = setUpTestShop({ clock });

const SIGN_IN = '/admin/api/sign-in';
const CODE = '/admin/api/code';
const SIGN_OUT = '/admin/api/sign-out';

async function lastActions(count: number): Promise<string[]> {
  const rows = await t.shop.db.select({ action: staffAuditLog.action }).from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(count);
  return rows.map((row) => row.action).reverse();
}

describe('the back office sign-in', () => {
  it('refuses a wrong password and an unknown name with one message, and starts no session', async () => {
    for (const body of [{ username: 'admin', password: 'wrong-1' }, { username: 'nobody', password: 'Admin123!' }]) {
      const client = t.client();
      const response = await staffPost(t, client, SIGN_IN, body);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: true, message: SIGN_IN_REFUSED, messages: [SIGN_IN_REFUSED] });
      expect(client.cookies.has(STAFF_COOKIE)).toBe(false);
    }
    expect(await lastActions(2)).toEqual(['staff.sign_in.failed', 'staff.sign_in.unknown']);
  });

  it('signs the demo administrator in with a cookie of its own: HttpOnly, path /admin, SameSite=Strict', async () => {
    const client = t.client();
    const response = await staffPost(t, client, SIGN_IN, DEMO_ADMIN);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ next: 'done', location: '/admin' });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${STAFF_COOKIE}=`))!;
    expect(cookie).toMatch(/; Path=\/admin(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    // The shop's own session is untouched: the two never mix.
    expect(client.sessionId).toBeUndefined();
  });

  it('refuses a sign-in posted from another site', async () => {
    const response = await t.client().request(SIGN_IN, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    expect(response.status).toBe(403);
  });

  it('validates the form with the kit rules: both fields are required', async () => {
    const response = await staffPost(t, t.client(), SIGN_IN, { username: ' ', password: '' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { messages: string[] }).messages[0]).toMatch(/required/);
  });

  it("locks an account after ADMIN_LOCKOUT_FAILURES failures in a row, for ADMIN_LOCKOUT_MINUTES, the right password included", async () => {
    const account = await staffMember(t, 'support');
    const attempt = async (password: string) => (await staffPost(t, t.client(), SIGN_IN, { username: account.username, password })).status;
    for (let i = 1; i < t.shop.config.staffLockoutFailures; i++) expect(await attempt(`wrong-${i}`)).toBe(401);
    // One failure short of the lock: the right password still opens.
    expect(await attempt(account.password)).toBe(200);
    for (let i = 1; i <= t.shop.config.staffLockoutFailures; i++) expect(await attempt(`wrong-${i}`)).toBe(401);
    expect(await attempt(account.password)).toBe(401);
    clock.at += (t.shop.config.staffLockoutMinutes * 60 - 1) * 1000;
    expect(await attempt(account.password)).toBe(401);
    clock.at += 1000;
    expect(await attempt(account.password)).toBe(200);
  });

  it('ends a session after ADMIN_SESSION_LIFETIME seconds without activity, and keeps an active one', async () => {
    const client = await staffSignedIn(t);
    const lifetime = t.shop.config.staffSessionLifetime * 1000;
    clock.at += lifetime - 1000;
    expect(await t.shop.staff.session(client.cookies.get(STAFF_COOKIE))).not.toBeNull();
    // That look renewed it: another almost-lifetime later it is still there.
    clock.at += lifetime - 1000;
    expect(await t.shop.staff.session(client.cookies.get(STAFF_COOKIE))).not.toBeNull();
    clock.at += lifetime;
    expect(await t.shop.staff.session(client.cookies.get(STAFF_COOKIE))).toBeNull();
    const response = await staffPost(t, client, SIGN_OUT, {}, { formKey: 'x'.repeat(16) });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ ajaxExpired: true, ajaxRedirect: `${t.shop.config.baseUrl}admin/login`, messages: [SESSION_EXPIRED] });
  });

  it('signs out only with the session form_key, and the session is gone afterwards', async () => {
    const client = await staffSignedIn(t);
    const token = client.cookies.get(STAFF_COOKIE)!;
    const forged = await staffPost(t, client, SIGN_OUT, {}, { formKey: 'A'.repeat(16) });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { messages: string[] }).messages).toEqual([INVALID_STAFF_FORM_KEY]);
    const response = await staffPost(t, client, SIGN_OUT, {});
    expect(response.status).toBe(200);
    expect(client.cookies.has(STAFF_COOKIE)).toBe(false);
    expect(await t.shop.staff.session(token)).toBeNull();
    expect(await lastActions(1)).toEqual(['staff.sign_out']);
  });

  it('signs out from a plain form post (Sign Out before the page hydrates): 303 to the sign-in page, only with the form_key', async () => {
    const client = await staffSignedIn(t);
    const token = client.cookies.get(STAFF_COOKIE)!;
    const formKey = await staffFormKey(t, client);
    const forged = await client.postForm(SIGN_OUT, {}, { formKey: 'A'.repeat(16), headers: { origin: t.url } });
    expect(forged.status).toBe(403);
    expect(await t.shop.staff.session(token)).not.toBeNull();
    const response = await client.postForm(SIGN_OUT, {}, { formKey, headers: { origin: t.url } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/login');
    expect(client.cookies.has(STAFF_COOKIE)).toBe(false);
    expect(await t.shop.staff.session(token)).toBeNull();
    // Posted again (the session has ended): the sign-in page all the same, not an error in JSON.
    const again = await client.postForm(SIGN_OUT, {}, { formKey, headers: { origin: t.url } });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/admin/login');
  });
});

describe('two-factor sign-in (ADMIN_2FA=required)', () => {
  async function required<T>(test: () => Promise<T>): Promise<T> {
    const saved = t.shop.config.staffTwoFactor;
    t.shop.config.staffTwoFactor = 'required';
    try {
      return await test();
    } finally {
      t.shop.config.staffTwoFactor = saved;
    }
  }

  it('enrols at the first sign-in, then asks for a code each time; a code is used once; a wrong one counts as a failure', () =>
    required(async () => {
      const account = await staffMember(t, 'administrators');
      const client = t.client();
      const first = await staffPost(t, client, SIGN_IN, account);
      expect(await first.json()).toEqual({ next: 'enrol', location: '/admin/login/code' });
      const row = (await t.shop.staff.session(client.cookies.get(STAFF_COOKIE)))!;
      expect(row.session.verified).toBe(false);
      const { secret, uri, qrCode } = await t.shop.staff.enrolment(row);
      expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
      expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg/);
      // The same secret however often the page is shown.
      expect((await t.shop.staff.enrolment(row)).secret).toBe(secret);

      const wrong = await staffPost(t, client, CODE, { code: '000000' === totpCode(secret, clock.at) ? '111111' : '000000' });
      expect(wrong.status).toBe(400);
      expect(((await wrong.json()) as { messages: string[] }).messages).toEqual([CODE_REFUSED]);
      const [counted] = await t.shop.db.select({ failures: staffUsers.failures }).from(staffUsers).where(eq(staffUsers.username, account.username));
      expect(counted!.failures).toBe(1);

      const oldToken = client.cookies.get(STAFF_COOKIE);
      const code = totpCode(secret, clock.at);
      const right = await staffPost(t, client, CODE, { code: ` ${code.slice(0, 3)} ${code.slice(3)} ` });
      expect(right.status).toBe(200);
      // A new session, verified, under a new token; the half-way one is gone.
      expect(client.cookies.get(STAFF_COOKIE)).not.toBe(oldToken);
      expect(await t.shop.staff.session(oldToken)).toBeNull();
      expect((await t.shop.staff.session(client.cookies.get(STAFF_COOKIE)))!.session.verified).toBe(true);
      const [enrolled] = await t.shop.db.select().from(staffUsers).where(eq(staffUsers.username, account.username));
      expect(enrolled!.totpSecret).toBe(secret);

      // Next sign-in: the code step, and the code just used is refused.
      const again = t.client();
      expect(await (await staffPost(t, again, SIGN_IN, account)).json()).toEqual({ next: 'code', location: '/admin/login/code' });
      expect((await staffPost(t, again, CODE, { code })).status).toBe(400);
      clock.at += 30_000;
      expect((await staffPost(t, again, CODE, { code: totpCode(secret, clock.at) })).status).toBe(200);
      expect(await lastActions(3)).toEqual(['staff.sign_in.password', 'staff.sign_in.code_failed', 'staff.sign_in']);
    }));

  it('one code opens one session: two requests racing with it, one wins', () =>
    required(async () => {
      const account = await staffMember(t, 'administrators');
      const enrol = t.client();
      await staffPost(t, enrol, SIGN_IN, account);
      const row = (await t.shop.staff.session(enrol.cookies.get(STAFF_COOKIE)))!;
      const { secret } = await t.shop.staff.enrolment(row);
      expect((await staffPost(t, enrol, CODE, { code: totpCode(secret, clock.at) })).status).toBe(200);
      clock.at += 30_000;
      const [first, second] = [t.client(), t.client()];
      await staffPost(t, first, SIGN_IN, account);
      await staffPost(t, second, SIGN_IN, account);
      const code = totpCode(secret, clock.at);
      const statuses = (await Promise.all([staffPost(t, first, CODE, { code }), staffPost(t, second, CODE, { code })])).map((response) => response.status);
      expect(statuses.toSorted()).toEqual([200, 400]);
    }));
});
