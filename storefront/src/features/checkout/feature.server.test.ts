import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMoney, toMinor } from '@shop/ui/money';
import type { CheckoutEstimate } from './contract';
import { ACCOUNT_FROM_ORDER_MINUTES, CHECKOUT_TEXTS } from './model';
import * as s from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed-data';
import { createLogger } from '../../../server/log';
import { cartEmpty, PLACE_ORDER_MESSAGES } from './orders.server';
import { CARD_DECLINED, GATEWAY_FAILED, TEST_CARDS } from '../../../server/services/payments/offline-test-gateway';
import { reindexListingPrices } from '../../../server/services/price-index.server';
import { DEMO_EMAIL, type ShopClient } from '../../../server/test/harness';
import { cartCount, pageData, plainProductsWhere, setUpTestShop, signedIn, withThrottle } from '../../../server/test/helpers';
import { CHECKOUT_SUCCESS_PATH } from './texts';

// Authorize and capture: Place Order takes the money at once (the invoice is made automatically),
// which is what these tests count; the default, authorize only, is the sales capability's tests'.
const t = setUpTestShop({ config: { paymentAction: 'authorize_capture' } });

type Product = typeof s.products.$inferSelect;

const ESTIMATE = '/rest/V1/checkout/estimate';
const ADDRESSES = '/rest/V1/checkout/addresses';
const PLACE_ORDER = '/rest/V1/checkout/place-order';
const LAST_ORDER = '/rest/V1/checkout/last-order';
const CREATE_ACCOUNT = '/rest/V1/checkout/create-account';

/** A listed simple product no other test uses, with no quantity rules, set to `price` and `qty`. */
const used = new Set<number>();
async function product({ price = '25.00', qty = 100 }: { price?: string; qty?: number } = {}): Promise<Product> {
  const candidates = await t.shop.db.select().from(s.products).where(plainProductsWhere(1)).orderBy(s.products.id);
  const chosen = candidates.find((p) => !used.has(p.id))!;
  used.add(chosen.id);
  const [updated] = await t.shop.db.update(s.products).set({ price, specialPrice: null, qty, isInStock: qty > 0 }).where(eq(s.products.id, chosen.id)).returning();
  return updated!;
}

async function add(client: ShopClient, productId: number, qty = 1) {
  const response = await client.postMultipart('/checkout/cart/add', { product: String(productId), qty: String(qty) });
  const body = (await response.json()) as { messages?: { type: string }[] };
  expect(body.messages?.[0]?.type).toBe('success');
}

async function estimate(client: ShopClient, query: Record<string, string>) {
  const response = await client.get(`${ESTIMATE}?${new URLSearchParams(query)}`);
  return { status: response.status, body: (await response.json()) as CheckoutEstimate & { message?: string }, response };
}

const californiaAddress = {
  firstname: 'Jane',
  lastname: 'Doe',
  street: ['6146 Honey Bluff Parkway', 'Suite 2'],
  city: 'Calder',
  country_id: 'US',
  region_code: 'CA',
  postcode: '90001',
  telephone: '(555) 229-3326',
};

const visa = { method: 'offline_card', ccType: 'VI', ccNumber: '4111 1111 1111 1111', ccExpMonth: '12', ccExpYear: '2035', ccCvn: '737' };

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${(keys += 1)}-abcdef`;

function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    idempotency_key: newKey(),
    email: 'guest.buyer@example.com',
    shipping_address: californiaAddress,
    shipping_method: 'flatrate_flatrate',
    billing_same_as_shipping: true,
    payment: visa,
    ...overrides,
  };
}

async function place(client: ShopClient, body: Record<string, unknown>) {
  const response = await client.postJson(PLACE_ORDER, body);
  return { status: response.status, body: (await response.json()) as { order_id: number; increment_id: string; redirect_url: string; message?: string }, response };
}

const count = async (table: typeof s.orders | typeof s.outboxEmails | typeof s.orderPayments) => Number((await t.shop.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n);
const stockOf = async (id: number) => (await t.shop.db.select().from(s.products).where(eq(s.products.id, id)))[0]!;

/**
 * Counts what the shop asks of the payment gateway. With `holdUntil`, authorizations wait until
 * that many are pending (or a second passes), so every shopper of a race is past the first stock
 * check before any order is created: the transaction's guarded update must then decide.
 */
function spyOnGateway({ holdUntil = 0 } = {}) {
  const gateway = t.shop.payments[0]!;
  const original = { authorize: gateway.authorize, capture: gateway.capture, void: gateway.void };
  const calls = { authorized: 0, captured: 0, voided: 0 };
  let pending = 0;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, 1000);
  });
  gateway.authorize = async (request) => {
    pending += 1;
    if (pending >= holdUntil) release();
    if (holdUntil > 0) await gate;
    const result = await original.authorize(request);
    if (result.status === 'approved') calls.authorized += 1;
    return result;
  };
  gateway.capture = async (id, amount) => {
    calls.captured += 1;
    return original.capture(id, amount);
  };
  gateway.void = async (id) => {
    calls.voided += 1;
    return original.void(id);
  };
  return { calls, restore: () => Object.assign(gateway, original) };
}

/** A guest with `qty` of a fresh product in the cart. */
async function guestWithCart(options: { price?: string; stock?: number; qty?: number } = {}) {
  const item = await product({ price: options.price ?? '25.00', qty: options.stock ?? 100 });
  const client = t.client();
  await add(client, item.id, options.qty ?? 1);
  return { client, item };
}

describe('GET /rest/V1/checkout/estimate', () => {
  it('charges Flat Rate per item, taxes the subtotal at the region rate, and offers no Free Shipping below the threshold', async () => {
    const { client } = await guestWithCart({ price: '16.66', qty: 3 });
    const { status, body, response } = await estimate(client, { country_id: 'US', region_code: 'CA', postcode: '90001' });
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/private/);
    expect(body.shipping_methods).toEqual([
      { code: 'flatrate_flatrate', carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Flat Rate', method_title: 'Fixed', amount: 1500 },
    ]);
    expect(body.selected_method).toBe('flatrate_flatrate');
    // 49.98 is below 50.00; 8.25 % of 4998 is 412.335, rounded to 412.
    expect(body.totals).toMatchObject({ currency: 'USD', items_qty: 3, subtotal: 4998, shipping: 1500, tax: 412, grand_total: 4998 + 1500 + 412, shipping_title: 'Flat Rate - Fixed' });
    expect(body.totals.items).toEqual([expect.objectContaining({ qty: 3, price: 1666, original_price: 1666, row_total: 4998 })]);
  });

  it('offers Free Shipping at the threshold, cheapest first and preselected; the chosen method is kept when offered', async () => {
    const { client } = await guestWithCart({ price: '25.00', qty: 2 });
    const { body } = await estimate(client, { country_id: 'US', region_code: 'CA' });
    expect(body.shipping_methods.map((m) => [m.code, m.amount])).toEqual([
      ['freeshipping_freeshipping', 0],
      ['flatrate_flatrate', 1000],
    ]);
    expect(body.selected_method).toBe('freeshipping_freeshipping');
    // 8.25 % of 5000 is 412.5: half away from zero.
    expect(body.totals).toMatchObject({ subtotal: 5000, shipping: 0, tax: 413, grand_total: 5413, shipping_title: 'Free Shipping - Free' });
    const flat = await estimate(client, { country_id: 'US', region_code: 'CA', shipping_method: 'flatrate_flatrate' });
    expect(flat.body).toMatchObject({ selected_method: 'flatrate_flatrate', totals: { shipping: 1000, grand_total: 6413 } });
    const unknown = await estimate(client, { country_id: 'US', region_code: 'CA', shipping_method: 'tablerate_bestway' });
    expect(unknown.body.selected_method).toBe('freeshipping_freeshipping');
  });

  it('uses the final (special) price of the line', async () => {
    const item = await product({ price: '40.00' });
    await t.shop.db.update(s.products).set({ specialPrice: '30.00' }).where(eq(s.products.id, item.id));
    const client = t.client();
    await add(client, item.id, 1);
    const { body } = await estimate(client, { country_id: 'US', region_code: 'TX' });
    expect(body.totals.items[0]).toMatchObject({ price: 3000, original_price: 4000, row_total: 3000 });
    expect(body.totals).toMatchObject({ subtotal: 3000, tax: 0 });
  });

  it('taxes Michigan at 6 %, and nothing where no rate is set', async () => {
    const { client } = await guestWithCart({ price: '25.00', qty: 2 });
    expect((await estimate(client, { country_id: 'US', region_code: 'MI' })).body.totals.tax).toBe(300);
    expect((await estimate(client, { country_id: 'US', region_code: 'TX' })).body.totals.tax).toBe(0);
    expect((await estimate(client, { country_id: 'FR' })).body.totals.tax).toBe(0);
  });

  it('offers nothing for a country the shop does not ship to', async () => {
    const { client } = await guestWithCart();
    const { status, body } = await estimate(client, { country_id: 'ZZ' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ shipping_methods: [], selected_method: null, totals: { shipping: 0, shipping_title: null } });
  });

  it('refuses an empty cart and a visitor without a session with 400', async () => {
    const fresh = t.client();
    const { status, body } = await estimate(fresh, { country_id: 'US' });
    expect(status).toBe(400);
    expect(body.message).toBe(cartEmpty());
    expect(fresh.sessionId).toBeUndefined();
    expect((await estimate(fresh, {})).status).toBe(400);
  });
});

describe('POST /rest/V1/checkout/place-order', () => {
  it('places a guest order: order, items snapshot, addresses, payment type and last four, history, stock, empty cart, mail', async () => {
    const { client, item } = await guestWithCart({ price: '19.99', stock: 30, qty: 2 });
    const expected = (await estimate(client, { country_id: 'US', region_code: 'CA' })).body.totals;
    const { status, body, response } = await place(client, orderBody({ email: 'Guest.Buyer@example.com' }));
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/private/);
    expect(body).toEqual({ order_id: expect.any(Number), increment_id: expect.stringMatching(/^\d{9}$/), redirect_url: '/checkout/onepage/success' });

    const [order] = await t.shop.db.select().from(s.orders).where(eq(s.orders.id, body.order_id));
    expect(order).toMatchObject({
      incrementId: body.increment_id,
      customerId: null,
      isGuest: true,
      customerEmail: 'Guest.Buyer@example.com',
      customerFirstname: 'Jane',
      customerLastname: 'Doe',
      status: 'processing',
      currency: 'USD',
      totalQty: 2,
      subtotal: 3998,
      shippingAmount: 1000,
      taxAmount: expected.tax,
      grandTotal: expected.grand_total,
      shippingMethod: 'flatrate_flatrate',
      shippingDescription: 'Flat Rate - Fixed',
    });
    expect(order!.sessionId).toEqual(expect.any(String));

    const items = await t.shop.db.select().from(s.orderItems).where(eq(s.orderItems.orderId, order!.id));
    expect(items).toEqual([
      expect.objectContaining({ productId: item.id, childProductId: null, productType: 'simple', sku: item.sku, name: item.name, options: [], price: 1999, originalPrice: 1999, qty: 2, rowTotal: 3998 }),
    ]);
    const addresses = await t.shop.db.select().from(s.orderAddresses).where(eq(s.orderAddresses.orderId, order!.id));
    expect(addresses.map((a) => a.addressType).sort()).toEqual(['billing', 'shipping']);
    expect(addresses[0]).toMatchObject({ email: 'Guest.Buyer@example.com', street: ['6146 Honey Bluff Parkway', 'Suite 2'], regionCode: 'CA', region: 'California', postcode: '90001' });

    const [payment] = await t.shop.db.select().from(s.orderPayments).where(eq(s.orderPayments.orderId, order!.id));
    expect(payment).toMatchObject({ method: 'offline_card', ccType: 'VI', ccLast4: '1111', status: 'captured', amount: expected.grand_total, transactionId: expect.stringMatching(/^offline-/) });
    expect(JSON.stringify(payment)).not.toContain('4111111111111111');
    const sales = await t.shop.sales.orderDetail(order!.id);
    expect(sales).toMatchObject({ totals: { paid: expected.grand_total, due: 0 }, invoices: [expect.objectContaining({ grandTotal: expected.grand_total })] });
    expect(sales!.history[0]).toMatchObject({ status: 'processing', comment: expect.stringMatching(/^Captured amount of/), staff: null });
    // The verification number is kept nowhere: no column for it, no stored value equal to it (a
    // search for '737' in the whole row would also hit a random transaction id or a timestamp).
    expect(Object.keys(payment!).filter((key) => /cvn|cvv|cid|verification/i.test(key))).toEqual([]);
    expect(Object.values(payment!).map((value) => String(value))).not.toContain('737');

    const history = await t.shop.db.select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.orderId, order!.id)).orderBy(s.orderStatusHistory.id);
    expect(history.map((h) => h.status)).toEqual(['pending', 'processing', 'processing']);
    expect(history[2]!.comment).toMatch(/^Captured amount of/);

    expect((await stockOf(item.id)).qty).toBe(28);
    expect(await cartCount(client)).toBe(0);

    const [mail] = await t.shop.db.select().from(s.outboxEmails).where(sql`${s.outboxEmails.body} like ${`%#${body.increment_id}%`}`);
    expect(mail).toMatchObject({ kind: 'order_confirmation', recipient: 'Guest.Buyer@example.com', subject: 'Your Main Website Store order confirmation' });
    for (const part of [mail!.body, mail!.html!.replaceAll('<!-- -->', '')]) {
      expect(part).toContain(item.name);
      expect(part).toContain('2 x $19.99');
      expect(part).toContain('Visa ending in 1111');
      expect(part).not.toMatch(/4111\s?1111\s?1111\s?1111/);
    }
    expect(mail!.body).toMatch(new RegExp(`Grand Total\\s+\\${formatMoney(expected.grand_total)}`));
    expect(mail!.body).toMatch(/Subtotal\s+\$39\.98/);
    // The addresses in the shop's one format (src/lib/address.ts), one line each.
    expect(mail!.body).toContain(['SHIPPING ADDRESS', '', 'Jane Doe', '6146 Honey Bluff Parkway', 'Suite 2', 'Calder, California 90001', 'United States', 'T: (555) 229-3326', ''].join('\n'));
    // A guest has no order page to be sent to.
    expect(mail!.html).not.toContain('/sales/order/view/');
  });

  it('places a signed-in order with the account e-mail and name, and saves the address as the first default', async () => {
    const client = t.client();
    expect((await client.login(DEMO_EMAIL, DEMO_PASSWORD)).body.errors).toBe(false);
    expect(await (await client.get(ADDRESSES)).json()).toEqual({ addresses: [] });
    const item = await product({ price: '12.50', qty: 10 });
    await add(client, item.id, 1);
    const { status, body } = await place(client, orderBody({ email: 'someone.else@example.com', save_in_address_book: true, shipping_address: { ...californiaAddress, firstname: 'Other', region_code: 'MI', postcode: '48201' } }));
    expect(status).toBe(200);
    const [order] = await t.shop.db.select().from(s.orders).where(eq(s.orders.id, body.order_id));
    const [customer] = await t.shop.db.select().from(s.customers).where(eq(s.customers.email, DEMO_EMAIL));
    expect(order).toMatchObject({ customerId: customer!.id, isGuest: false, customerEmail: DEMO_EMAIL, customerFirstname: 'Veronica', customerLastname: 'Costello', subtotal: 1250, taxAmount: 75 });
    const saved = (await (await client.get(ADDRESSES)).json()) as { addresses: Record<string, unknown>[] };
    expect(saved.addresses).toEqual([
      expect.objectContaining({ firstname: 'Other', region_code: 'MI', region: 'Michigan', postcode: '48201', is_default_shipping: true, is_default_billing: true }),
    ]);
    // The same address again is not saved twice.
    await add(client, item.id, 1);
    await place(client, orderBody({ save_in_address_book: true, shipping_address: { ...californiaAddress, firstname: 'Other', region_code: 'MI', postcode: '48201' } }));
    expect(((await (await client.get(ADDRESSES)).json()) as { addresses: unknown[] }).addresses).toHaveLength(1);
  });

  it('ignores amounts the browser sends', async () => {
    const { client } = await guestWithCart({ price: '30.00', qty: 1 });
    const expected = (await estimate(client, { country_id: 'US', region_code: 'CA' })).body.totals;
    const { status, body } = await place(client, orderBody({ price: 1, subtotal: 1, grand_total: 1, totals: { grand_total: 1 }, items: [{ price: 1, qty: 1 }], payment: { ...visa, amount: 1 } }));
    expect(status).toBe(200);
    const [order] = await t.shop.db.select().from(s.orders).where(eq(s.orders.id, body.order_id));
    expect(order).toMatchObject({ subtotal: 3000, grandTotal: expected.grand_total });
  });

  it('refuses with 400 and changes nothing: unknown method, Free Shipping below the threshold, missing guest e-mail, bad input', async () => {
    const { client, item } = await guestWithCart({ price: '10.00', stock: 20, qty: 1 });
    const orders = await count(s.orders);
    for (const [overrides, message] of [
      [{ shipping_method: 'tablerate_bestway' }, PLACE_ORDER_MESSAGES.shippingMethodUnavailable],
      [{ shipping_method: 'freeshipping_freeshipping' }, PLACE_ORDER_MESSAGES.shippingMethodUnavailable],
      [{ email: undefined }, PLACE_ORDER_MESSAGES.guestEmailRequired],
      [{ billing_same_as_shipping: false }, 'Please enter the billing address.'],
    ] as const) {
      const { status, body } = await place(client, orderBody(overrides));
      expect(status, message).toBe(400);
      expect(body.message).toBe(message);
    }
    expect((await place(client, orderBody({ shipping_address: { ...californiaAddress, region_code: 'XX' } }))).status).toBe(400);
    expect((await place(client, orderBody({ payment: { ...visa, ccNumber: '4111111111111112' } }))).status).toBe(400);
    expect((await place(client, orderBody({ idempotency_key: 'short' }))).status).toBe(400);
    expect(await count(s.orders)).toBe(orders);
    expect(await cartCount(client)).toBe(1);
    expect((await stockOf(item.id)).qty).toBe(20);
    // No session, no cart: 400 too, and no session started.
    const stranger = t.client();
    expect((await place(stranger, orderBody())).status).toBe(400);
  });

  it('answers a declined card with 402 and writes nothing', async () => {
    const { client, item } = await guestWithCart({ stock: 20 });
    const before = { orders: await count(s.orders), mails: await count(s.outboxEmails), payments: await count(s.orderPayments) };
    const { status, body } = await place(client, orderBody({ payment: { ...visa, ccNumber: TEST_CARDS.declined } }));
    expect(status).toBe(402);
    expect(body.message).toBe(CARD_DECLINED);
    // In the page's view's words (issue 31).
    const french = await client.postJson(PLACE_ORDER, orderBody({ payment: { ...visa, ccNumber: TEST_CARDS.declined } }), { headers: { 'X-Store-View': 'fr' } });
    expect(await french.json()).toMatchObject({ message: 'Votre carte a été refusée.' });
    expect({ orders: await count(s.orders), mails: await count(s.outboxEmails), payments: await count(s.orderPayments) }).toEqual(before);
    expect(await cartCount(client)).toBe(1);
    expect((await stockOf(item.id)).qty).toBe(20);
  });

  it('answers a gateway failure with 502 and a clear message, and writes nothing', async () => {
    const { client, item } = await guestWithCart({ stock: 20 });
    const orders = await count(s.orders);
    const { status, body } = await place(client, orderBody({ payment: { ...visa, ccNumber: TEST_CARDS.gatewayError } }));
    expect(status).toBe(502);
    expect(body.message).toBe(GATEWAY_FAILED);
    const arabic = await client.postJson(PLACE_ORDER, orderBody({ payment: { ...visa, ccNumber: TEST_CARDS.gatewayError } }), { headers: { 'X-Store-View': 'ar' } });
    expect(await arabic.json()).toMatchObject({ message: 'تعذّر الوصول إلى خدمة الدفع، لذا لم يتم خصم أي مبلغ من بطاقتك. يرجى المحاولة مرة أخرى بعد بضع دقائق.' });
    expect(await count(s.orders)).toBe(orders);
    expect(await cartCount(client)).toBe(1);
    expect((await stockOf(item.id)).qty).toBe(20);
  });

  it('refuses a line the stock cannot cover with 409 naming the product and what is available', async () => {
    const { client, item } = await guestWithCart({ stock: 5, qty: 3 });
    await t.shop.db.update(s.products).set({ qty: 2 }).where(eq(s.products.id, item.id));
    const orders = await count(s.orders);
    const { status, body } = await place(client, orderBody());
    expect(status).toBe(409);
    expect(body.message).toBe(`The requested quantity of "${item.name}" (3) is not available: 2 left in stock.`);
    expect(await count(s.orders)).toBe(orders);
    expect((await stockOf(item.id)).qty).toBe(2);
    expect(await cartCount(client)).toBe(3);
  });

  it('answers the same order for the same key without charging again, and refuses the key from another session', async () => {
    const { client, item } = await guestWithCart({ stock: 10 });
    const gateway = t.shop.payments[0]!;
    let authorizations = 0;
    const authorize = gateway.authorize.bind(gateway);
    gateway.authorize = (request) => {
      authorizations += 1;
      return authorize(request);
    };
    try {
      const body = orderBody();
      const first = await place(client, body);
      const second = await place(client, body);
      expect(first.status).toBe(200);
      expect(second).toMatchObject({ status: 200, body: first.body });
      expect(authorizations).toBe(1);
      expect((await stockOf(item.id)).qty).toBe(9);
      const other = await guestWithCart();
      const stolen = await place(other.client, body);
      expect(stolen.status).toBe(409);
      expect(stolen.body.message).toBe(PLACE_ORDER_MESSAGES.keyUsedElsewhere);
    } finally {
      gateway.authorize = authorize;
    }
  });

  it('ends concurrent submits of one key with one order and one charge (an extra authorization is voided)', async () => {
    const { client, item } = await guestWithCart({ stock: 10 });
    const body = orderBody();
    const spy = spyOnGateway({ holdUntil: 3 });
    let answers: Awaited<ReturnType<typeof place>>[];
    try {
      answers = await Promise.all([place(client, body), place(client, body), place(client, body)]);
    } finally {
      spy.restore();
    }
    expect(spy.calls.captured).toBe(1);
    expect(spy.calls.authorized).toBe(1 + spy.calls.voided);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.order_id)).size).toBe(1);
    const matching = await t.shop.db.select().from(s.orders).where(eq(s.orders.idempotencyKey, body.idempotency_key));
    expect(matching).toHaveLength(1);
    expect((await stockOf(item.id)).qty).toBe(9);
  });

  it('gives a key submitted at once from two sessions one order: the other session is refused and its hold voided', async () => {
    const first = await guestWithCart();
    const second = await guestWithCart();
    const body = orderBody();
    const spy = spyOnGateway({ holdUntil: 2 });
    let answers: Awaited<ReturnType<typeof place>>[];
    try {
      answers = await Promise.all([place(first.client, body), place(second.client, body)]);
    } finally {
      spy.restore();
    }
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(PLACE_ORDER_MESSAGES.keyUsedElsewhere);
    expect(await t.shop.db.select().from(s.orders).where(eq(s.orders.idempotencyKey, body.idempotency_key))).toHaveLength(1);
    expect(spy.calls).toEqual({ authorized: 2, captured: 1, voided: 1 });
  });

  it('never writes the card number or verification number to the log', async () => {
    const lines: string[] = [];
    const sink = createLogger('debug', (line) => lines.push(line));
    const original = { ...t.shop.log };
    Object.assign(t.shop.log, sink);
    try {
      const amex = { method: 'offline_card', ccType: 'AE', ccNumber: '3782 822463 10005', ccExpMonth: '01', ccExpYear: '2034', ccCvn: '8264' };
      const { client } = await guestWithCart();
      const placed = await place(client, orderBody({ payment: amex }));
      expect(placed.status).toBe(200);
      const second = await guestWithCart();
      expect((await place(second.client, orderBody({ payment: { ...visa, ccNumber: TEST_CARDS.declined } }))).status).toBe(402);
      expect((await place(second.client, orderBody({ payment: { ...visa, ccNumber: TEST_CARDS.gatewayError } }))).status).toBe(502);
      expect((await place(second.client, orderBody({ payment: { ...amex, ccExpYear: '1999' } }))).status).toBe(400);

      const output = lines.join('');
      expect(output).toContain('"msg":"order placed"');
      expect(output).toContain(placed.body.increment_id);
      for (const number of ['378282246310005', '3782 822463 10005', TEST_CARDS.declined, TEST_CARDS.gatewayError]) expect(output).not.toContain(number);
      expect(output).not.toMatch(/cvn|ccNumber|guest\.buyer/i);
      const values = lines.flatMap((line) => Object.values(JSON.parse(line) as Record<string, unknown>).map(String));
      expect(values.filter((value) => value.includes('8264'))).toEqual([]);
      const orderLine = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.msg === 'order placed');
      expect(Object.keys(orderLine!).sort()).toEqual(['incrementId', 'level', 'msg', 'time']);
    } finally {
      Object.assign(t.shop.log, original);
    }
  });
});

describe('Place Order throttle (card testing)', () => {
  const declined = () => orderBody({ payment: { ...visa, ccNumber: TEST_CARDS.declined } });
  const TOO_MANY = 'Too many attempts to place an order. Please try again in 60 minutes.';

  it('counts declined attempts per cart and session, then refuses even a good card with 429 and changes nothing', async () => {
    await withThrottle(t, { placeOrder: { perIp: 1_000_000, perAccount: 2, windowSeconds: 3600 } }, async () => {
      const { client, item } = await guestWithCart({ stock: 20 });
      expect((await place(client, declined())).status).toBe(402);
      expect((await place(client, declined())).status).toBe(402);
      const before = { orders: await count(s.orders), payments: await count(s.orderPayments) };
      const refused = await place(client, orderBody());
      expect(refused.status).toBe(429);
      expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect(refused.body.message).toBe(TOO_MANY);
      expect({ orders: await count(s.orders), payments: await count(s.orderPayments) }).toEqual(before);
      expect(await cartCount(client)).toBe(1);
      expect((await stockOf(item.id)).qty).toBe(20);
      // Another shopper's cart has its own budget.
      expect((await place((await guestWithCart()).client, orderBody())).status).toBe(200);
    });
  });

  it('counts a signed-in customer across sessions', async () => {
    await withThrottle(t, { placeOrder: { perIp: 1_000_000, perAccount: 2, windowSeconds: 3600 } }, async () => {
      const first = await signedIn(t, 'john.smith@example.com');
      await add(first, (await product()).id);
      expect((await place(first, declined())).status).toBe(402);
      const second = await signedIn(t, 'john.smith@example.com');
      expect((await place(second, declined())).status).toBe(402);
      // This session has tried once, the account twice.
      expect((await place(second, orderBody())).status).toBe(429);
    });
  });

  it('counts every cart from one address', async () => {
    await withThrottle(t, { placeOrder: { perIp: 2, perAccount: 1_000_000, windowSeconds: 3600 } }, async () => {
      expect((await place((await guestWithCart()).client, declined())).status).toBe(402);
      expect((await place((await guestWithCart()).client, declined())).status).toBe(402);
      const fresh = await guestWithCart();
      const orders = await count(s.orders);
      const refused = await place(fresh.client, orderBody());
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(TOO_MANY);
      expect(await count(s.orders)).toBe(orders);
    });
  });
});

describe('the last order of the session', () => {
  it('carries the totals and the lines bought, for the purchase analytics reports', async () => {
    const { client } = await guestWithCart();
    const { body } = await place(client, orderBody());
    const answer = (await (await client.get(LAST_ORDER)).json()) as Record<string, unknown>;
    const [order] = await t.shop.db.select().from(s.orders).where(eq(s.orders.id, body.order_id));
    const lines = await t.shop.db.select().from(s.orderItems).where(eq(s.orderItems.orderId, body.order_id)).orderBy(s.orderItems.id);
    expect(lines.length).toBeGreaterThan(0);
    expect(answer).toMatchObject({ grand_total: order?.grandTotal, tax: order?.taxAmount, shipping: order?.shippingAmount });
    expect(order?.shippingAmount).toBeGreaterThan(0);
    expect(answer.items).toEqual(lines.map((line) => ({ sku: line.sku, name: line.name, price: line.price, qty: line.qty, options: line.options })));
    expect(answer).not.toHaveProperty('coupon_code');
  });

  it('is read only by the session that placed it', async () => {
    const { client } = await guestWithCart();
    const { body } = await place(client, orderBody({ email: 'reader@example.com' }));
    const response = await client.get(LAST_ORDER);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/private/);
    expect(await response.json()).toMatchObject({ order_id: body.order_id, increment_id: body.increment_id, email: 'reader@example.com', firstname: 'Jane', lastname: 'Doe', can_create_account: true, currency: 'USD' });
    const other = await guestWithCart();
    expect((await other.client.get(LAST_ORDER)).status).toBe(404);
    expect((await t.client().get(LAST_ORDER)).status).toBe(404);
    // An order id in the query changes nothing.
    expect((await other.client.get(`${LAST_ORDER}?order_id=${body.order_id}`)).status).toBe(404);
  });
});

describe('the success page', () => {
  const successPage = async (client: ShopClient) => {
    const response = await client.get(CHECKOUT_SUCCESS_PATH);
    return { response, data: (await pageData(response))['routes/checkout-success'] };
  };

  it('comes with the order the session placed, private; another session and a visitor without one get the page without an order', async () => {
    const { client } = await guestWithCart();
    const { body } = await place(client, orderBody({ email: 'success.page@example.com' }));
    const { response, data } = await successPage(client);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(data).toMatchObject({ order: { order_id: body.order_id, increment_id: body.increment_id, email: 'success.page@example.com', can_create_account: true } });

    const other = await guestWithCart();
    expect((await successPage(other.client)).data).toEqual({ order: null });
    const anonymous = await successPage(t.client());
    expect(anonymous.data).toEqual({ order: null });
    expect(anonymous.response.headers.get('cache-control')).toContain('no-store');
  });
});

describe('POST /rest/V1/checkout/create-account', () => {
  const password = 'Trail-Runner-2026';

  it('creates the account from the guest order, gives it the order and signs the session in', async () => {
    const email = `new.buyer.${Date.now()}@example.com`;
    const { client } = await guestWithCart();
    const { body: placed } = await place(client, orderBody({ email }));
    // An unknown store view is refused, creating nothing (issue 31).
    expect((await client.postJson(CREATE_ACCOUNT, { password, password_confirmation: password, store: 'de' })).status).toBe(400);
    expect(await t.shop.db.select().from(s.customers).where(eq(s.customers.email, email))).toEqual([]);
    const response = await client.postJson(CREATE_ACCOUNT, { password, password_confirmation: password, store: 'ar' });
    expect(response.status).toBe(200);
    // Answered in the language of the view it names (ADR 0039).
    expect(await response.json()).toEqual({ success: true, message: 'شكرًا لتسجيلك في Main Website Store.' });
    const [customer] = await t.shop.db.select().from(s.customers).where(eq(s.customers.email, email));
    expect(customer).toMatchObject({ firstname: 'Jane', lastname: 'Doe' });
    // The welcome mail links to My Account in the view of the success page.
    const [welcome] = await t.shop.db.select().from(s.outboxEmails).where(and(eq(s.outboxEmails.recipient, email), eq(s.outboxEmails.kind, 'welcome')));
    expect(welcome!.html).toContain(`href="${t.shop.config.baseUrl}ar/customer/account/"`);
    const [order] = await t.shop.db.select().from(s.orders).where(eq(s.orders.id, placed.order_id));
    expect(order).toMatchObject({ customerId: customer!.id, isGuest: false });
    expect((await client.sections(['customer'])).customer).toMatchObject({ firstname: 'Jane' });
    // The success page still finds its order, now without the offer.
    expect(await (await client.get(LAST_ORDER)).json()).toMatchObject({ order_id: placed.order_id, can_create_account: false });
    // Once only.
    expect((await client.postJson(CREATE_ACCOUNT, { password, password_confirmation: password })).status).toBe(404);
    // The new account signs in with the chosen password.
    expect((await t.client().login(email, password)).body.errors).toBe(false);
  });

  it('refuses without a guest order, for an e-mail that has an account, and a password the policy refuses', async () => {
    expect((await t.client().postJson(CREATE_ACCOUNT, { password, password_confirmation: password })).status).toBe(404);
    const { client } = await guestWithCart();
    await place(client, orderBody({ email: 'ava.jones@example.com' }));
    expect(await (await client.get(LAST_ORDER)).json()).toMatchObject({ can_create_account: false });
    const taken = await client.postJson(CREATE_ACCOUNT, { password, password_confirmation: password });
    expect(taken.status).toBe(400);
    expect(((await taken.json()) as { message: string }).message).toMatch(/already exists/);

    const other = await guestWithCart();
    await place(other.client, orderBody({ email: `weak.${Date.now()}@example.com` }));
    expect((await other.client.postJson(CREATE_ACCOUNT, { password: 'short', password_confirmation: 'short' })).status).toBe(400);
    expect((await other.client.postJson(CREATE_ACCOUNT, { password, password_confirmation: `${password}x` })).status).toBe(400);
  });
});

describe('an account from the order: only just after Place Order, only in the browser that placed it', () => {
  const password = 'Trail-Runner-2026';
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  /** A guest's order placed `minutes` ago (its time moved back in the database). */
  async function guestOrder(minutes: number) {
    const { client } = await guestWithCart();
    const email = `window.${Date.now()}.${minutes}@example.com`;
    const { body } = await place(client, orderBody({ email }));
    await t.shop.db.update(s.orders).set({ createdAt: minutesAgo(minutes) }).where(eq(s.orders.id, body.order_id));
    return { client, email, orderId: body.order_id };
  }

  it(`works within ${ACCOUNT_FROM_ORDER_MINUTES} minutes of the order`, async () => {
    const { client, email } = await guestOrder(ACCOUNT_FROM_ORDER_MINUTES - 1);
    expect(await (await client.get(LAST_ORDER)).json()).toMatchObject({ can_create_account: true });
    const response = await client.postJson(CREATE_ACCOUNT, { password, password_confirmation: password });
    expect(response.status).toBe(200);
    expect((await t.shop.db.select().from(s.customers).where(eq(s.customers.email, email))).length).toBe(1);
  });

  it('is gone after the window: the success page says so instead of offering it, and the call refuses with the same message', async () => {
    const { client, email, orderId } = await guestOrder(ACCOUNT_FROM_ORDER_MINUTES + 1);
    expect(await (await client.get(LAST_ORDER)).json()).toMatchObject({ order_id: orderId, can_create_account: false, create_account_note: CHECKOUT_TEXTS.accountOfferExpired });
    const response = await client.postJson(CREATE_ACCOUNT, { password, password_confirmation: password });
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({ message: CHECKOUT_TEXTS.accountOfferExpired });
    expect(await t.shop.db.select().from(s.customers).where(eq(s.customers.email, email))).toEqual([]);
    const [order] = await t.shop.db.select().from(s.orders).where(eq(s.orders.id, orderId));
    expect(order).toMatchObject({ isGuest: true, customerId: null });
  });

  it('is refused to another session, even within the window', async () => {
    const { email, orderId } = await guestOrder(0);
    const other = await guestWithCart();
    expect((await other.client.get(LAST_ORDER)).status).toBe(404);
    const response = await other.client.postJson(CREATE_ACCOUNT, { password, password_confirmation: password });
    expect(response.status).toBe(404);
    expect(await t.shop.db.select().from(s.customers).where(eq(s.customers.email, email))).toEqual([]);
    const [order] = await t.shop.db.select().from(s.orders).where(eq(s.orders.id, orderId));
    expect(order).toMatchObject({ isGuest: true, customerId: null });
  });
});

describe('the race for the last units', () => {
  it('sells 10 units to exactly 10 of 50 concurrent shoppers', async () => {
    const item = await product({ price: '20.00', qty: 10 });
    const shoppers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const client = t.client();
        await add(client, item.id, 1);
        return client;
      }),
    );
    const spy = spyOnGateway({ holdUntil: shoppers.length });
    const { calls } = spy;
    const started = performance.now();
    let answers: Awaited<ReturnType<typeof place>>[];
    try {
      answers = await Promise.all(shoppers.map((client) => place(client, orderBody())));
    } finally {
      spy.restore();
    }
    const ms = Math.round(performance.now() - started);
    const statuses = answers.map((a) => a.status);
    const placed = statuses.filter((status) => status === 200).length;
    const refused = answers.filter((a) => a.status === 409);
    const stock = await stockOf(item.id);
    const sold = await t.shop.db
      .select({ qty: sql<number>`coalesce(sum(${s.orderItems.qty}), 0)::int` })
      .from(s.orderItems)
      .where(inArray(s.orderItems.productId, [item.id]));
    console.info(`race (${t.shop.database.kind}): ${placed} orders, ${refused.length} refused with 409, final stock ${stock.qty}, ${ms} ms; authorizations ${calls.authorized}, captured ${calls.captured}, voided ${calls.voided}`);
    expect(placed).toBe(10);
    expect(refused).toHaveLength(40);
    expect(refused[0]!.body.message).toBe(`"${item.name}" is out of stock (0 available). Please remove it from your cart.`);
    expect(stock).toMatchObject({ qty: 0, isInStock: false });
    expect(Number(sold[0]!.qty)).toBe(10);
    // Every hold on a card is either taken (an order) or released.
    expect(calls.captured).toBe(10);
    expect(calls.authorized).toBe(calls.captured + calls.voided);
    expect(calls.voided).toBeGreaterThan(0);
  }, 30_000);
});

describe('the price index after a sale', () => {
  it("lists a configurable product at its next cheapest child once an order sells out the cheapest one", async () => {
    // The last configurable product of the seed (no other test here uses it): one cheap child with one unit, one dearer child.
    const [parent] = await t.shop.db.select().from(s.products).where(eq(s.products.type, 'configurable')).orderBy(sql`${s.products.id} desc`).limit(1);
    const children = await t.shop.db.select().from(s.products).where(eq(s.products.parentId, parent!.id)).orderBy(s.products.id);
    const [cheap, dear] = children as [Product, Product];
    await t.shop.db.update(s.products).set({ qty: 0, isInStock: false }).where(eq(s.products.parentId, parent!.id));
    await t.shop.db.update(s.products).set({ price: '10.00', specialPrice: null, qty: 1, isInStock: true }).where(eq(s.products.id, cheap.id));
    await t.shop.db.update(s.products).set({ price: '30.00', specialPrice: null, qty: 5, isInStock: true }).where(eq(s.products.id, dear.id));
    await reindexListingPrices(t.shop.db, [cheap.id, dear.id]);
    const listed = async () => (await stockOf(parent!.id)).listingPrice;
    expect(await listed()).toBe('10.00');

    const values = await t.shop.db.select().from(s.productAttributeValues).where(eq(s.productAttributeValues.productId, cheap.id));
    const client = t.client();
    const response = await client.postMultipart('/checkout/cart/add', {
      product: String(parent!.id),
      ...Object.fromEntries(values.map((v) => [`super_attribute[${v.attributeId}]`, String(v.optionId)])),
    });
    expect(((await response.json()) as { messages?: { type: string }[] }).messages?.[0]?.type).toBe('success');
    expect((await place(client, orderBody())).status).toBe(200);

    expect(await stockOf(cheap.id)).toMatchObject({ qty: 0, isInStock: false });
    expect(await listed()).toBe('30.00');
  });
});

describe('totals arithmetic', () => {
  it('reads numeric text exactly', () => {
    expect(toMinor('16.66') * 3).toBe(4998);
  });
});
