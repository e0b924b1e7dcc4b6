import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed-data';
import { SECTION_NAMES } from '../../config/contracts';
import { parseSection } from './sections';
import { DEMO_EMAIL } from '../../../server/test/harness';
import { setUpTestShop, withThrottle } from '../../../server/test/helpers';

let now = Date.UTC(2026, 10, 22, 12, 0, 0);
const t = setUpTestShop({ clock: { now: () => now } });

describe('GET /customer/section/load', () => {
  it('answers every section as its contract declares it, for a guest and for a signed-in customer with a cart', async () => {
    const guest = (await (await t.client().get('/customer/section/load/')).json()) as Record<string, unknown>;
    const customer = t.client();
    expect((await customer.login(DEMO_EMAIL, DEMO_PASSWORD)).body.errors).toBe(false);
    const [product] = await t.shop.db.select({ id: s.products.id }).from(s.products).where(eq(s.products.type, 'simple')).limit(1);
    expect((await customer.postForm('/checkout/cart/add', { product: String(product!.id), qty: '2' })).status).toBe(200);
    const signedIn = (await (await customer.get('/customer/section/load/')).json()) as Record<string, unknown>;
    for (const sections of [guest, signedIn]) {
      for (const name of SECTION_NAMES) expect(parseSection(name, sections[name]), name).toEqual(sections[name]);
    }
    expect((signedIn.cart as { items: unknown[] }).items).toHaveLength(1);
  });

  it('answers every section, each with a data_id, privately and without starting a session', async () => {
    const client = t.client();
    const response = await client.get('/customer/section/load/?force_new_section_timestamp=true');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('etag')).toBeNull();
    const sections = (await response.json()) as Record<string, Record<string, unknown>>;
    expect(Object.keys(sections).sort()).toEqual([...SECTION_NAMES].sort());
    for (const name of SECTION_NAMES) expect(sections[name]!.data_id, name).toBe(Math.floor(now / 1000));
    expect(sections.cart).toEqual({
      summary_count: 0,
      subtotal: '<span class="price">$0.00</span>',
      subtotalAmount: 0,
      subtotal_minor: 0,
      currency_code: 'USD',
      possible_onepage_checkout: false,
      items: [],
      extra_actions: '',
      isGuestCheckoutAllowed: true,
      website_id: 1,
      storeId: 1,
      cart_empty_message: '',
      data_id: expect.any(Number),
    });
    expect(sections.customer).toEqual({ data_id: expect.any(Number) });
    expect(sections.messages).toEqual({ messages: [], data_id: expect.any(Number) });
    expect(sections.captcha).toEqual({
      user_login: { isRequired: false, timestamp: Math.floor(now / 1000) },
      user_forgotpassword: { isRequired: false, timestamp: expect.any(Number) },
      user_create: { isRequired: false, timestamp: expect.any(Number) },
      data_id: expect.any(Number),
    });
    expect(client.sessionId).toBeUndefined();
  });

  it('answers only the sections asked for, with a newer data_id later', async () => {
    const client = t.client();
    const first = await client.sections(['cart', 'customer']);
    expect(Object.keys(first).sort()).toEqual(['cart', 'customer']);
    now += 5000;
    const second = await client.sections(['cart']);
    expect(second.cart!.data_id).toBe((first.cart!.data_id as number) + 5);
  });

  it('answers 400 for an unknown section', async () => {
    const response = await t.client().get('/customer/section/load/?sections=cart,nope');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.stringContaining('"nope" section source is not supported') });
  });

  it('reports the signed-in customer and their id and group', async () => {
    const client = t.client();
    await client.login('john.smith@example.com', DEMO_PASSWORD);
    const { customer } = await client.sections(['customer']);
    expect(customer).toEqual({ firstname: 'John', fullname: 'John Smith', websiteId: 1, id: expect.any(Number), group_id: 2, data_id: expect.any(Number) });
  });

  it('ends a session after its lifetime', async () => {
    const client = t.client();
    await client.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await client.sections(['customer'])).customer!.firstname).toBe('Veronica');
    now += (t.shop.config.cookieLifetime + 1) * 1000;
    expect((await client.sections(['customer'])).customer).toEqual({ data_id: expect.any(Number) });
  });
});

const SYNC = '/catalog/product/frontend_action_synchronize';
const rows = async (table: typeof s.productActions | typeof s.sessions) => Number((await t.shop.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n);

describe('POST /catalog/product/frontend_action_synchronize', () => {
  /** A guest whose browser has a session already (its cart started one). */
  async function guestWithSession() {
    const client = t.client();
    const [product] = await t.shop.db.select({ id: s.products.id }).from(s.products).where(eq(s.products.type, 'simple')).limit(1);
    expect((await client.postForm('/checkout/cart/add', { product: String(product!.id), qty: '1' })).status).toBe(200);
    return client;
  }

  it('records the listed products (JSON or form) and reports them in their section', async () => {
    const client = await guestWithSession();
    const response = await client.postJson('/catalog/product/frontend_action_synchronize', { type_id: 'recently_viewed_product', ids: [1, 2, 999999] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const listed = await client.postForm('/catalog/product/frontend_action_synchronize', { type_id: 'recently_compared_product', 'ids[]': '5' });
    expect(listed.status).toBe(200);
    const sections = await client.sections(['recently_viewed_product', 'recently_compared_product']);
    expect(Object.keys(sections.recently_viewed_product!.items as object).sort()).toEqual(['1', '2']);
    expect(sections.recently_compared_product).toMatchObject({ count: 1, items: { 5: { product_id: 5, added_at: expect.any(Number) } } });
  });

  it('answers 400 for an unknown storage and 403 without form_key, storing nothing', async () => {
    const client = t.client();
    const before = Number((await t.shop.db.select({ n: sql<number>`count(*)::int` }).from(s.productActions))[0]!.n);
    expect((await client.postJson('/catalog/product/frontend_action_synchronize', { type_id: 'wishlist', ids: [1] })).status).toBe(400);
    expect((await client.postJson('/catalog/product/frontend_action_synchronize', { type_id: 'recently_viewed_product', ids: ['x'] })).status).toBe(400);
    // The ids are a list (SPEC.md §7), not entries keyed by id.
    expect((await client.postJson('/catalog/product/frontend_action_synchronize', { type_id: 'recently_viewed_product', ids: { 1: { product_id: 1 } } })).status).toBe(400);
    expect((await client.postJson('/catalog/product/frontend_action_synchronize', { type_id: 'recently_viewed_product', ids: [1] }, { formKey: null })).status).toBe(403);
    const after = Number((await t.shop.db.select({ n: sql<number>`count(*)::int` }).from(s.productActions))[0]!.n);
    expect(after).toBe(before);
  });
});

describe('POST /catalog/product/frontend_action_synchronize: what one visitor may make the shop write', () => {
  it('starts no session and stores nothing for a visitor without one', async () => {
    const client = t.client();
    const before = { actions: await rows(s.productActions), sessions: await rows(s.sessions) };
    const response = await client.postJson(SYNC, { type_id: 'recently_viewed_product', ids: [1, 2, 3] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(client.sessionId).toBeUndefined();
    expect({ actions: await rows(s.productActions), sessions: await rows(s.sessions) }).toEqual(before);
  });

  it('keeps the newest 100 products of a storage however many calls send', async () => {
    const client = t.client();
    expect((await client.login('john.smith@example.com', DEMO_PASSWORD)).body.errors).toBe(false);
    const ids = (await t.shop.db.select({ id: s.products.id }).from(s.products).orderBy(s.products.id).limit(150)).map((row) => row.id);
    expect((await client.postJson(SYNC, { type_id: 'recently_viewed_product', ids: ids.slice(0, 100) })).status).toBe(200);
    now += 1000;
    expect((await client.postJson(SYNC, { type_id: 'recently_viewed_product', ids: ids.slice(100) })).status).toBe(200);
    const section = (await client.sections(['recently_viewed_product'])).recently_viewed_product as { count: number; items: Record<string, unknown> };
    expect(section.count).toBe(100);
    expect(Object.keys(section.items)).toEqual(expect.arrayContaining(ids.slice(100).map(String)));
  });

  it('throttles the calls of one address', async () => {
    await withThrottle(t, { frontendActionSync: { perIp: 2, perAccount: 0, windowSeconds: 60 } }, async () => {
      const client = t.client();
      for (let i = 0; i < 2; i++) expect((await client.postJson(SYNC, { type_id: 'recently_viewed_product', ids: [1] })).status).toBe(200);
      const refused = await client.postJson(SYNC, { type_id: 'recently_viewed_product', ids: [1] });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: 'Too many requests. Please try again in 1 minute.' });
    });
  });
});

describe('POST /captcha/refresh', () => {
  it('answers imgSrc for a known form and 400 for an unknown one', async () => {
    const client = t.client();
    const ok = await client.postJson('/captcha/refresh', { formId: 'user_login' });
    expect(await ok.json()).toEqual({ imgSrc: expect.stringMatching(/^data:image\/png;base64,/) });
    const [state] = await t.shop.db
      .select()
      .from(s.captchaStates)
      .where(and(eq(s.captchaStates.formId, 'user_login'), sql`${s.captchaStates.word} is not null`));
    expect(state!.word).toMatch(/^[A-Z2-9]{5}$/);
    const unknown = await client.postJson('/captcha/refresh', { formId: 'nope' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: 'Unknown captcha form "nope".' });
  });
});
