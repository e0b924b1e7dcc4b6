import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRIVATE_CONTENT_OWNER_COOKIE } from '../../src/config/constants';
import * as s from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed-data';
import { hashToken, privateContentOwner } from '../services/sessions.server';
import { DEMO_EMAIL, type ShopClient } from '../test/harness';
import { signedIn, setUpTestShop } from '../test/helpers';

// A clock the tests move forward to reach the session's renewal.
let now = Date.UTC(2026, 10, 2, 9, 0, 0);
const t = setUpTestShop({ clock: { now: () => now } });

/** The Set-Cookie line of the owner cookie in an answer, if any. */
const ownerLine = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith(`${PRIVATE_CONTENT_OWNER_COOKIE}=`));
const owner = (client: ShopClient) => client.cookies.get(PRIVATE_CONTENT_OWNER_COOKIE);
/** Loads a page as a browser's navigation does. */
const openPage = (client: ShopClient, path = '/') => client.get(path, { 'sec-fetch-dest': 'document', accept: 'text/html' });

describe('the private_content_owner cookie', () => {
  it('is set at login with the session cookie: readable by the page, same lifetime, and not the session token', async () => {
    const client = t.client();
    const { response } = await client.login(DEMO_EMAIL, DEMO_PASSWORD);
    const line = ownerLine(response);
    expect(line).toBeDefined();
    expect(line).not.toMatch(/HttpOnly/i);
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Max-Age=3600/);
    const token = client.sessionId!;
    expect(owner(client)).toBe(privateContentOwner(token));
    expect(owner(client)).not.toBe(token);
    expect(owner(client)).not.toBe(hashToken(token));
  });

  it('names each login apart, and is set at registration too', async () => {
    const first = await signedIn(t);
    const second = await signedIn(t);
    expect(owner(first)).not.toBe(owner(second));
    const registered = t.client();
    const response = await registered.postJson('/customer/account/createpost', {
      firstname: 'Ola',
      lastname: 'Nordmann',
      email: `ola.${Date.now()}@example.com`,
      password: 'Secret-pass-123',
      password_confirmation: 'Secret-pass-123',
    });
    expect(response.status).toBe(200);
    expect(owner(registered)).toBe(privateContentOwner(registered.sessionId!));
  });

  it('is never set for a guest, even one with a session and a cart', async () => {
    const client = t.client();
    const [product] = await t.shop.catalog.productsByIds([1]);
    const response = await client.postMultipart('/checkout/cart/add', { product: String(product!.id), qty: '1' });
    expect(response.status).toBe(200);
    expect(client.sessionId).toBeDefined();
    expect(ownerLine(response)).toBeUndefined();
    await client.sections(['cart']);
    expect(owner(client)).toBeUndefined();
  });

  it('is cleared at logout, in the redirect that starts the guest session', async () => {
    const client = await signedIn(t);
    const response = await client.get('/customer/account/logout');
    expect(response.status).toBe(302);
    expect(ownerLine(response)).toMatch(/Max-Age=0/);
    expect(owner(client)).toBeUndefined();
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  it("leaves the customer's pending messages behind at logout", async () => {
    const client = await signedIn(t);
    await t.shop.sessions.addMessages(hashToken(client.sessionId!), [{ type: 'notice', text: 'Only for Veronica' }]);
    await client.get('/customer/account/logout');
    const { messages } = await client.sections(['messages']);
    expect(messages).toMatchObject({ messages: [{ type: 'success', text: 'You are signed out.' }] });
  });

  it('leaves the public pages of a signed-in customer alone: no cookie, still publicly cacheable', async () => {
    const client = await signedIn(t);
    const response = await openPage(client);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    expect(response.headers.get('etag')).toBeTruthy();
  });

  it('is cleared by the next page when the server no longer knows the session (expired, or ended elsewhere)', async () => {
    const client = await signedIn(t);
    await t.shop.db
      .update(s.sessions)
      .set({ expiresAt: new Date(now - 1000) })
      .where(eq(s.sessions.id, hashToken(client.sessionId!)));
    const response = await openPage(client);
    expect(response.status).toBe(200);
    expect(ownerLine(response)).toMatch(/Max-Age=0/);
    expect(owner(client)).toBeUndefined();
    // An answer that sets a cookie is one visitor's: no shared cache keeps it.
    expect(response.headers.get('cache-control')).toBe('private, no-store, max-age=0');

    const ended = await signedIn(t);
    await t.shop.sessions.remove(hashToken(ended.sessionId!));
    // Images and public calls are not checked: no lookup per asset.
    const image = await ended.get('/media/catalog/product/WT001.svg');
    expect(image.status).toBe(200);
    expect(image.headers.getSetCookie()).toEqual([]);
    expect(image.headers.get('cache-control')).toMatch(/^public/);
    expect(owner(ended)).toBeDefined();
    await openPage(ended, '/women/tops.html');
    expect(owner(ended)).toBeUndefined();
  });

  it('is cleared when the session cookie is gone', async () => {
    const client = await signedIn(t);
    client.cookies.delete('shop_session');
    const response = await openPage(client);
    expect(ownerLine(response)).toMatch(/Max-Age=0/);
    expect(owner(client)).toBeUndefined();
  });

  it('is set again for a signed-in session that lacks it, and corrected when it names another session', async () => {
    const client = await signedIn(t);
    const expected = owner(client);
    client.cookies.delete(PRIVATE_CONTENT_OWNER_COOKIE);
    await client.sections(['customer']);
    expect(owner(client)).toBe(expected);
    client.cookies.set(PRIVATE_CONTENT_OWNER_COOKIE, 'someone-else');
    await openPage(client);
    expect(owner(client)).toBe(expected);
  });

  it('is renewed with the session cookie, so both expire together', async () => {
    const client = await signedIn(t);
    now += 1801 * 1000;
    // Past half its lifetime, the next request renews the session, even a public page's.
    const renewal = await openPage(client);
    expect(renewal.headers.getSetCookie().find((line) => line.startsWith('shop_session='))).toMatch(/Max-Age=3600/);
    expect(ownerLine(renewal)).toMatch(/Max-Age=3600/);
    expect(renewal.headers.get('cache-control')).toBe('private, no-store, max-age=0');
    const next = await openPage(client);
    expect(next.headers.getSetCookie()).toEqual([]);
    expect(next.headers.get('cache-control')).toMatch(/^public/);
  });
});
