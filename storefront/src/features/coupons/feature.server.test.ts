import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { percentOf } from '@shop/ui/money';
import * as s from '../../../server/db/schema';
import { DEMO_EMAIL, type ShopClient } from '../../../server/test/harness';
import { cartSection, customerId, plainProductsWhere, setUpTestShop, signedIn, withThrottle } from '../../../server/test/helpers';
import type { CheckoutEstimate } from '../checkout/contract';
import type { Actor } from '../sales/model';
import { DEMO_COUPON } from './seed.server';
import { salesRuleCustomerUses, salesRules } from './schema.server';

// Authorize only (the default): invoices are made by the tests, to see how they carry the discount.
const t = setUpTestShop();

const APPLY = '/checkout/cart/couponPost';
const CANCEL = '/checkout/cart/couponCancel';
const ESTIMATE = '/rest/V1/checkout/estimate?country_id=US&region_code=CA';
const staff: Actor = { kind: 'staff', id: 7, name: 'Jane Admin' };

/** A listed simple product no other test uses, at `price` with `qty` in stock. */
const used = new Set<number>();
async function product({ price = '25.00', qty = 100 } = {}) {
  const candidates = await t.shop.db.select().from(s.products).where(plainProductsWhere(1)).orderBy(s.products.id);
  const chosen = candidates.find((p) => !used.has(p.id))!;
  used.add(chosen.id);
  const [row] = await t.shop.db.update(s.products).set({ price, specialPrice: null, qty, isInStock: qty > 0 }).where(eq(s.products.id, chosen.id)).returning();
  return row!;
}

let codes = 0;
/** A new rule (10 % off, every group, unlimited unless said), answering its row. */
async function rule(terms: Partial<typeof salesRules.$inferInsert> = {}) {
  const [row] = await t.shop.db
    .insert(salesRules)
    .values({ name: 'Test rule', code: `TEST${(codes += 1)}`, action: 'by_percent', discountPercent: '10', customerGroupIds: [0, 1, 2], ...terms })
    .returning();
  return row!;
}

async function add(client: ShopClient, productId: number, qty = 1) {
  const response = await client.postMultipart('/checkout/cart/add', { product: String(productId), qty: String(qty) });
  expect(((await response.json()) as { messages?: { type: string }[] }).messages?.[0]?.type).toBe('success');
}

async function apply(client: ShopClient, code: string, options?: { formKey?: string | null }) {
  const response = await client.postJson(APPLY, { coupon_code: code }, options);
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string } };
}

async function estimate(client: ShopClient, method = 'flatrate_flatrate') {
  const response = await client.get(`${ESTIMATE}&shipping_method=${method}`);
  expect(response.status).toBe(200);
  return (await response.json()) as CheckoutEstimate;
}

const address = { firstname: 'Jane', lastname: 'Doe', street: ['1 Main St', ''], city: 'Calder', country_id: 'US', region_code: 'CA', postcode: '90001', telephone: '5552293326' };
const visa = { method: 'offline_card', ccType: 'VI', ccNumber: '4111111111111111', ccExpMonth: '12', ccExpYear: '2035', ccCvn: '123' };
let keys = 0;

async function place(client: ShopClient, shippingMethod = 'flatrate_flatrate') {
  const response = await client.postJson('/rest/V1/checkout/place-order', {
    idempotency_key: `coupon-order-${Date.now()}-${(keys += 1)}-abcdef`,
    email: 'coupon.buyer@example.com',
    shipping_address: address,
    shipping_method: shippingMethod,
    billing_same_as_shipping: true,
    payment: visa,
  });
  return { status: response.status, body: (await response.json()) as { order_id: number; message?: string } };
}

const ruleRow = async (id: number) => (await t.shop.db.select().from(salesRules).where(eq(salesRules.id, id)))[0]!;
const orderRow = async (id: number) => (await t.shop.db.select().from(s.orders).where(eq(s.orders.id, id)))[0]!;
const messagesOf = async (client: ShopClient) => ((await client.sections(['messages'])).messages as { messages: { type: string; text: string }[] }).messages;

describe('Apply Discount Code', () => {
  it('applies the demo code whatever its case, tells it in the messages area and the cart section carries the discount', async () => {
    const client = t.client();
    const a = await product({ price: '25.00' });
    await add(client, a.id, 2);
    const answer = await apply(client, ` ${DEMO_COUPON.toLowerCase()} `);
    expect(answer).toEqual({ status: 200, body: { success: true, message: 'You used coupon code "WELCOME10".' } });
    expect(await messagesOf(client)).toEqual([{ type: 'success', text: 'You used coupon code "WELCOME10".' }]);
    const cart = await cartSection(client);
    expect(cart).toMatchObject({ subtotal_minor: 5000, coupon_code: 'WELCOME10', discount_minor: 500 });
  });

  it('refuses a code that does not exist, with what was typed escaped, and applies nothing', async () => {
    const client = t.client();
    await add(client, (await product()).id);
    const answer = await apply(client, '<b>NOPE</b>');
    expect(answer).toEqual({ status: 400, body: { success: false, message: 'The coupon code "&lt;b&gt;NOPE&lt;/b&gt;" is not valid.' } });
    expect(await messagesOf(client)).toEqual([{ type: 'error', text: 'The coupon code "&lt;b&gt;NOPE&lt;/b&gt;" is not valid.' }]);
    expect((await cartSection(client)).coupon_code).toBeUndefined();
  });

  it('refuses a code on an empty cart, and without a session', async () => {
    const client = t.client();
    expect(await apply(client, DEMO_COUPON)).toEqual({ status: 400, body: { success: false, message: 'The coupon code "WELCOME10" is not valid.' } });
  });

  it('refuses a blank or too long code (400 with the field message) and a post without form_key (403)', async () => {
    const client = t.client();
    await add(client, (await product()).id);
    expect(await apply(client, '   ')).toMatchObject({ status: 400, body: { success: false, message: expect.stringContaining('This is a required field.') } });
    expect(await apply(client, 'X'.repeat(256))).toMatchObject({ status: 400, body: { success: false, message: expect.stringContaining('255') } });
    expect((await apply(client, 'X'.repeat(255))).status).toBe(400);
    expect((await client.postJson(APPLY, { coupon_code: 5 })).status).toBe(400);
    expect((await apply(client, DEMO_COUPON, { formKey: null })).status).toBe(403);
    expect((await client.postJson(CANCEL, {}, { formKey: null })).status).toBe(403);
    expect((await cartSection(client)).coupon_code).toBeUndefined();
  });

  it('throttles guessing per cart: over the limit 429 with Retry-After, and the code is not looked at', async () => {
    const client = t.client();
    await add(client, (await product()).id);
    await withThrottle(t, { couponApply: { perIp: 1000, perAccount: 2, windowSeconds: 600 } }, async () => {
      expect((await apply(client, 'GUESS1')).status).toBe(400);
      expect((await apply(client, 'GUESS2')).status).toBe(400);
      const response = await client.postJson(APPLY, { coupon_code: DEMO_COUPON });
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBeTruthy();
      expect((await cartSection(client)).coupon_code).toBeUndefined();
    });
  });

  it('cancels the code: the message, and the cart without the discount', async () => {
    const client = t.client();
    await add(client, (await product()).id);
    expect((await apply(client, DEMO_COUPON)).status).toBe(200);
    const response = await client.postJson(CANCEL, {});
    expect(await response.json()).toEqual({ success: true, message: 'You canceled the coupon code.' });
    const cart = await cartSection(client);
    expect(cart.coupon_code).toBeUndefined();
    expect(cart.discount_minor).toBeUndefined();
  });
});

describe('the rule decides', () => {
  it('needs its minimum subtotal, and drops the discount when the cart falls under it', async () => {
    const client = t.client();
    const a = await product({ price: '20.00' });
    const limited = await rule({ minSubtotal: 4000 });
    await add(client, a.id, 1);
    expect((await apply(client, limited.code)).status).toBe(400);
    await add(client, a.id, 1);
    expect((await apply(client, limited.code)).status).toBe(200);
    expect(await cartSection(client)).toMatchObject({ discount_minor: 400 });
    const [line] = await t.shop.db.select().from(s.cartItems).where(eq(s.cartItems.productId, a.id));
    await t.shop.db.update(s.cartItems).set({ qty: 1 }).where(eq(s.cartItems.id, line!.id));
    expect((await cartSection(client)).discount_minor).toBeUndefined();
    expect((await estimate(client)).totals.discount).toBeUndefined();
  });

  it('is for its customer groups only: a guest (0 NOT LOGGED IN) or a General customer (1)', async () => {
    const general = await rule({ customerGroupIds: [1] });
    const guest = t.client();
    await add(guest, (await product()).id);
    expect((await apply(guest, general.code)).status).toBe(400);
    const customer = await signedIn(t, 'ava.jones@example.com');
    await add(customer, (await product()).id);
    expect((await apply(customer, general.code)).status).toBe(200);
    await customer.postJson(CANCEL, {});
  });

  it('applies between its dates only, and only while active', async () => {
    const client = t.client();
    await add(client, (await product()).id);
    const today = new Date(t.shop.clock.now()).toISOString().slice(0, 10);
    const yesterday = new Date(t.shop.clock.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(t.shop.clock.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await apply(client, (await rule({ toDate: yesterday })).code)).status).toBe(400);
    expect((await apply(client, (await rule({ fromDate: tomorrow })).code)).status).toBe(400);
    expect((await apply(client, (await rule({ isActive: false })).code)).status).toBe(400);
    expect((await apply(client, (await rule({ fromDate: today, toDate: today })).code)).status).toBe(200);
  });

  it('is refused once its uses per coupon are used up', async () => {
    const client = t.client();
    await add(client, (await product()).id);
    expect((await apply(client, (await rule({ usesPerCoupon: 3, timesUsed: 3 })).code)).status).toBe(400);
    expect((await apply(client, (await rule({ usesPerCoupon: 3, timesUsed: 2 })).code)).status).toBe(200);
  });

  it('takes a fixed amount off the whole cart, never more than the subtotal', async () => {
    const client = t.client();
    await add(client, (await product({ price: '12.00' })).id);
    expect((await apply(client, (await rule({ action: 'cart_fixed', discountFixed: 500 })).code)).status).toBe(200);
    expect((await cartSection(client)).discount_minor).toBe(500);
    expect((await apply(client, (await rule({ action: 'cart_fixed', discountFixed: 5000 })).code)).status).toBe(200);
    expect((await cartSection(client)).discount_minor).toBe(1200);
    const { totals } = await estimate(client);
    expect(totals).toMatchObject({ subtotal: 1200, discount: 1200, tax: 0, grand_total: totals.shipping });
  });

  it('offers Free Shipping from the subtotal after the discount', async () => {
    const threshold = t.shop.config.freeShippingThreshold;
    const client = t.client();
    // 10 % off takes the subtotal under the threshold.
    await add(client, (await product({ price: ((threshold + 100) / 100).toFixed(2) })).id);
    expect((await estimate(client)).shipping_methods.map((method) => method.code)).toContain('freeshipping_freeshipping');
    expect((await apply(client, DEMO_COUPON)).status).toBe(200);
    expect((await estimate(client)).shipping_methods.map((method) => method.code)).not.toContain('freeshipping_freeshipping');
  });

  it('makes every shipping method free with a free shipping rule', async () => {
    const client = t.client();
    await add(client, (await product({ price: '10.00' })).id, 3);
    const before = await estimate(client);
    expect(before.totals.shipping).toBeGreaterThan(0);
    expect((await apply(client, (await rule({ action: 'free_shipping' })).code)).status).toBe(200);
    const after = await estimate(client);
    expect(after.shipping_methods.every((method) => method.amount === 0)).toBe(true);
    expect(after.totals).toMatchObject({ shipping: 0, discount: 0, grand_total: before.totals.grand_total - before.totals.shipping });
  });
});

describe('checkout and the order', () => {
  it('taxes the discounted items, charges the discounted grand total and keeps the code on the order', async () => {
    const client = t.client();
    const a = await product({ price: '19.99' });
    await add(client, a.id, 3);
    expect((await apply(client, DEMO_COUPON)).status).toBe(200);
    const { totals } = await estimate(client);
    // 10 % of 59.97 = 5.997 → 6.00; tax 8.25 % of 53.97 = 4.452… → 4.45.
    expect(totals).toMatchObject({ subtotal: 5997, discount: 600, coupon_code: 'WELCOME10', tax: percentOf(5397, '8.25') });
    expect(totals.tax).toBe(445);
    expect(totals.grand_total).toBe(5997 - 600 + totals.shipping + 445);
    const before = (await ruleRow((await t.shop.coupons.ruleByCode(DEMO_COUPON))!.id)).timesUsed;

    const placed = await place(client);
    expect(placed.status, placed.body.message).toBe(200);
    const order = await orderRow(placed.body.order_id);
    expect(order).toMatchObject({ subtotal: 5997, discountAmount: 600, couponCode: 'WELCOME10', taxAmount: 445, grandTotal: totals.grand_total });
    const [payment] = await t.shop.db.select().from(s.orderPayments).where(eq(s.orderPayments.orderId, order.id));
    expect(payment).toMatchObject({ amountAuthorized: totals.grand_total });
    expect((await ruleRow((await t.shop.coupons.ruleByCode(DEMO_COUPON))!.id)).timesUsed).toBe(before + 1);
    const detail = (await t.shop.sales.orderDetail(order.id))!;
    expect(detail.totals).toMatchObject({ discount: 600, couponCode: 'WELCOME10', grandTotal: totals.grand_total });
    // The order confirmation shows the discount line.
    const mails = await t.shop.db.select().from(s.outboxEmails).where(inArray(s.outboxEmails.kind, ['order_confirmation']));
    const mail = mails.find((candidate) => candidate.body.includes(order.incrementId));
    expect(mail?.body).toContain('Discount (WELCOME10)');
    expect(mail?.body).toContain('-$6.00');
  });

  it('bills the discount on the first invoice: the invoices add up to the grand total, and so do the credit memos', async () => {
    const client = t.client();
    const a = await product({ price: '10.00' });
    const b = await product({ price: '30.00' });
    await add(client, a.id, 1);
    await add(client, b.id, 1);
    expect((await apply(client, (await rule({ action: 'cart_fixed', discountFixed: 1500 })).code)).status).toBe(200);
    const placed = await place(client);
    expect(placed.status, placed.body.message).toBe(200);
    const orderId = placed.body.order_id;
    const order = await orderRow(orderId);
    expect(order.discountAmount).toBe(1500);
    const items = await t.shop.db.select().from(s.orderItems).where(eq(s.orderItems.orderId, orderId));
    const cheap = items.find((item) => item.productId === a.id)!;
    const dear = items.find((item) => item.productId === b.id)!;

    // The first invoice (the $10 line) carries what of the discount it can: $10 of it.
    expect(await t.shop.sales.invoice(orderId, { items: [{ orderItemId: cheap.id, qty: 1 }] }, staff)).toMatchObject({ kind: 'done' });
    expect(await t.shop.sales.invoice(orderId, {}, staff)).toMatchObject({ kind: 'done' });
    const detail = (await t.shop.sales.orderDetail(orderId))!;
    expect(detail.invoices.map((invoice) => invoice.discountAmount).sort()).toEqual([1000, 500]);
    expect(detail.invoices.reduce((sum, invoice) => sum + invoice.grandTotal, 0)).toBe(order.grandTotal);
    expect(detail.totals).toMatchObject({ paid: order.grandTotal, due: 0 });

    // Refunding everything gives back exactly what was paid.
    expect(await t.shop.sales.refund(orderId, { items: [{ orderItemId: dear.id, qty: 1 }], shipping: order.shippingAmount }, staff)).toMatchObject({ kind: 'done' });
    expect(await t.shop.sales.refund(orderId, { items: [{ orderItemId: cheap.id, qty: 1 }] }, staff)).toMatchObject({ kind: 'done' });
    const refunded = (await t.shop.sales.orderDetail(orderId))!;
    expect(refunded.creditmemos.reduce((sum, memo) => sum + memo.grandTotal, 0)).toBe(order.grandTotal);
    expect(refunded.totals.refunded).toBe(order.grandTotal);
  });

  it('counts uses per customer, and a canceled order gives its use back', async () => {
    const limited = await rule({ usesPerCustomer: 1 });
    const client = await signedIn(t, DEMO_EMAIL);
    const me = await customerId(t, DEMO_EMAIL);
    await add(client, (await product()).id);
    expect((await apply(client, limited.code)).status).toBe(200);
    const placed = await place(client);
    expect(placed.status, placed.body.message).toBe(200);
    expect(await ruleRow(limited.id)).toMatchObject({ timesUsed: 1 });
    const [mine] = await t.shop.db.select().from(salesRuleCustomerUses).where(eq(salesRuleCustomerUses.ruleId, limited.id));
    expect(mine).toMatchObject({ customerId: me, timesUsed: 1 });
    // My Account's order view has the code and what it took off.
    const view = await (await t.shop.account.reader(me)).order(placed.body.order_id);
    expect(view).toMatchObject({ couponCode: limited.code, discountAmount: expect.any(Number) });
    expect(view!.discountAmount).toBeGreaterThan(0);

    await add(client, (await product()).id);
    expect(await apply(client, limited.code)).toMatchObject({ status: 400, body: { message: `The coupon code "${limited.code}" is not valid.` } });

    expect(await t.shop.sales.cancel(placed.body.order_id, staff)).toMatchObject({ kind: 'done', status: 'canceled' });
    expect(await ruleRow(limited.id)).toMatchObject({ timesUsed: 0 });
    // Canceling again (or anything else) never gives it back twice.
    await t.shop.coupons.release(t.shop.db, placed.body.order_id);
    expect(await ruleRow(limited.id)).toMatchObject({ timesUsed: 0 });
    expect((await apply(client, limited.code)).status).toBe(200);
  });

  it('refuses the order that finds the last use taken (409) and changes nothing', async () => {
    const limited = await rule({ usesPerCoupon: 1 });
    const first = t.client();
    const second = t.client();
    const a = await product({ qty: 10 });
    await add(first, a.id);
    await add(second, a.id);
    expect((await apply(first, limited.code)).status).toBe(200);
    expect((await apply(second, limited.code)).status).toBe(200);
    expect((await place(first)).status).toBe(200);
    const lost = await place(second);
    expect(lost).toEqual({ status: 409, body: { message: `The coupon code "${limited.code}" is not valid anymore. Please cancel it and place your order again.` } });
    expect((await t.shop.db.select().from(s.products).where(eq(s.products.id, a.id)))[0]!.qty).toBe(9);
    expect((await cartSection(second)).summary_count).toBe(1);
    expect(await ruleRow(limited.id)).toMatchObject({ timesUsed: 1 });
  });
});

describe('a code limited to 10 uses, 50 orders racing', () => {
  it('places exactly 10 orders with it; the other 40 are refused with the message and change nothing', async () => {
    const limited = await rule({ usesPerCoupon: 10 });
    const a = await product({ qty: 1000 });
    const clients = Array.from({ length: 50 }, () => t.client());
    for (const client of clients) {
      await add(client, a.id);
      expect((await apply(client, limited.code)).status).toBe(200);
    }
    const results = await Promise.all(clients.map((client) => place(client)));
    const placed = results.filter((result) => result.status === 200);
    const refused = results.filter((result) => result.status !== 200);
    expect(placed).toHaveLength(10);
    expect(new Set(refused.map((result) => `${result.status} ${result.body.message}`))).toEqual(
      new Set([`409 The coupon code "${limited.code}" is not valid anymore. Please cancel it and place your order again.`]),
    );
    expect(await ruleRow(limited.id)).toMatchObject({ timesUsed: 10 });
    const orders = await t.shop.db.select().from(s.orders).where(eq(s.orders.couponCode, limited.code));
    expect(orders).toHaveLength(10);
    expect((await t.shop.db.select().from(s.products).where(eq(s.products.id, a.id)))[0]!.qty).toBe(990);
  }, 120_000);
});
