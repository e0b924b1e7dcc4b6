import { describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { MESSAGES_WAITING_COOKIE } from '../../config/constants';
import { absoluteUrl } from '../../../server/lib/urls';
import { hashToken, holdingMessages, MESSAGE_KEPT_LOADS, MESSAGE_KEPT_MS } from '../../../server/services/sessions.server';
import type { ShopClient } from '../../../server/test/harness';
import { plainProductsWhere, setUpTestShop, signedIn } from '../../../server/test/helpers';

let now = Date.UTC(2026, 10, 30, 2, 0, 0);
const t = setUpTestShop({ clock: { now: () => now } });

/** The messages section as the page at `path` loads it (the browser sends the page as `Referer`), or a load that names no page. */
async function messagesOn(client: ShopClient, path?: string) {
  const headers: Record<string, string> = path === undefined ? {} : { referer: absoluteUrl(t.shop.config.baseUrl, path) };
  const response = await client.get('/customer/section/load/?sections=messages&force_new_section_timestamp=true', headers);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: { messages: { type: string; text: string }[] } }).messages.messages;
}

/** A signed-in customer's Add to Wish List as a plain form post: redirected to My Wish List with its message. */
async function addedByFormPost() {
  const client = await signedIn(t);
  const [product] = await t.shop.db.select().from(s.products).where(plainProductsWhere(1)).limit(1);
  const response = await client.postForm('/wishlist/index/add', { product: String(product!.id) });
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe('/wishlist/');
  return { client, message: { type: 'success', text: `${product!.name} has been added to your Wish List.` }, productPath: `/${product!.urlKey}.html` };
}

describe('messages a redirect leaves for its page (ADR 0042)', () => {
  it('are not taken by a load of the page being left, and are taken by the load of the page the redirect leads to', async () => {
    const { client, message, productPath } = await addedByFormPost();
    expect(await messagesOn(client, productPath)).toEqual([]);
    expect(await messagesOn(client, '/wishlist/?p=1')).toEqual([message]);
    expect(await messagesOn(client, '/wishlist/')).toEqual([]);
  });

  it('keep the store view: a redirect to /fr/… leaves them for the French page', async () => {
    const client = await signedIn(t);
    const [product] = await t.shop.db.select().from(s.products).where(plainProductsWhere(1)).limit(1);
    const response = await client.postForm('/wishlist/index/add', { product: String(product!.id), store: 'fr' });
    expect(response.headers.get('location')).toBe('/fr/wishlist/');
    expect(await messagesOn(client, '/wishlist/')).toEqual([]);
    expect(await messagesOn(client, '/fr/wishlist')).toHaveLength(1);
  });

  it(`go to any page after ${MESSAGE_KEPT_LOADS} loads of other pages, or after ${MESSAGE_KEPT_MS / 1000} s: late, never lost`, async () => {
    const counted = await addedByFormPost();
    for (let load = 1; load < MESSAGE_KEPT_LOADS; load += 1) expect(await messagesOn(counted.client, counted.productPath)).toEqual([]);
    expect(await messagesOn(counted.client, counted.productPath)).toEqual([counted.message]);

    const timed = await addedByFormPost();
    expect(await messagesOn(timed.client, '/')).toEqual([]);
    now += MESSAGE_KEPT_MS - 1;
    expect(await messagesOn(timed.client, '/')).toEqual([]);
    now += 1;
    expect(await messagesOn(timed.client, '/')).toEqual([timed.message]);
  });

  it(`keep the ${MESSAGES_WAITING_COOKIE} cookie, which has the next page load them, until a load has taken them all`, async () => {
    const { client, productPath } = await addedByFormPost();
    expect(client.cookies.get(MESSAGES_WAITING_COOKIE)).toBe('1');
    await client.sections(['cart']);
    await messagesOn(client, productPath);
    expect(client.cookies.get(MESSAGES_WAITING_COOKIE)).toBe('1');
    expect(await messagesOn(client, '/wishlist/')).toHaveLength(1);
    expect(client.cookies.has(MESSAGES_WAITING_COOKIE)).toBe(false);
  });

  it('are taken by a load that names no page (a page without a Referer), as before', async () => {
    const { client, message } = await addedByFormPost();
    expect(await messagesOn(client)).toEqual([message]);
  });

  it('without a redirect (a JSON call for the page the shopper is on) are taken by the next load, whatever its page', async () => {
    const client = await signedIn(t);
    const [product] = await t.shop.db.select().from(s.products).where(plainProductsWhere(1)).limit(1);
    await t.shop.sessions.addMessages(hashToken(client.sessionId!), [{ type: 'notice', text: 'Before the call' }]);
    const response = await client.postJson('/wishlist/index/add', { product: product!.id }, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(await messagesOn(client, '/')).toEqual([
      { type: 'notice', text: 'Before the call' },
      { type: 'success', text: `${product!.name} has been added to your Wish List.` },
    ]);
  });

  it('are held while the request that leaves them is still answering, then released for its redirect', async () => {
    const client = await signedIn(t);
    const id = hashToken(client.sessionId!);
    const { sessions } = t.shop;
    const { hold, done } = holdingMessages(() => sessions.addMessages(id, [{ type: 'success', text: 'Saved.' }]));
    await done;
    expect(await sessions.takeMessages(id, '/wishlist')).toEqual([]);
    expect(await sessions.takeMessages(id)).toEqual([]);
    await sessions.releaseMessages(hold, [id], '/wishlist');
    expect(await sessions.takeMessages(id, '/checkout/cart')).toEqual([]);
    expect(await sessions.takeMessages(id, '/wishlist')).toEqual([{ type: 'success', text: 'Saved.' }]);
  });
});
