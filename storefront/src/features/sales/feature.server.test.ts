import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { createOfflineTestGateway } from '../../../server/services/payments/offline-test-gateway';
import { customerId, plainProductsWhere, setUpTestShop, signedIn } from '../../../server/test/helpers';
import { DEMO_EMAIL, type ShopClient } from '../../../server/test/harness';
import { placeCardOrder } from '../../../server/test/orders';
import type { Actor } from './model';
import { SALES_TEXTS } from './texts';

const t = setUpTestShop();

const staff: Actor = { kind: 'staff', id: 7, name: 'Jane Admin' };

/** Listed simple products no other test of this file uses, each set to `price` and `qty`. */
const used = new Set<number>();
async function products(count: number, { price = '10.00', qty = 100 } = {}) {
  const candidates = await t.shop.db.select().from(s.products).where(plainProductsWhere(1)).orderBy(s.products.id);
  const chosen = candidates.filter((p) => !used.has(p.id)).slice(0, count);
  for (const p of chosen) used.add(p.id);
  return t.shop.db
    .update(s.products)
    .set({ price, specialPrice: null, qty, isInStock: qty > 0 })
    .where(inArray(s.products.id, chosen.map((p) => p.id)))
    .returning();
}

/** Places an order of `lines` (product id, units) as a guest, or as `client`; answers the order's id. */
const placeOrder = (lines: [number, number][], client: ShopClient = t.client()) => placeCardOrder(client, lines);

const detail = async (orderId: number) => (await t.shop.sales.orderDetail(orderId))!;
const stockOf = async (id: number) => (await t.shop.db.select().from(s.products).where(eq(s.products.id, id)))[0]!;
/** The mails of one kind queued for an order (its increment id is in every sales mail). */
async function mailsOf(orderId: number, kind: string) {
  const { incrementId } = (await detail(orderId));
  const queued = await t.shop.db.select().from(s.outboxEmails).where(eq(s.outboxEmails.kind, kind));
  return queued.filter((mail) => mail.body.includes(`#${incrementId}`));
}

const ledger = async (parentId: string) => t.shop.db.select().from(s.testGatewayTransactions).where(eq(s.testGatewayTransactions.parentId, parentId));

describe('an order placed with the authorize payment action', () => {
  it('holds the amount: payment authorized, nothing captured, invoice, ship and cancel offered', async () => {
    const [a] = await products(1);
    const orderId = await placeOrder([[a!.id, 2]]);
    const order = await detail(orderId);
    expect(order.status).toBe('processing');
    expect(order.payment).toMatchObject({ status: 'authorized', amountAuthorized: order.totals.grandTotal, amountPaid: 0, amountRefunded: 0 });
    expect(order.payment!.transactions).toEqual([expect.objectContaining({ type: 'authorization', amount: order.totals.grandTotal, isClosed: false })]);
    expect(order.actions).toEqual({ invoice: true, ship: true, cancel: true, creditmemo: false, comment: true });
    expect(order.totals.due).toBe(order.totals.grandTotal);
    expect(order.invoices).toEqual([]);
  });
});

describe('invoice', () => {
  it('captures the invoiced amount, numbers the invoice, and refuses a second one', async () => {
    const [a] = await products(1);
    const orderId = await placeOrder([[a!.id, 2]]);
    const before = await detail(orderId);
    const done = await t.shop.sales.invoice(orderId, { comment: 'Thanks!' }, staff);
    expect(done).toMatchObject({ kind: 'done', incrementId: expect.stringMatching(/^\d{9}$/) });

    const order = await detail(orderId);
    expect(order.status).toBe('processing');
    expect(order.items[0]!.qty).toEqual({ ordered: 2, invoiced: 2, shipped: 0, refunded: 0, canceled: 0 });
    expect(order.invoices).toHaveLength(1);
    expect(order.invoices[0]).toMatchObject({ grandTotal: before.totals.grandTotal, shippingAmount: before.totals.shipping, taxAmount: before.totals.tax, comment: 'Thanks!' });
    expect(order.totals).toMatchObject({ paid: before.totals.grandTotal, due: 0 });
    expect(order.payment).toMatchObject({ status: 'captured', amountPaid: before.totals.grandTotal });
    const authorization = order.payment!.transactions[0]!;
    expect(order.payment!.transactions[1]).toMatchObject({ type: 'capture', parentTxnId: authorization.txnId, amount: before.totals.grandTotal });
    expect(order.history[0]).toMatchObject({ status: 'processing', comment: expect.stringMatching(/^Captured amount of \$\d+\.\d\d online\. Transaction ID: "offline-capture-/), staff: { id: 7, name: 'Jane Admin' } });
    expect(order.actions).toEqual({ invoice: false, ship: true, cancel: false, creditmemo: true, comment: true });
    // The gateway's own ledger, in the database.
    expect(await ledger(authorization.txnId)).toEqual([expect.objectContaining({ kind: 'capture', amount: before.totals.grandTotal })]);

    expect(await t.shop.sales.invoice(orderId, {}, staff)).toEqual({ kind: 'refused', message: 'The order does not allow an invoice to be created.' });
    expect(await t.shop.sales.invoiceDetail(order.invoices[0]!.id)).toMatchObject({ items: [expect.objectContaining({ name: a!.name, qty: 2 })] });
  });

  it('invoices part of the order: shipping on the first invoice, the rest later, adding up to the order', async () => {
    const [a, b] = await products(2);
    const orderId = await placeOrder([[a!.id, 3], [b!.id, 1]]);
    const placed = await detail(orderId);
    const [lineA, lineB] = placed.items;
    expect(await t.shop.sales.invoice(orderId, { items: [{ orderItemId: lineA!.id, qty: 4 }] }, staff)).toEqual({ kind: 'refused', message: `We found an invalid quantity to invoice item "${a!.name}".` });
    expect(await t.shop.sales.invoice(orderId, { items: [{ orderItemId: lineA!.id, qty: 0 }] }, staff)).toEqual({ kind: 'refused', message: SALES_TEXTS.invoiceWithoutProducts });

    expect((await t.shop.sales.invoice(orderId, { items: [{ orderItemId: lineA!.id, qty: 1 }] }, staff)).kind).toBe('done');
    expect((await t.shop.sales.invoice(orderId, {}, staff)).kind).toBe('done');
    const order = await detail(orderId);
    expect(order.invoices.map((invoice) => invoice.shippingAmount)).toEqual([placed.totals.shipping, 0]);
    expect(order.invoices.reduce((sum, invoice) => sum + invoice.grandTotal, 0)).toBe(placed.totals.grandTotal);
    expect(order.invoices.reduce((sum, invoice) => sum + invoice.taxAmount, 0)).toBe(placed.totals.tax);
    expect(order.items.map((item) => item.qty.invoiced)).toEqual([3, 1]);
    expect(lineB).toBeDefined();
    expect(order.payment).toMatchObject({ amountPaid: placed.totals.grandTotal, transactions: [expect.anything(), expect.objectContaining({ type: 'capture' }), expect.objectContaining({ type: 'capture' })] });
  });

  it('works after a restart: a new gateway over the same database captures what another one authorized', async () => {
    const [a] = await products(1);
    const orderId = await placeOrder([[a!.id, 1]]);
    const authorization = (await detail(orderId)).payment!.transactions[0]!.txnId;
    const restarted = createOfflineTestGateway({ db: t.shop.db });
    expect(await restarted.capture(authorization, 1)).toMatchObject({ status: 'approved' });
    expect(await restarted.void(authorization)).toMatchObject({ status: 'approved' });
    expect(await restarted.capture(authorization, 1)).toEqual({ status: 'declined', reason: 'The authorization is voided.' });
    expect(await restarted.transaction(authorization)).toMatchObject({ state: 'voided', settled: 1 });
  });

  it('answers a refused capture and leaves the order as it was', async () => {
    const [a] = await products(1);
    const orderId = await placeOrder([[a!.id, 1]]);
    const authorization = (await detail(orderId)).payment!.transactions[0]!.txnId;
    await createOfflineTestGateway({ db: t.shop.db }).void(authorization);
    expect(await t.shop.sales.invoice(orderId, {}, staff)).toEqual({ kind: 'refused', message: 'The authorization is voided.' });
    const order = await detail(orderId);
    expect(order).toMatchObject({ invoices: [], actionInProgress: false, totals: { paid: 0 } });
  });
});

describe('ship', () => {
  it('ships with tracking numbers; invoiced and shipped, the order is complete', async () => {
    const [a] = await products(1);
    const orderId = await placeOrder([[a!.id, 2]]);
    const line = (await detail(orderId)).items[0]!;
    expect(await t.shop.sales.ship(orderId, { items: [{ orderItemId: line.id, qty: 3 }] }, staff)).toEqual({ kind: 'refused', message: `We found an invalid quantity to ship for item "${a!.name}".` });
    expect(await t.shop.sales.ship(orderId, { tracks: [{ carrier: 'ups', title: 'United Parcel Service', number: '' }] }, staff)).toEqual({ kind: 'refused', message: 'Please enter a tracking number.' });

    const first = await t.shop.sales.ship(orderId, { items: [{ orderItemId: line.id, qty: 1 }], tracks: [{ carrier: 'ups', title: 'United Parcel Service', number: '1Z999' }] }, staff);
    expect(first).toMatchObject({ kind: 'done', incrementId: expect.stringMatching(/^\d{9}$/) });
    expect((await detail(orderId)).status).toBe('processing');
    await t.shop.sales.invoice(orderId, {}, staff);
    expect((await detail(orderId)).status).toBe('processing');
    const second = await t.shop.sales.ship(orderId, {}, staff);
    expect(second.kind).toBe('done');
    if (second.kind !== 'done') return;
    expect(await t.shop.sales.addTrack(second.shipmentId, { carrier: 'custom', title: 'Courier', number: 'C-42' }, staff)).toMatchObject({ kind: 'done' });

    const order = await detail(orderId);
    expect(order.status).toBe('complete');
    expect(order.shipments.map((shipment) => [shipment.totalQty, shipment.tracks.map((track) => `${track.title}: ${track.number}`)])).toEqual([
      [1, ['United Parcel Service: 1Z999']],
      [1, ['Courier: C-42']],
    ]);
    expect(order.actions).toMatchObject({ invoice: false, ship: false, cancel: false, creditmemo: true });
    expect(await t.shop.sales.ship(orderId, {}, staff)).toEqual({ kind: 'refused', message: "You can't create a shipment." });
    expect(await t.shop.sales.addTrack(999_999, { carrier: 'ups', number: '1' }, staff)).toEqual({ kind: 'refused', message: SALES_TEXTS.shipmentNotFound });
  });
});

describe('cancel', () => {
  it('voids the authorization and puts the units back; a sold-out product is buyable again and its listings are purged', async () => {
    const [a] = await products(1, { qty: 2 });
    const orderId = await placeOrder([[a!.id, 2]]);
    expect(await stockOf(a!.id)).toMatchObject({ qty: 0, isInStock: false });
    const purged: [number[], boolean][] = [];
    const products_ = t.shop.catalogChanges.products;
    t.shop.catalogChanges.products = async (ids, options) => {
      purged.push([[...ids], options.listings]);
      return products_(ids, options);
    };
    try {
      expect(await t.shop.sales.cancel(orderId, staff)).toEqual({ kind: 'done', status: 'canceled' });
    } finally {
      t.shop.catalogChanges.products = products_;
    }
    expect(await stockOf(a!.id)).toMatchObject({ qty: 2, isInStock: true });
    expect(purged).toEqual([[[a!.id], true]]);
    const order = await detail(orderId);
    expect(order).toMatchObject({ status: 'canceled', totals: { canceled: order.totals.grandTotal, due: 0 }, payment: { status: 'voided' } });
    expect(order.items[0]!.qty.canceled).toBe(2);
    expect(order.payment!.transactions.map((txn) => txn.type)).toEqual(['authorization', 'void']);
    expect(order.history[0]).toMatchObject({ status: 'canceled', comment: expect.stringContaining('Voided authorization') });
    expect(await t.shop.sales.cancel(orderId, staff)).toEqual({ kind: 'refused', message: "We can't cancel this order." });
    expect(await t.shop.sales.invoice(orderId, {}, staff)).toEqual({ kind: 'refused', message: 'The order does not allow an invoice to be created.' });
  });

  it('cancels what was not invoiced of a partly invoiced order, which stays processing', async () => {
    const [a, b] = await products(2);
    const orderId = await placeOrder([[a!.id, 1], [b!.id, 1]]);
    const [lineA] = (await detail(orderId)).items;
    await t.shop.sales.invoice(orderId, { items: [{ orderItemId: lineA!.id, qty: 1 }] }, staff);
    const stockB = (await stockOf(b!.id)).qty;
    expect(await t.shop.sales.cancel(orderId, staff)).toEqual({ kind: 'done', status: 'processing' });
    expect((await stockOf(b!.id)).qty).toBe(stockB + 1);
    const order = await detail(orderId);
    expect(order.items.map((item) => item.qty.canceled)).toEqual([0, 1]);
    expect(order.actions).toMatchObject({ invoice: false, ship: true, creditmemo: true });
    expect(order.totals.due).toBe(0);
  });
});

describe('refund', () => {
  it('refuses a credit memo when nothing was captured', async () => {
    const [a] = await products(1);
    const orderId = await placeOrder([[a!.id, 1]]);
    expect(await t.shop.sales.refund(orderId, { items: [], shipping: 100 }, staff)).toEqual({ kind: 'refused', message: 'The order does not allow a creditmemo to be created.' });
  });

  it('refunds lines (back to stock on request), shipping and adjustments, never more than was paid, then closes the order', async () => {
    const [a] = await products(1, { price: '20.00' });
    const orderId = await placeOrder([[a!.id, 2]]);
    await t.shop.sales.invoice(orderId, {}, staff);
    const placed = await detail(orderId);
    const line = placed.items[0]!;
    const stock = (await stockOf(a!.id)).qty;

    expect(await t.shop.sales.refund(orderId, { items: [{ orderItemId: line.id, qty: 3, backToStock: false }] }, staff)).toEqual({ kind: 'refused', message: `We found an invalid quantity to refund item "${a!.name}".` });
    expect(await t.shop.sales.refund(orderId, { shipping: placed.totals.shipping + 1 }, staff)).toMatchObject({ kind: 'refused', message: expect.stringMatching(/^Maximum shipping amount allowed to refund is: \$/) });
    expect(await t.shop.sales.refund(orderId, { adjustmentPositive: placed.totals.grandTotal + 1 }, staff)).toEqual({ kind: 'refused', message: `The most money available to refund is $${(placed.totals.grandTotal / 100).toFixed(2)}.` });
    expect(await t.shop.sales.refund(orderId, {}, staff)).toEqual({ kind: 'refused', message: "The credit memo's total must be positive." });

    const first = await t.shop.sales.refund(orderId, { items: [{ orderItemId: line.id, qty: 1, backToStock: true }], adjustmentNegative: 100, comment: 'One returned.' }, staff);
    expect(first).toMatchObject({ kind: 'done', incrementId: expect.stringMatching(/^\d{9}$/) });
    expect((await stockOf(a!.id)).qty).toBe(stock + 1);
    let order = await detail(orderId);
    const firstAmount = 2000 + line.taxAmount / 2 - 100;
    expect(order.creditmemos[0]).toMatchObject({ grandTotal: Math.floor(firstAmount), adjustmentNegative: 100, comment: 'One returned.', items: [expect.objectContaining({ qty: 1, backToStock: true })] });
    expect(order.status).toBe('processing');
    expect(order.history[0]!.comment).toMatch(/^We refunded \$\d+\.\d\d online\. Transaction ID: "offline-refund-/);

    const left = order.totals.paid - order.totals.refunded;
    expect((await t.shop.sales.refund(orderId, { items: [{ orderItemId: line.id, qty: 1, backToStock: false }], shipping: placed.totals.shipping, adjustmentPositive: left - (order.items[0]!.rowTotal / 2 + (line.taxAmount - Math.floor(line.taxAmount / 2)) + placed.totals.shipping) }, staff)).kind).toBe('done');
    order = await detail(orderId);
    expect(order.totals.refunded).toBe(order.totals.paid);
    expect(order.status).toBe('closed');
    expect(order.payment!.status).toBe('refunded');
    expect((await stockOf(a!.id)).qty).toBe(stock + 1);
    expect(order.actions).toEqual({ invoice: false, ship: false, cancel: false, creditmemo: false, comment: true });
    const capture = order.payment!.transactions.find((txn) => txn.type === 'capture')!;
    expect((await ledger(capture.txnId)).reduce((sum, row) => sum + row.amount, 0)).toBe(order.totals.paid);
  });
});

describe('comments and what the customer sees', () => {
  it('adds comments to the history; My Account sees only its own order, the documents and the comments meant for it', async () => {
    const client = await signedIn(t, DEMO_EMAIL);
    const [a] = await products(1);
    const orderId = await placeOrder([[a!.id, 1]], client);
    expect(await t.shop.sales.addComment(orderId, { comment: '   ', notify: false, visibleOnFront: false }, staff)).toEqual({ kind: 'refused', message: SALES_TEXTS.commentMissing });
    expect(await t.shop.sales.addComment(orderId, { comment: 'x', status: 'complete' }, staff)).toEqual({ kind: 'refused', message: SALES_TEXTS.statusNotAllowed });
    expect((await t.shop.sales.addComment(orderId, { comment: 'Packed with care.', notify: true, visibleOnFront: true }, staff)).kind).toBe('done');
    expect((await t.shop.sales.addComment(orderId, { comment: 'Staff only.' }, staff)).kind).toBe('done');
    await t.shop.sales.invoice(orderId, {}, staff);
    await t.shop.sales.ship(orderId, { tracks: [{ carrier: 'ups', title: 'UPS', number: '1Z1' }] }, staff);

    const order = await detail(orderId);
    expect(order.history.slice(2, 4)).toEqual([
      expect.objectContaining({ comment: 'Staff only.', isCustomerNotified: false, isVisibleOnFront: false, staff: { id: 7, name: 'Jane Admin' } }),
      expect.objectContaining({ comment: 'Packed with care.', isCustomerNotified: true, isVisibleOnFront: true }),
    ]);
    const owner = await customerId(t, DEMO_EMAIL);
    const documents = await t.shop.sales.documentsForCustomer(orderId, owner);
    expect(documents).toMatchObject({ invoices: [expect.objectContaining({ items: [expect.objectContaining({ qty: 1 })] })], shipments: [expect.objectContaining({ tracks: [expect.objectContaining({ number: '1Z1' })] })], creditmemos: [], comments: [{ comment: 'Packed with care.', createdAt: expect.any(String) }] });
    expect(JSON.stringify(documents)).not.toContain('offline-');
    expect(await t.shop.sales.documentsForCustomer(orderId, owner + 1)).toBeNull();
  });

  it('answers an unknown order with a refusal', async () => {
    for (const result of [await t.shop.sales.invoice(999_999, {}, staff), await t.shop.sales.cancel(999_999, staff), await t.shop.sales.refund(999_999, {}, staff), await t.shop.sales.ship(999_999, {}, staff)]) {
      expect(result).toEqual({ kind: 'refused', message: SALES_TEXTS.orderNotFound });
    }
    expect(await t.shop.sales.orderDetail(999_999)).toBeNull();
  });
});

describe('mails', () => {
  it('mails the invoice, shipment (carriers and numbers), credit memo and comment only when asked, and always the cancellation', async () => {
    const [a] = await products(1);
    const orderId = await placeOrder([[a!.id, 2]]);
    const { incrementId } = await detail(orderId);
    await t.shop.sales.addComment(orderId, { comment: 'Quiet note.' }, staff);
    await t.shop.sales.addComment(orderId, { comment: 'We are on it.', notify: true }, staff);
    await t.shop.sales.invoice(orderId, { notify: true, comment: 'Paid, thank you.' }, staff);
    await t.shop.sales.ship(orderId, { notify: true, tracks: [{ carrier: 'ups', title: 'United Parcel Service', number: '1Z999AA1' }] }, staff);
    await t.shop.sales.refund(orderId, { adjustmentPositive: 500, notify: true }, staff);

    const [update] = await mailsOf(orderId, 'sales_order_comment');
    expect(await mailsOf(orderId, 'sales_order_comment')).toHaveLength(1);
    expect(update).toMatchObject({ recipient: 'sales.buyer@example.com', subject: 'Update to your Main Website Store order' });
    expect(update!.body).toContain('We are on it.');
    const [invoiceMail] = await mailsOf(orderId, 'sales_invoice');
    expect(invoiceMail!.subject).toBe('Invoice for your Main Website Store order');
    for (const part of [invoiceMail!.body, invoiceMail!.html!.replaceAll('<!-- -->', '')]) {
      expect(part.toLowerCase()).toContain(`for order #${incrementId}`);
      expect(part).toContain('Paid, thank you.');
      expect(part).toContain(a!.name);
    }
    const [shipmentMail] = await mailsOf(orderId, 'sales_shipment');
    expect(shipmentMail!.subject).toBe('Your Main Website Store order has shipped');
    expect(shipmentMail!.body).toMatch(/United Parcel Service\s+1Z999AA1/);
    const [memoMail] = await mailsOf(orderId, 'sales_creditmemo');
    expect(memoMail!.subject).toBe('Credit memo for your Main Website Store order');
    expect(memoMail!.body).toMatch(/Adjustment Refund\s+\$5\.00/);

    const [b] = await products(1);
    const canceledId = await placeOrder([[b!.id, 1]]);
    await t.shop.sales.cancel(canceledId, staff);
    const [canceled] = await mailsOf(canceledId, 'sales_order_canceled');
    expect(canceled!.body).toContain('has been updated with a status of Canceled.');
  });
});

describe('two staff acting on one order at once', () => {
  it('makes one invoice and one capture of concurrent invoices', async () => {
    const [a] = await products(1);
    const orderId = await placeOrder([[a!.id, 2]]);
    const results = await Promise.all(Array.from({ length: 6 }, () => t.shop.sales.invoice(orderId, {}, staff)));
    expect(results.filter((result) => result.kind === 'done')).toHaveLength(1);
    for (const result of results.filter((r) => r.kind === 'refused')) expect([SALES_TEXTS.inProgress, SALES_TEXTS.invoiceNotAllowed]).toContain(result.message);
    const order = await detail(orderId);
    expect(order.invoices).toHaveLength(1);
    expect(await ledger(order.payment!.transactions[0]!.txnId)).toHaveLength(1);
    expect(order.totals.paid).toBe(order.totals.grandTotal);
  });

  it('never refunds more than was captured, however many credit memos are asked at once', async () => {
    const [a] = await products(1);
    const orderId = await placeOrder([[a!.id, 2]]);
    await t.shop.sales.invoice(orderId, {}, staff);
    const paid = (await detail(orderId)).totals.paid;
    // Two shares fit in what was paid, a third does not.
    const share = Math.floor(paid / 3) + 1;
    const results: { kind: string }[] = [];
    // Waves of concurrent refunds until the money is gone: each wave may pass at most one.
    for (let wave = 0; wave < 6; wave += 1) results.push(...(await Promise.all(Array.from({ length: 4 }, () => t.shop.sales.refund(orderId, { adjustmentPositive: share }, staff)))));
    const order = await detail(orderId);
    expect(order.totals.refunded).toBeLessThanOrEqual(paid);
    expect(order.creditmemos.reduce((sum, memo) => sum + memo.grandTotal, 0)).toBe(order.totals.refunded);
    expect(order.creditmemos).toHaveLength(2);
    expect(results.filter((result) => result.kind === 'done')).toHaveLength(2);
    const capture = order.payment!.transactions.find((txn) => txn.type === 'capture')!;
    expect((await ledger(capture.txnId)).reduce((sum, row) => sum + row.amount, 0)).toBe(order.totals.refunded);
  });

  it('voids once and returns the stock once of concurrent cancels', async () => {
    const [a] = await products(1, { qty: 10 });
    const orderId = await placeOrder([[a!.id, 3]]);
    const results = await Promise.all(Array.from({ length: 6 }, () => t.shop.sales.cancel(orderId, staff)));
    expect(results.filter((result) => result.kind === 'done')).toHaveLength(1);
    expect((await stockOf(a!.id)).qty).toBe(10);
    const order = await detail(orderId);
    expect(order.payment!.transactions.filter((txn) => txn.type === 'void')).toHaveLength(1);
    expect(await ledger(order.payment!.transactions[0]!.txnId)).toEqual([expect.objectContaining({ kind: 'void' })]);
  });

  it('refuses other actions while one waits for the gateway', async () => {
    const [a] = await products(1);
    const orderId = await placeOrder([[a!.id, 1]]);
    const gateway = t.shop.payments[0]!;
    const capture = gateway.capture;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    gateway.capture = async (id, amount) => {
      entered();
      await held;
      return capture.call(gateway, id, amount);
    };
    try {
      const invoicing = t.shop.sales.invoice(orderId, {}, staff);
      await inside;
      expect((await detail(orderId)).actionInProgress).toBe(true);
      expect(await t.shop.sales.cancel(orderId, staff)).toEqual({ kind: 'refused', message: SALES_TEXTS.inProgress });
      expect(await t.shop.sales.ship(orderId, {}, staff)).toEqual({ kind: 'refused', message: SALES_TEXTS.inProgress });
      // A comment does not wait for the gateway.
      expect((await t.shop.sales.addComment(orderId, { comment: 'Called the customer.' }, staff)).kind).toBe('done');
      release();
      expect((await invoicing).kind).toBe('done');
    } finally {
      gateway.capture = capture;
      release();
    }
    expect((await detail(orderId)).actionInProgress).toBe(false);
    const [claim] = await t.shop.db.select().from(s.orderStatusHistory).where(and(eq(s.orderStatusHistory.orderId, orderId), eq(s.orderStatusHistory.comment, 'Called the customer.')));
    expect(claim).toBeDefined();
  });
});
