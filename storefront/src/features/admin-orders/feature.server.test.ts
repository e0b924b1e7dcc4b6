import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { plainProductsWhere, setUpTestShop, signedIn } from '../../../server/test/helpers';
import { placeCardOrder } from '../../../server/test/orders';
import { staffMember, staffPost, staffSignedIn } from '../../../server/test/staff';
import { staffAuditLog } from '../admin/schema.server';
import { INVALID_STAFF_FORM_KEY, NOT_ALLOWED, SESSION_EXPIRED } from '../admin/texts';
import { SALES_TEXTS } from '../sales/texts';
import { orderPaths } from './paths';
import { ORDER_ACTION_TEXTS } from './texts';

const t = setUpTestShop();

const INVOICE = '/admin/api/sales/order/invoice';
const SHIP = '/admin/api/sales/order/ship';
const CREDITMEMO = '/admin/api/sales/order/creditmemo';
const CANCEL = '/admin/api/sales/order/cancel';
const COMMENT = '/admin/api/sales/order/comment';

/** Listed simple products no other test here uses, with stock to spare. */
const used = new Set<number>();
async function freshProducts(count: number) {
  const candidates = await t.shop.db.select().from(s.products).where(plainProductsWhere(1)).orderBy(desc(s.products.id));
  const chosen = candidates.filter((product) => !used.has(product.id)).slice(0, count);
  for (const product of chosen) used.add(product.id);
  return t.shop.db.update(s.products).set({ price: '20.00', specialPrice: null, qty: 50, isInStock: true }).where(inArray(s.products.id, chosen.map((product) => product.id))).returning();
}

const detail = async (orderId: number) => (await t.shop.sales.orderDetail(orderId))!;
const audit = (orderId: number) =>
  t.shop.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entityType, 'order'), eq(staffAuditLog.entityId, String(orderId)))).orderBy(staffAuditLog.id);
const stockOf = async (id: number) => (await t.shop.db.select({ qty: s.products.qty }).from(s.products).where(eq(s.products.id, id)))[0]!.qty;

describe('the order actions: who may call them', () => {
  const calls = [
    { path: INVOICE, support: false, body: (orderId: number) => ({ orderId }) },
    { path: SHIP, support: false, body: (orderId: number) => ({ orderId }) },
    { path: CANCEL, support: false, body: (orderId: number) => ({ orderId }) },
    { path: CREDITMEMO, support: false, body: (orderId: number) => ({ orderId, adjustmentPositive: 100 }) },
    { path: COMMENT, support: true, body: (orderId: number) => ({ orderId, comment: 'Called the customer.' }) },
  ];

  it.each(calls)('$path: 401 without a session or with a customer only, 403 with a wrong form_key, Support only where allowed, Administrators', async ({ path, support, body }) => {
    const customer = await signedIn(t);
    const [product] = await freshProducts(1);
    const orderId = await placeCardOrder(customer, [[product!.id, 1]]);
    // Invoiced first, so a credit memo is possible.
    if (path === CREDITMEMO) expect((await t.shop.sales.invoice(orderId, {}, { kind: 'system' })).kind).toBe('done');

    for (const client of [t.client(), customer]) {
      const refused = await staffPost(t, client, path, body(orderId));
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ ajaxExpired: true, messages: [SESSION_EXPIRED] });
    }

    const admin = await staffSignedIn(t);
    const wrongKey = await staffPost(t, admin, path, body(orderId), { formKey: 'WRONGKEYWRONGKEY' });
    expect(wrongKey.status).toBe(403);
    expect(await wrongKey.json()).toMatchObject({ error: true, messages: [INVALID_STAFF_FORM_KEY] });

    const supportClient = await staffSignedIn(t, await staffMember(t, 'support'));
    const bySupport = await staffPost(t, supportClient, path, body(orderId));
    if (support) {
      expect(bySupport.status).toBe(200);
    } else {
      expect(bySupport.status).toBe(403);
      expect(await bySupport.json()).toMatchObject({ error: true, messages: [NOT_ALLOWED] });
    }

    const byAdmin = await staffPost(t, admin, path, body(orderId));
    expect(byAdmin.status).toBe(200);
    expect(await byAdmin.json()).toMatchObject({ location: orderPaths.view(orderId) });
  });
});

describe('running an order from the back office', () => {
  it('invoices, ships with a tracking number and refunds one item, each written to the audit log', async () => {
    const customer = await signedIn(t);
    const [a, b] = await freshProducts(2);
    const orderId = await placeCardOrder(customer, [[a!.id, 2], [b!.id, 1]]);
    const admin = await staffSignedIn(t);
    const placedOrder = await detail(orderId);
    expect(placedOrder.actions).toMatchObject({ invoice: true, ship: true, cancel: true, creditmemo: false });

    const invoiced = await staffPost(t, admin, INVOICE, { orderId, comment: 'Paid in full.', notify: true });
    expect(await invoiced.json()).toEqual({ location: orderPaths.view(orderId), message: ORDER_ACTION_TEXTS.invoiced });
    let order = await detail(orderId);
    expect(order.invoices).toHaveLength(1);
    expect(order.totals.paid).toBe(placedOrder.totals.grandTotal);
    expect(order.history[0]!.staff).toEqual({ id: expect.any(Number), name: 'Demo Administrator' });

    const track = { carrier: 'ups', title: 'United Parcel Service', number: '1Z999AA10123456784' };
    const shipped = await staffPost(t, admin, SHIP, { orderId, tracks: [track] });
    expect(await shipped.json()).toEqual({ location: orderPaths.view(orderId), message: ORDER_ACTION_TEXTS.shipped });
    order = await detail(orderId);
    expect(order.status).toBe('complete');
    expect(order.shipments[0]!.tracks).toEqual([expect.objectContaining({ carrierCode: 'ups', title: 'United Parcel Service', number: '1Z999AA10123456784' })]);

    const lineB = order.items.find((item) => item.sku === b!.sku)!;
    const stockBefore = await stockOf(b!.id);
    const refunded = await staffPost(t, admin, CREDITMEMO, { orderId, items: [{ orderItemId: lineB.id, qty: 1, backToStock: true }], comment: 'Damaged.' });
    expect(await refunded.json()).toEqual({ location: orderPaths.view(orderId), message: ORDER_ACTION_TEXTS.refunded });
    order = await detail(orderId);
    expect(order.creditmemos).toHaveLength(1);
    expect(order.items.find((item) => item.id === lineB.id)!.qty.refunded).toBe(1);
    expect(order.totals.refunded).toBe(order.creditmemos[0]!.grandTotal);
    expect(await stockOf(b!.id)).toBe(stockBefore + 1);

    const rows = await audit(orderId);
    expect(rows.map((row) => row.action)).toEqual(['sales.order.invoice', 'sales.order.ship', 'sales.order.creditmemo']);
    expect(rows[0]).toMatchObject({
      username: 'admin',
      before: { status: 'processing', paid: 0, refunded: 0 },
      after: expect.objectContaining({ status: 'processing', paid: placedOrder.totals.grandTotal, refunded: 0 }),
    });
    expect(rows[1]).toMatchObject({ before: { status: 'processing' }, after: expect.objectContaining({ status: 'complete' }) });
    expect(rows[2]).toMatchObject({ after: expect.objectContaining({ refunded: order.totals.refunded }) });
  });

  it('cancels a second order: its stock comes back, the state refuses what it no longer allows', async () => {
    const customer = await signedIn(t);
    const [a] = await freshProducts(1);
    const stockBefore = await stockOf(a!.id);
    const orderId = await placeCardOrder(customer, [[a!.id, 3]]);
    expect(await stockOf(a!.id)).toBe(stockBefore - 3);
    const admin = await staffSignedIn(t);

    const canceled = await staffPost(t, admin, CANCEL, { orderId });
    expect(await canceled.json()).toEqual({ location: orderPaths.view(orderId), message: ORDER_ACTION_TEXTS.canceled });
    expect((await detail(orderId)).status).toBe('canceled');
    expect(await stockOf(a!.id)).toBe(stockBefore);
    expect((await audit(orderId)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['sales.order.cancel', { status: 'processing', paid: 0, refunded: 0 }, { status: 'canceled', paid: 0, refunded: 0 }],
    ]);

    for (const [path, message] of [
      [INVOICE, SALES_TEXTS.invoiceNotAllowed],
      [SHIP, SALES_TEXTS.shipNotAllowed],
      [CANCEL, SALES_TEXTS.cancelNotAllowed],
      [CREDITMEMO, SALES_TEXTS.creditmemoNotAllowed],
    ] as const) {
      const refused = await staffPost(t, admin, path, { orderId });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: true, message, messages: [message] });
    }
    // A comment is still allowed.
    expect((await staffPost(t, admin, COMMENT, { orderId, comment: 'Customer asked to cancel.', notify: false, visibleOnFront: true })).status).toBe(200);
    expect((await detail(orderId)).history[0]).toMatchObject({ comment: 'Customer asked to cancel.', isVisibleOnFront: true, isCustomerNotified: false });
    expect((await audit(orderId)).map((row) => row.action)).toEqual(['sales.order.cancel', 'sales.order.comment']);
  });

  it('answers the input problems with 400 and their messages, an unknown order with 404', async () => {
    const customer = await signedIn(t);
    const [a] = await freshProducts(1);
    const orderId = await placeCardOrder(customer, [[a!.id, 1]]);
    const lineId = (await detail(orderId)).items[0]!.id;
    const admin = await staffSignedIn(t);

    const tooMany = await staffPost(t, admin, INVOICE, { orderId, items: [{ orderItemId: lineId, qty: 2 }] });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { messages: string[] }).messages).toEqual([SALES_TEXTS.invalidInvoiceQty(a!.name)]);
    const noTrackNumber = await staffPost(t, admin, SHIP, { orderId, tracks: [{ carrier: 'ups', title: 'UPS', number: ' ' }] });
    expect(noTrackNumber.status).toBe(400);
    // The contract's schema (the sales inputs) refuses it before the service, naming the field.
    expect(((await noTrackNumber.json()) as { messages: string[] }).messages[0]).toMatch(/tracks\.0\.number.*Please enter a tracking number\.$/);
    const emptyComment = await staffPost(t, admin, COMMENT, { orderId, comment: '  ' });
    expect(emptyComment.status).toBe(400);
    expect(((await emptyComment.json()) as { messages: string[] }).messages).toEqual([SALES_TEXTS.commentMissing]);

    const unknown = await staffPost(t, admin, INVOICE, { orderId: 999_999 });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { messages: string[] }).messages).toEqual([SALES_TEXTS.orderNotFound]);
    expect(await audit(orderId)).toEqual([]);
  });

  it('lets one of two staff invoicing the same order at once win; the other is refused', async () => {
    const customer = await signedIn(t);
    const [a] = await freshProducts(1);
    const orderId = await placeCardOrder(customer, [[a!.id, 2]]);
    const [first, second] = await Promise.all([staffSignedIn(t), staffSignedIn(t, await staffMember(t, 'administrators'))]);

    const answers = await Promise.all([staffPost(t, first!, INVOICE, { orderId }), staffPost(t, second!, INVOICE, { orderId })]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect([SALES_TEXTS.inProgress, SALES_TEXTS.invoiceNotAllowed]).toContain(((await loser.json()) as { messages: string[] }).messages[0]);
    const order = await detail(orderId);
    expect(order.invoices).toHaveLength(1);
    expect(order.payment!.transactions.filter((txn) => txn.type === 'capture')).toHaveLength(1);
    expect((await audit(orderId)).map((row) => row.action)).toEqual(['sales.order.invoice']);
  });
});
