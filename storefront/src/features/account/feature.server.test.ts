import { and, eq, gte } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as s from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed-data';
import { verifyPassword } from '../../../server/lib/passwords';
import type * as passwords from '../../../server/lib/passwords';
import { DEMO_EMAIL, type ShopClient } from '../../../server/test/harness';
import { customerId, pageData, signedIn, setUpTestShop, withThrottle } from '../../../server/test/helpers';

// The password check itself, watched: a throttled check must be refused before scrypt runs.
vi.mock('../../../server/lib/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const t = setUpTestShop();

const OTHER_EMAIL = 'john.smith@example.com';

describe('the account area guard', () => {
  it('sends a guest to the login page, remembering the page, and back there after signing in', async () => {
    const guest = t.client();
    const response = await guest.get('/customer/account/?tab=1', { accept: 'text/html' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/customer/account/login/');
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    expect(decodeURIComponent(guest.cookies.get('login_redirect') ?? '')).toBe('/customer/account/?tab=1');
    expect(await response.text()).not.toContain(DEMO_EMAIL);

    const { body } = await guest.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(body).toMatchObject({ errors: false, redirectUrl: '/customer/account/?tab=1' });
    const back = await guest.get('/customer/account/?tab=1');
    expect(back.status).toBe(200);
  });

  it('answers a signed-in customer their own data, private and never stored', async () => {
    const client = await signedIn(t);
    const response = await client.get('/customer/account/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store, max-age=0');
    expect(response.headers.get('etag')).toBeNull();
    const data = await pageData(response);
    expect(data['account-dashboard']).toMatchObject({ profile: { email: DEMO_EMAIL, firstname: 'Veronica' } });
  });

  it('leaves public pages public for a signed-in customer', async () => {
    const client = await signedIn(t);
    const response = await client.get('/');
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    expect(await response.text()).not.toContain(DEMO_EMAIL);
  });

  it('does not remember a return address that could leave the shop', async () => {
    const guest = t.client();
    const response = await guest.get('/customer/account/?next=//evil.example');
    expect(response.status).toBe(302);
    // The query is kept as data of this shop's path; the path itself is the shop's.
    expect(decodeURIComponent(guest.cookies.get('login_redirect') ?? '')).toBe('/customer/account/?next=//evil.example');
    guest.cookies.set('login_redirect', encodeURIComponent('/\\evil.example'));
    const { body } = await guest.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(body.redirectUrl).toBeUndefined();
  });
});

const address = {
  firstname: 'Jane',
  lastname: 'Doe',
  street: ['6146 Honey Bluff Parkway', ''],
  city: 'Calder',
  country_id: 'US',
  region_code: 'MI',
  postcode: '49628-7978',
  telephone: '(555) 229-3326',
};

const addressesOf = (id: number) => t.shop.db.select().from(s.customerAddresses).where(eq(s.customerAddresses.customerId, id)).orderBy(s.customerAddresses.id);

describe('the address book', () => {
  it('adds, edits and sets defaults on the customer\u2019s own addresses; the first becomes both defaults', async () => {
    const client = await signedIn(t, OTHER_EMAIL);
    const id = await customerId(t, OTHER_EMAIL);
    const first = await client.postJson('/customer/address/formPost', { address });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ success: true, message: 'You saved the address.', redirectUrl: '/customer/address/' });
    const second = await client.postJson('/customer/address/formPost', { address: { ...address, city: 'Detroit' }, default_shipping: true });
    expect(second.status).toBe(200);
    let rows = await addressesOf(id);
    expect(rows.map((row) => [row.city, row.isDefaultBilling, row.isDefaultShipping])).toEqual([
      ['Calder', true, false],
      ['Detroit', false, true],
    ]);
    // Editing keeps the defaults unless one is ticked; region names come from the kit's list.
    const edited = await client.postJson('/customer/address/formPost', { id: rows[0]!.id, address: { ...address, city: 'Lansing' }, default_shipping: true });
    expect(edited.status).toBe(200);
    rows = await addressesOf(id);
    expect(rows.map((row) => [row.city, row.region, row.isDefaultBilling, row.isDefaultShipping])).toEqual([
      ['Lansing', 'Michigan', true, true],
      ['Detroit', 'Michigan', false, false],
    ]);
    // The checkout's saved addresses start with the default shipping one.
    const checkout = (await (await client.get('/rest/V1/checkout/addresses')).json()) as { addresses: { id: number }[] };
    expect(checkout.addresses[0]!.id).toBe(rows[0]!.id);
  });

  it('refuses bad input with the kit\u2019s messages and changes nothing', async () => {
    const client = await signedIn(t, OTHER_EMAIL);
    const before = await addressesOf(await customerId(t, OTHER_EMAIL));
    const cases: [unknown, RegExp][] = [
      [{ address: { ...address, firstname: ' ' } }, /required field/],
      [{ address: { ...address, postcode: 'ABC' } }, /zip code/i],
      [{ address: { ...address, region_code: 'XX' } }, /select an option/],
      [{ address: { ...address, country_id: 'ZZ' } }, /select an option/],
      [{ id: -1, address }, /.+/],
    ];
    for (const [body, message] of cases) {
      const response = await client.postJson('/customer/address/formPost', body);
      expect(response.status).toBe(400);
      // The account forms' answer: what the browser's call reads as a refusal to show.
      expect(await response.json()).toEqual({ success: false, message: expect.stringMatching(message) });
    }
    const noKey = await client.postJson('/customer/address/formPost', { address }, { formKey: null });
    expect(noKey.status).toBe(403);
    expect(await addressesOf(await customerId(t, OTHER_EMAIL))).toEqual(before);
  });

  it('refuses to delete a default address, and deletes another', async () => {
    const client = await signedIn(t, OTHER_EMAIL);
    const rows = await addressesOf(await customerId(t, OTHER_EMAIL));
    const byDefault = rows.find((row) => row.isDefaultBilling)!;
    const refused = await client.postJson('/customer/address/delete', { id: byDefault.id });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ success: false, message: expect.stringMatching(/default/) });
    const extra = await client.postJson('/customer/address/formPost', { address: { ...address, city: 'Flint' } });
    expect(extra.status).toBe(200);
    const flint = (await addressesOf(await customerId(t, OTHER_EMAIL))).find((row) => row.city === 'Flint')!;
    const deleted = await client.postJson('/customer/address/delete', { id: flint.id });
    expect(deleted.status).toBe(200);
    expect((await addressesOf(await customerId(t, OTHER_EMAIL))).some((row) => row.id === flint.id)).toBe(false);
  });

  it('answers customer A asking for customer B\u2019s address 404, on the page and in every change, and changes nothing', async () => {
    const b = (await addressesOf(await customerId(t, OTHER_EMAIL)))[0]!;
    const a = await signedIn(t, DEMO_EMAIL);
    const page = await a.get(`/customer/address/edit/id/${b.id}/`);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain(b.street[0]!);
    const edit = await a.postJson('/customer/address/formPost', { id: b.id, address: { ...address, city: 'Stolen' } });
    expect(edit.status).toBe(404);
    const remove = await a.postJson('/customer/address/delete', { id: b.id });
    expect(remove.status).toBe(404);
    const [after] = await t.shop.db.select().from(s.customerAddresses).where(eq(s.customerAddresses.id, b.id));
    expect(after).toEqual(b);
  });

  it('answers a guest 401 on every change', async () => {
    const guest = t.client();
    expect((await guest.postJson('/customer/address/formPost', { address })).status).toBe(401);
    expect((await guest.postJson('/customer/address/delete', { id: 1 })).status).toBe(401);
    expect((await guest.postJson('/sales/order/reorder', { order_id: 1 })).status).toBe(401);
  });
});

/** A listed simple product with no quantity rules, set to `qty` in stock. */
async function simpleProduct(qty: number) {
  const [chosen] = await t.shop.db
    .select()
    .from(s.products)
    .where(and(eq(s.products.type, 'simple'), eq(s.products.visibility, 4), gte(s.products.qty, 1), eq(s.products.minSaleQty, 1), eq(s.products.qtyIncrements, 1)))
    .orderBy(s.products.id)
    .offset(qty === 0 ? 1 : 0)
    .limit(1);
  await t.shop.db.update(s.products).set({ qty: 100, isInStock: true }).where(eq(s.products.id, chosen!.id));
  return chosen!;
}

async function placeOrderFor(client: ShopClient, productIds: number[]) {
  for (const product of productIds) {
    const added = await client.postMultipart('/checkout/cart/add', { product: String(product), qty: '2' });
    expect(added.status).toBe(200);
  }
  const response = await client.postJson('/rest/V1/checkout/place-order', {
    idempotency_key: `account-test-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    shipping_address: { ...address, region_code: 'CA', postcode: '90001' },
    shipping_method: 'flatrate_flatrate',
    billing_same_as_shipping: true,
    payment: { method: 'offline_card', ccType: 'VI', ccNumber: '4111 1111 1111 1111', ccExpMonth: '12', ccExpYear: '2035', ccCvn: '737' },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { order_id: number; increment_id: string };
}

describe("the order view's documents (Luma's Invoices, Order Shipments and Refunds tabs)", () => {
  it("shows an order's invoice, shipment with its tracking number and credit memo to its customer, and the status that follows; another customer sees nothing", async () => {
    const client = await signedIn(t, OTHER_EMAIL);
    const product = await simpleProduct(100);
    const placed = await placeOrderFor(client, [product.id]);
    const staff = { kind: 'staff', id: 1, name: 'admin' } as const;
    const [line] = await t.shop.db.select().from(s.orderItems).where(eq(s.orderItems.orderId, placed.order_id));
    const invoice = await t.shop.sales.invoice(placed.order_id, {}, staff);
    const shipment = await t.shop.sales.ship(placed.order_id, { tracks: [{ carrier: 'ups', title: 'United Parcel Service', number: '1Z999AA10123456784' }] }, staff);
    const memo = await t.shop.sales.refund(placed.order_id, { items: [{ orderItemId: line!.id, qty: 1 }] }, staff);
    expect([invoice.kind, shipment.kind, memo.kind]).toEqual(['done', 'done', 'done']);
    if (invoice.kind !== 'done' || shipment.kind !== 'done' || memo.kind !== 'done') return;

    const view = await client.get(`/sales/order/view/order_id/${placed.order_id}/`);
    expect(view.status).toBe(200);
    expect(view.headers.get('cache-control')).toBe('private, no-store, max-age=0');
    const data = (await pageData(view))['account-order'] as { order: { status: string }; documents: Record<string, Record<string, unknown>[]> };
    // Everything invoiced and shipped, one unit of two refunded: Complete, as in Magento.
    expect(data.order.status).toBe('complete');
    const { invoices, shipments, creditmemos } = data.documents;
    expect(invoices).toEqual([expect.objectContaining({ incrementId: invoice.incrementId, items: [expect.objectContaining({ name: line!.name, sku: line!.sku, qty: 2 })] })]);
    expect(invoices![0]!.grandTotal).toBe((await t.shop.db.select().from(s.orders).where(eq(s.orders.id, placed.order_id)))[0]!.grandTotal);
    expect(shipments).toEqual([
      expect.objectContaining({
        incrementId: shipment.incrementId,
        items: [expect.objectContaining({ name: line!.name, qty: 2 })],
        tracks: [expect.objectContaining({ title: 'United Parcel Service', number: '1Z999AA10123456784' })],
      }),
    ]);
    expect(creditmemos).toEqual([expect.objectContaining({ incrementId: memo.incrementId, items: [expect.objectContaining({ qty: 1, rowTotal: line!.price })] })]);
    // No gateway transaction ids reach the customer.
    expect(JSON.stringify(data.documents)).not.toMatch(/transactionId/);

    const other = await signedIn(t, DEMO_EMAIL);
    const refused = await other.get(`/sales/order/view/order_id/${placed.order_id}/`);
    expect(refused.status).toBe(404);
    const text = await refused.text();
    for (const number of [placed.increment_id, invoice.incrementId, shipment.incrementId, memo.incrementId, '1Z999AA10123456784']) expect(text).not.toContain(number);
    expect(await (await t.shop.account.reader(await customerId(t, DEMO_EMAIL))).orderDocuments(placed.order_id)).toBeNull();
  });
});

describe('orders and Reorder', () => {
  it('puts an order\u2019s items back in the cart, skipping what is out of stock and saying so', async () => {
    const client = await signedIn(t, OTHER_EMAIL);
    const inStock = await simpleProduct(100);
    const soldOut = await simpleProduct(0);
    const order = await placeOrderFor(client, [inStock.id, soldOut.id]);
    await t.shop.db.update(s.products).set({ qty: 0, isInStock: false }).where(eq(s.products.id, soldOut.id));

    const response = await client.postJson('/sales/order/reorder', { order_id: order.order_id });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, redirectUrl: '/checkout/cart/' });
    const sections = await client.sections(['cart', 'messages']);
    const cart = sections.cart as { items: { product_id: number; qty: number }[] };
    expect(cart.items.map((item) => [item.product_id, item.qty])).toEqual([[inStock.id, 2]]);
    const messages = (sections.messages as { messages: { text: string }[] }).messages.map((m) => m.text);
    expect(messages.join(' ')).toContain(`"${soldOut.name}" was not added to your cart: This product is out of stock.`);
  });

  it('refuses Reorder when nothing can be added (409), and a missing order (404)', async () => {
    const client = await signedIn(t, OTHER_EMAIL);
    const [latest] = await t.shop.db.select().from(s.orders).where(eq(s.orders.customerId, await customerId(t, OTHER_EMAIL))).orderBy(s.orders.id);
    const items = await t.shop.db.select().from(s.orderItems).where(eq(s.orderItems.orderId, latest!.id));
    for (const item of items) await t.shop.db.update(s.products).set({ qty: 0, isInStock: false }).where(eq(s.products.id, item.productId!));
    const nothing = await client.postJson('/sales/order/reorder', { order_id: latest!.id });
    expect(nothing.status).toBe(409);
    for (const item of items) await t.shop.db.update(s.products).set({ qty: 100, isInStock: true }).where(eq(s.products.id, item.productId!));
    expect((await client.postJson('/sales/order/reorder', { order_id: 999999 })).status).toBe(404);
    expect((await client.postJson('/sales/order/reorder', { order_id: 'abc' })).status).toBe(400);
  });

  it('lists the customer\u2019s orders newest first, paginated, and shows one of them with its lines, totals and card', async () => {
    const client = await signedIn(t, OTHER_EMAIL);
    const product = await simpleProduct(100);
    const placed = await placeOrderFor(client, [product.id]);
    const history = await client.get('/sales/order/history/?limit=10&p=1');
    expect(history.status).toBe(200);
    expect(history.headers.get('cache-control')).toBe('private, no-store, max-age=0');
    const list = (await pageData(history))['account-orders'] as { orders: { orders: { id: number; incrementId: string }[]; total: number; limit: number } };
    expect(list.orders.orders[0]!.incrementId).toBe(placed.increment_id);
    expect(list.orders.total).toBeGreaterThanOrEqual(1);
    const ids = list.orders.orders.map((order) => order.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // An unknown page size falls back to 10; a page past the end shows the last page.
    const odd = (await pageData(await client.get('/sales/order/history/?limit=7&p=99')))['account-orders'] as { orders: { limit: number; page: number } };
    expect(odd.orders).toMatchObject({ limit: 10, page: 1 });

    const view = await client.get(`/sales/order/view/order_id/${placed.order_id}/`);
    expect(view.status).toBe(200);
    const order = ((await pageData(view))['account-order'] as { order: Record<string, unknown> }).order;
    expect(order).toMatchObject({
      incrementId: placed.increment_id,
      items: expect.arrayContaining([expect.objectContaining({ name: product.name })]),
      payment: { title: 'Credit Card', ccType: 'Visa', ccLast4: '1111' },
      shippingDescription: 'Flat Rate - Fixed',
      status: 'processing',
    });
    expect(JSON.stringify(order)).not.toContain('4111 1111');
    expect((order.shippingAddress as string[])[0]).toBe('Jane Doe');
    // Printed on the server in the shop's one format (src/lib/address.ts); the page keeps the phone left to right.
    expect(order.shippingAddress).toEqual(['Jane Doe', '6146 Honey Bluff Parkway', 'Calder, California 90001', 'United States', 'T: (555) 229-3326']);
    expect((await client.get('/sales/order/view/order_id/abc/')).status).toBe(404);
  });

  it('answers customer A asking for customer B\u2019s order 404, on its page and for Reorder, and changes nothing', async () => {
    const [bOrder] = await t.shop.db.select().from(s.orders).where(eq(s.orders.customerId, await customerId(t, OTHER_EMAIL)));
    const a = await signedIn(t, DEMO_EMAIL);
    const page = await a.get(`/sales/order/view/order_id/${bOrder!.id}/`);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain(bOrder!.incrementId);
    const cartBefore = (await a.sections(['cart'])).cart as { items: unknown[] };
    expect((await a.postJson('/sales/order/reorder', { order_id: bOrder!.id })).status).toBe(404);
    const cartAfter = (await a.sections(['cart'])).cart as { items: unknown[] };
    expect(cartAfter.items).toEqual(cartBefore.items);
  });
});

describe('Account Information: the current password throttle', () => {
  const EDIT = '/customer/account/editPost';
  const changeEmail = (current_password: string) => ({ firstname: 'John', lastname: 'Smith', change_email: true, email: 'john.new@example.com', current_password });
  const TOO_MANY = 'Too many requests. Please try again in 15 minutes.';

  it('counts wrong current passwords per account and then refuses even the right one with 429, before scrypt runs', async () => {
    await withThrottle(t, { currentPassword: { perIp: 1_000_000, perAccount: 3, windowSeconds: 900 } }, async () => {
      const client = await signedIn(t, OTHER_EMAIL);
      // A save that checks no password is not counted.
      expect((await client.postJson(EDIT, { firstname: 'John', lastname: 'Smith' })).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await client.postJson(EDIT, changeEmail('wrong-password'))).status).toBe(400);
      const checks = vi.mocked(verifyPassword).mock.calls.length;
      const refused = await client.postJson(EDIT, changeEmail(DEMO_PASSWORD));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(await refused.json()).toEqual({ success: false, message: TOO_MANY });
      expect(vi.mocked(verifyPassword).mock.calls.length).toBe(checks);
      // Another session of the same customer shares the account's budget.
      expect((await (await signedIn(t, OTHER_EMAIL)).postJson(EDIT, changeEmail(DEMO_PASSWORD))).status).toBe(429);
      const [row] = await t.shop.db.select().from(s.customers).where(eq(s.customers.email, OTHER_EMAIL));
      expect(row).toBeDefined();
    });
  });

  it('counts the checks of every account from one address', async () => {
    await withThrottle(t, { currentPassword: { perIp: 2, perAccount: 1_000_000, windowSeconds: 900 } }, async () => {
      const john = await signedIn(t, OTHER_EMAIL);
      for (let i = 0; i < 2; i++) expect((await john.postJson(EDIT, changeEmail('wrong-password'))).status).toBe(400);
      const ava = await signedIn(t, 'ava.jones@example.com');
      const refused = await ava.postJson(EDIT, { firstname: 'Ava', lastname: 'Jones', change_password: true, current_password: 'wrong-password', password: 'NewPassw0rd!', password_confirmation: 'NewPassw0rd!' });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toBe(TOO_MANY);
    });
  });
});

describe('Account Information', () => {
  const EDIT = '/customer/account/editPost';
  const outboxFor = (recipient: string) => t.shop.db.select().from(s.outboxEmails).where(eq(s.outboxEmails.recipient, recipient));

  it('saves the names and the date of birth (month/day/year) without the password; the customer section follows', async () => {
    const client = await signedIn(t, 'ava.jones@example.com');
    const response = await client.postJson(EDIT, { firstname: 'Avery', lastname: 'Jones', dob: { month: '3', day: '7', year: '1990' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, redirectUrl: '/customer/account/' });
    const [row] = await t.shop.db.select().from(s.customers).where(eq(s.customers.email, 'ava.jones@example.com'));
    expect(row).toMatchObject({ firstname: 'Avery', dob: '03/07/1990' });
    expect(((await client.sections(['customer'])).customer as { firstname: string }).firstname).toBe('Avery');
    const page = (await pageData(await client.get('/customer/account/edit/')))['account-edit'] as { profile: { dob: string } };
    expect(page.profile.dob).toBe('03/07/1990');
  });

  it('refuses bad input and a wrong current password, changing nothing', async () => {
    const client = await signedIn(t, 'ava.jones@example.com');
    const [before] = await t.shop.db.select().from(s.customers).where(eq(s.customers.email, 'ava.jones@example.com'));
    const base = { firstname: 'Ava', lastname: 'Jones' };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, firstname: '' }, /required field/],
      [{ ...base, dob: { month: '2', day: '30', year: '1990' } }, /valid day \(1-28\)/],
      [{ ...base, dob: { month: '1', day: '1', year: '2999' } }, /valid year/],
      [{ ...base, change_email: true, email: 'nope', current_password: DEMO_PASSWORD }, /valid email/],
      [{ ...base, change_email: true, email: 'new.ava@example.com' }, /required field/],
      [{ ...base, change_email: true, email: 'new.ava@example.com', current_password: 'wrong-password' }, /doesn't match this account/],
      [{ ...base, change_email: true, email: DEMO_EMAIL.toUpperCase(), current_password: DEMO_PASSWORD }, /already exists/],
      [{ ...base, change_password: true, current_password: DEMO_PASSWORD, password: 'short', password_confirmation: 'short' }, /Minimum length/],
      [{ ...base, change_password: true, current_password: DEMO_PASSWORD, password: 'AVA.JONES@example.com', password_confirmation: 'AVA.JONES@example.com' }, /same as the email/],
      [{ ...base, change_password: true, current_password: DEMO_PASSWORD, password: 'NewPassw0rd!', password_confirmation: 'Other0rd!' }, /passwords match/],
    ];
    for (const [body, message] of cases) {
      const response = await client.postJson(EDIT, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ success: false, message: expect.stringMatching(message) });
    }
    const [after] = await t.shop.db.select().from(s.customers).where(eq(s.customers.id, before!.id));
    expect(after).toEqual(before);
    expect(await outboxFor('ava.jones@example.com')).toEqual([]);
  });

  it('changes the password: this browser gets a new session, the others end, the outbox has a notice, the new password signs in', async () => {
    const email = 'ava.jones@example.com';
    const client = await signedIn(t, email);
    const other = await signedIn(t, email);
    const oldSession = client.sessionId;
    const response = await client.postJson(EDIT, { firstname: 'Ava', lastname: 'Jones', change_password: true, current_password: DEMO_PASSWORD, password: 'NewPassw0rd!', password_confirmation: 'NewPassw0rd!' });
    expect(response.status).toBe(200);
    expect(JSON.parse(decodeURIComponent(client.cookies.get('mage-messages') ?? '[]'))).toEqual([{ type: 'success', text: 'You saved the account information.' }]);
    expect(client.sessionId).not.toBe(oldSession);
    expect((await client.get('/customer/account/')).status).toBe(200);
    expect((await other.get('/customer/account/')).status).toBe(302);
    const mail = await outboxFor(email);
    expect(mail.map((m) => m.subject)).toEqual(['Your Main Website Store password has been changed']);
    expect(mail[0]!.body).not.toContain('NewPassw0rd!');
    expect((await t.client().login(email, DEMO_PASSWORD)).body.errors).toBe(true);
    expect((await t.client().login(email, 'NewPassw0rd!')).body.errors).toBe(false);
  });

  it('changes the e-mail to a free one with the current password and tells the old address', async () => {
    const client = t.client();
    expect((await client.login('ava.jones@example.com', 'NewPassw0rd!')).body.errors).toBe(false);
    const response = await client.postJson(EDIT, { firstname: 'Ava', lastname: 'Jones', change_email: true, email: 'ava.new@example.com', current_password: 'NewPassw0rd!' });
    expect(response.status).toBe(200);
    const mail = await outboxFor('ava.jones@example.com');
    expect(mail.map((m) => m.subject)).toContain('Your Main Website Store email has been changed');
    expect((await t.client().login('ava.new@example.com', 'NewPassw0rd!')).body.errors).toBe(false);
  });

  it('changes the e-mail: earlier reset links stop working, the other sessions end, this browser stays signed in', async () => {
    const email = 'mia.garcia@example.com';
    const client = await signedIn(t, email);
    const other = await signedIn(t, email);
    const kept = client.sessionId;
    expect((await t.client().postJson('/customer/account/forgotpasswordpost', { email })).status).toBe(200);
    const [resetMail] = await outboxFor(email);
    const token = /createPassword\/\?token=([A-Za-z0-9_-]+)/.exec(resetMail!.body)?.[1];
    expect(token).toBeDefined();

    const response = await client.postJson(EDIT, { firstname: 'Mia', lastname: 'Garcia', change_email: true, email: 'mia.new@example.com', current_password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    expect(client.sessionId).toBe(kept);
    expect((await client.get('/customer/account/')).status).toBe(200);
    expect((await other.get('/customer/account/')).status).toBe(302);
    const reset = await t.client().postJson('/customer/account/resetpasswordpost', { token, password: 'Taken-over9', password_confirmation: 'Taken-over9' });
    expect(reset.status).toBe(400);
    expect((await t.client().login('mia.new@example.com', DEMO_PASSWORD)).body.errors).toBe(false);
  });

  it('answers a guest 401', async () => {
    expect((await t.client().postJson(EDIT, { firstname: 'A', lastname: 'B' })).status).toBe(401);
  });
});
