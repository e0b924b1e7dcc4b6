import { eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { expect } from 'vitest';
import { DEMO_ADMIN } from '../../src/features/admin/seed.server';
import { staffSessions } from '../../src/features/admin/schema.server';
import type { StaffRole } from '../../src/features/admin/permissions';
import { hashToken } from '../services/sessions.server';
import type { ShopClient, TestShop } from './harness';
import { signedIn } from './helpers';

/** The back office's session cookie in the test shop (served over http). */
export const STAFF_COOKIE = 'admin_session';

/** The current code of a TOTP secret, at the shop's clock. */
export function totpCode(secret: string, at: number = Date.now()): string {
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });
}

/** The form_key of a client's staff session (the page gives it to the browser). */
export async function staffFormKey(t: TestShop, client: ShopClient): Promise<string> {
  const token = client.cookies.get(STAFF_COOKIE);
  if (!token) throw new Error('the client has no staff session');
  const [row] = await t.shop.db.select({ formKey: staffSessions.formKey }).from(staffSessions).where(eq(staffSessions.id, hashToken(token)));
  return row!.formKey;
}

/** A back-office call as the browser makes it: JSON, same origin, the staff session's form_key in X-Form-Key. */
export async function staffPost(t: TestShop, client: ShopClient, path: string, body: unknown, { formKey }: { formKey?: string | null } = {}): Promise<Response> {
  const key = formKey === undefined ? (client.cookies.has(STAFF_COOKIE) ? await staffFormKey(t, client) : null) : formKey;
  return client.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.url, ...(key ? { 'x-form-key': key } : {}) },
    body: JSON.stringify(body),
  });
}

let created = 0;

/** A new member of staff with `role` (password 'Staff123'), or the demo administrator. */
export async function staffMember(t: TestShop, role: StaffRole): Promise<{ username: string; password: string }> {
  created += 1;
  const username = `${role}-${created}-${Math.random().toString(36).slice(2, 8)}`;
  await t.shop.staff.create({ username, email: `${username}@example.com`, firstname: 'Test', lastname: role, role, password: 'Staff123' }, null);
  return { username, password: 'Staff123' };
}

/** A client signed in to the back office (both factors where the account has a second one). */
export async function staffSignedIn(t: TestShop, account: { username: string; password: string } = DEMO_ADMIN): Promise<ShopClient> {
  const client = t.client();
  const response = await staffPost(t, client, '/admin/api/sign-in', account);
  expect(response.status).toBe(200);
  const { next } = (await response.json()) as { next: string };
  if (next !== 'done') {
    const row = (await t.shop.staff.session(client.cookies.get(STAFF_COOKIE)))!;
    // Enrolling: the secret the code page would show.
    const secret = row.user.totpSecret ?? (await t.shop.staff.enrolment(row)).secret;
    const code = await staffPost(t, client, '/admin/api/code', { code: totpCode(secret, t.shop.clock.now()) });
    expect(code.status).toBe(200);
  }
  return client;
}

/**
 * The guard's answers for one back-office call (the brief's permission matrix): no session and a
 * customer's session alone are 401 with `ajaxExpired`, a wrong form_key is 403, and each role is let
 * through (2xx) or refused (403) as `allowed` says. `body` is called for each attempt, so a call
 * that uses its record up (a delete) gets a fresh one.
 */
export async function expectStaffGuarded(
  t: TestShop,
  path: string,
  body: () => unknown,
  allowed: Record<StaffRole, boolean>,
): Promise<void> {
  const anonymous = await staffPost(t, t.client(), path, await body());
  expect(anonymous.status).toBe(401);
  expect(await anonymous.json()).toMatchObject({ ajaxExpired: true });
  const shopper = await staffPost(t, await signedIn(t), path, await body(), { formKey: null });
  expect(shopper.status).toBe(401);
  expect(await shopper.json()).toMatchObject({ ajaxExpired: true });
  const forged = await staffPost(t, await staffSignedIn(t), path, await body(), { formKey: 'F'.repeat(16) });
  expect(forged.status).toBe(403);
  for (const [role, allows] of Object.entries(allowed) as [StaffRole, boolean][]) {
    const response = await staffPost(t, await staffSignedIn(t, await staffMember(t, role)), path, await body());
    if (allows) expect(response.status, `${role} on ${path}: ${await response.clone().text()}`).toBeLessThan(300);
    else expect(response.status, `${role} on ${path}`).toBe(403);
  }
}
