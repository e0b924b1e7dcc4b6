import { scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed-data';
import { needsRehash } from '../lib/passwords';
import type { ShopClient } from '../test/harness';
import { setUpTestShop } from '../test/helpers';
import { INVALID_FORM_KEY } from './errors';

let now = Date.UTC(2026, 10, 2, 9, 0, 0);
// A short absolute lifetime (2 h) over the default idle one (1 h), to reach it in a test.
const t = setUpTestShop({ clock: { now: () => now }, config: { sessionMaxLifetime: 2 * 3600 } });

/** A customer of this file's own, with the demo password. */
async function newCustomer(name: string): Promise<string> {
  const email = `${name}.${Date.now()}@example.com`;
  const response = await t.client().postJson('/customer/account/createpost', { firstname: 'Kai', lastname: 'Berg', email, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD });
  expect(response.status).toBe(200);
  return email;
}

const customerOf = async (client: ShopClient) => ((await client.sections(['customer'])).customer as { firstname?: string }).firstname;
const setFormKey = (client: ShopClient, key: string) => client.cookies.set('form_key', key);

describe('the form_key and the session', () => {
  it('gives the browser a new form_key at login and at logout; the old one no longer works', async () => {
    const email = await newCustomer('rotate');
    const client = t.client();
    const guestKey = client.formKey;
    const { response, body } = await client.login(email, DEMO_PASSWORD);
    expect(body.errors).toBe(false);
    expect(response.headers.getSetCookie().find((line) => line.startsWith('form_key='))).toMatch(/^form_key=[A-Za-z0-9]{16}; Max-Age=86400; Path=\/; SameSite=Lax$/);
    const signedInKey = client.formKey;
    expect(signedInKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(signedInKey).not.toBe(guestKey);

    // The guest's key, even as cookie and field together, is refused with the new session.
    const stale = await client.postJson('/rest/V1/customer-service/contact/post', { formData: { name: 'Kai', email, comment: 'Hi' } }, { formKey: guestKey, headers: { cookie: `form_key=${guestKey}; shop_session=${client.sessionId}` } });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ message: INVALID_FORM_KEY });
    expect((await client.postJson('/rest/V1/customer-service/contact/post', { formData: { name: 'Kai', email, comment: 'Hi' } })).status).toBe(200);

    const logout = await client.get('/customer/account/logout');
    expect(logout.status).toBe(302);
    expect(client.formKey).not.toBe(signedInKey);
    expect(client.formKey).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('refuses a form_key planted in the browser (cookie and field agree) that is not the session’s', async () => {
    const email = await newCustomer('planted');
    const client = t.client();
    expect((await client.login(email, DEMO_PASSWORD)).body.errors).toBe(false);
    const before = await t.shop.db.select().from(s.contactMessages);
    setFormKey(client, 'Planted000000000');
    const forged = await client.postJson('/rest/V1/customer-service/contact/post', { formData: { name: 'Kai', email, comment: 'forged' } });
    expect(forged.status).toBe(403);
    expect(await t.shop.db.select().from(s.contactMessages)).toHaveLength(before.length);
  });

  it('gives a browser whose form_key cookie went away its session’s key back', async () => {
    const email = await newCustomer('restore');
    const client = t.client();
    expect((await client.login(email, DEMO_PASSWORD)).body.errors).toBe(false);
    const key = client.formKey;
    setFormKey(client, 'Regenerated00000');
    await client.sections(['customer']);
    expect(client.formKey).toBe(key);
  });
});

describe('the absolute session lifetime', () => {
  it('ends a session SESSION_MAX_LIFETIME after it began, however active the customer stays', async () => {
    const email = await newCustomer('lifetime');
    const client = t.client();
    expect((await client.login(email, DEMO_PASSWORD)).body.errors).toBe(false);
    // Active every 35 minutes: the idle timeout (1 h) alone would renew the session for ever.
    for (let step = 0; step < 3; step++) {
      now += 35 * 60_000;
      expect(await customerOf(client)).toBe('Kai');
    }
    now += 20 * 60_000; // 2 h 5 min after sign-in, 20 minutes after the last request
    expect(await customerOf(client)).toBeUndefined();
  });
});

describe('password handling at sign-in', () => {
  it('signs in with the spaces around a password ignored, as registration and reset ignore them', async () => {
    const email = await newCustomer('spaces');
    expect((await t.client().login(email, `  ${DEMO_PASSWORD} `)).body.errors).toBe(false);
  });

  it('upgrades a hash of the old scrypt cost at the next sign-in', async () => {
    const email = await newCustomer('upgrade');
    const salt = Buffer.from('0123456789abcdef');
    const old = ['scrypt', 16384, 8, 1, salt.toString('base64'), scryptSync(DEMO_PASSWORD, salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64')].join('$');
    await t.shop.db.update(s.customers).set({ passwordHash: old }).where(eq(s.customers.email, email));
    expect((await t.client().login(email, DEMO_PASSWORD)).body.errors).toBe(false);
    const [row] = await t.shop.db.select({ hash: s.customers.passwordHash }).from(s.customers).where(eq(s.customers.email, email));
    // Replaced by a hash at the cost this process makes (the production one, or the test run's).
    expect(row!.hash).not.toBe(old);
    expect(needsRehash(row!.hash)).toBe(false);
    expect((await t.client().login(email, DEMO_PASSWORD)).body.errors).toBe(false);
    expect((await t.client().login(email, 'Wrong-password-1')).body.errors).toBe(true);
  });
});

describe('the session cookie over HTTPS', () => {
  const https = setUpTestShop({ config: { baseUrl: 'https://shop.example/' } });

  it('is named with the __Host- prefix (Secure, Path=/, no Domain); the spec’s own cookies keep their names', async () => {
    const client = https.client();
    const response = await client.postJson('/rest/V1/customer-service/contact/post', { formData: { name: 'Kai', email: 'kai@example.com', comment: 'Hi' } });
    expect(response.status).toBe(200);
    const { body } = await client.login('roni_cost@example.com', DEMO_PASSWORD);
    expect(body.errors).toBe(false);
    const lines = (await client.login('roni_cost@example.com', DEMO_PASSWORD)).response.headers.getSetCookie();
    const session = lines.find((line) => line.startsWith('__Host-shop_session='));
    expect(session).toMatch(/; Path=\/;.*Secure/);
    expect(session).not.toMatch(/Domain=/i);
    expect(lines.some((line) => line.startsWith('shop_session='))).toBe(false);
    expect(lines.find((line) => line.startsWith('form_key='))).toMatch(/Secure/);
    // The session cookie under its prefixed name is the one read back.
    expect(await customerOf(client)).toBe('Veronica');
  });
});
