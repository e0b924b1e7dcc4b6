import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import type { ShopClient } from '../../../server/test/harness';
import { pageData, plainProductsWhere, setUpTestShop, signedIn, withThrottle } from '../../../server/test/helpers';
import { placeCardOrder } from '../../../server/test/orders';
import { GUEST_ORDER_PATHS, GUEST_ORDER_TEXTS, GUEST_VIEW_COOKIE } from './paths';

const t = setUpTestShop();
const LOOKUP = '/sales/guest/formPost';
const EMAIL = 'guest.buyer@example.com';

let guestOrder: { id: number; incrementId: string };
let customerOrder: { incrementId: string; lastname: string; email: string; postcode: string };

async function incrementIdOf(id: number) {
  const [row] = await t.shop.db.select({ incrementId: s.orders.incrementId }).from(s.orders).where(eq(s.orders.id, id));
  return row!.incrementId;
}

beforeAll(async () => {
  const [product] = await t.shop.db.select({ id: s.products.id }).from(s.products).where(plainProductsWhere(20)).limit(1);
  const id = await placeCardOrder(t.client(), [[product!.id, 1]], { email: EMAIL });
  guestOrder = { id, incrementId: await incrementIdOf(id) };
  const customer = await signedIn(t);
  const mine = await placeCardOrder(customer, [[product!.id, 1]]);
  const [billing] = await t.shop.db.select().from(s.orderAddresses).where(eq(s.orderAddresses.orderId, mine));
  const [order] = await t.shop.db.select().from(s.orders).where(eq(s.orders.id, mine));
  customerOrder = { incrementId: order!.incrementId, lastname: billing!.lastname, email: order!.customerEmail, postcode: billing!.postcode ?? '' };
});

/** The form's fields for the guest's order (the checkout's test address: Jane Doe, 90001), with changes. */
const details = (change: Record<string, string> = {}) => ({ oar_order_id: guestOrder.incrementId, oar_billing_lastname: 'Doe', oar_type: 'email', oar_email: EMAIL, ...change });

async function lookUp(client: ShopClient, fields: Record<string, string>, options?: { formKey?: string | null }) {
  const response = await client.postJson(LOOKUP, fields, options);
  return { status: response.status, body: (await response.json()) as { success: boolean; message?: string; redirectUrl?: string }, cookie: response.headers.getSetCookie().find((line) => line.startsWith(`${GUEST_VIEW_COOKIE}=`)) };
}

async function view(client: ShopClient) {
  const response = await client.get(GUEST_ORDER_PATHS.view);
  return { response, data: response.status === 200 ? (await pageData(response))['routes/guest-order-view'] : undefined };
}

describe('Orders and Returns', () => {
  it('opens the guest order for the right details (by e-mail and by ZIP code), through a short-lived HttpOnly cookie, on a private page', async () => {
    const client = t.client();
    const found = await lookUp(client, details({ oar_email: ` ${EMAIL.toUpperCase()} `, oar_billing_lastname: 'doe' }));
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body).toEqual({ success: true, redirectUrl: GUEST_ORDER_PATHS.view });
    expect(found.cookie).toMatch(/; Max-Age=900; Path=\/sales\/guest\/; HttpOnly; SameSite=Lax$/);
    const { response, data } = await view(client);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(data).toMatchObject({ order: { incrementId: guestOrder.incrementId, billingAddress: expect.arrayContaining([expect.stringContaining('Jane Doe')]) }, documents: { invoices: [] } });

    const byZip = t.client();
    expect((await lookUp(byZip, details({ oar_type: 'zip', oar_email: '', oar_zip: '90001' }))).status).toBe(200);
    expect((await view(byZip)).data).toMatchObject({ order: { incrementId: guestOrder.incrementId } });
  });

  it('keeps one cached copy of the form page (and of Contact Us) for everyone, and never the order view', async () => {
    for (const path of [GUEST_ORDER_PATHS.form, '/contact']) {
      await t.client().get(path);
      const again = await t.client().get(path);
      expect(again.status, path).toBe(200);
      expect(again.headers.get('x-cache'), path).toBe('HIT');
    }
    const client = t.client();
    await lookUp(client, details());
    await view(client);
    const { response } = await view(client);
    expect(response.headers.get('x-cache')).not.toBe('HIT');
    expect(response.headers.get('cache-control')).toContain('private');
  });

  it('sends a browser without the cookie (or with a forged one) back to the form', async () => {
    const anonymous = await view(t.client());
    expect(anonymous.response.status).toBe(302);
    expect(anonymous.response.headers.get('location')).toBe(GUEST_ORDER_PATHS.form);
    const forged = t.client();
    forged.cookies.set(GUEST_VIEW_COOKIE, 'x'.repeat(43));
    expect((await view(forged)).response.status).toBe(302);
  });

  it('answers every wrong detail, and a customer’s order, with the same message and opens nothing', async () => {
    const wrong = [
      details({ oar_order_id: '999999999' }),
      details({ oar_billing_lastname: 'Smith' }),
      details({ oar_email: 'someone.else@example.com' }),
      details({ oar_type: 'zip', oar_email: '', oar_zip: '10001' }),
      { oar_order_id: customerOrder.incrementId, oar_billing_lastname: customerOrder.lastname, oar_type: 'email', oar_email: customerOrder.email },
      { oar_order_id: customerOrder.incrementId, oar_billing_lastname: customerOrder.lastname, oar_type: 'zip', oar_zip: customerOrder.postcode },
    ];
    for (const fields of wrong) {
      const client = t.client();
      const answer = await lookUp(client, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body).toEqual({ success: false, message: GUEST_ORDER_TEXTS.incorrect });
      expect(answer.cookie).toBeUndefined();
      expect((await view(client)).response.status).toBe(302);
    }
  });

  it('checks each field with the kit’s rules (400 with the rule’s message, never 5xx)', async () => {
    for (const [fields, message] of [
      [details({ oar_order_id: ' ' }), 'This is a required field.'],
      [details({ oar_billing_lastname: '' }), 'This is a required field.'],
      [details({ oar_email: '' }), 'This is a required field.'],
      [details({ oar_email: 'not-an-address' }), 'Please enter a valid email address (Ex: johndoe@domain.com).'],
      [details({ oar_type: 'zip', oar_zip: '' }), 'This is a required field.'],
      [details({ oar_type: 'phone' }), undefined],
      [details({ oar_order_id: 'x'.repeat(5000) }), undefined],
    ] as const) {
      const answer = await lookUp(t.client(), fields);
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(answer.body.success).toBe(false);
      if (message) expect(answer.body.message).toBe(message);
    }
  });

  it('refuses a request without the right form_key', async () => {
    expect((await lookUp(t.client(), details(), { formKey: null })).status).toBe(403);
    expect((await lookUp(t.client(), details(), { formKey: 'AAAAAAAAAAAAAAAA' })).status).toBe(403);
  });

  it('is throttled per address, right details or not', async () => {
    await withThrottle(t, { guestOrderLookup: { perIp: 3, perAccount: 0, windowSeconds: 60 } }, async () => {
      for (let i = 0; i < 3; i += 1) expect((await lookUp(t.client(), details({ oar_billing_lastname: `Wrong${i}` }))).status).toBe(400);
      const refused = await lookUp(t.client(), details());
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ success: false, message: expect.stringMatching(/^Too many requests\. Please try again in/) });
      expect(refused.cookie).toBeUndefined();
    });
  });
});
