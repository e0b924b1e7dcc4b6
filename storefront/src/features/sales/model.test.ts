import { describe, expect, it } from 'vitest';
import {
  afterCancel,
  allocate,
  allowedActions,
  creditmemoProblem,
  creditmemoTotals,
  invoiceTotals,
  lineTaxes,
  refundPlan,
  settledStatus,
  unitsShare,
  type PricedItem,
} from './model';
import { line, order, usd } from './model.fixtures';


describe('which actions an order allows', () => {
  it('offers invoice, ship and cancel on a placed order, and no credit memo before money is captured', () => {
    expect(allowedActions(order([line(2)]))).toEqual({ invoice: true, ship: true, cancel: true, creditmemo: false, comment: true });
  });

  it('offers ship and credit memo, not invoice or cancel, once everything is billed', () => {
    expect(allowedActions(order([line(2, { invoiced: 2 })], { paid: 3000 }))).toEqual({ invoice: false, ship: true, cancel: false, creditmemo: true, comment: true });
  });

  it('still cancels a partly billed order', () => {
    expect(allowedActions(order([line(2, { invoiced: 1 }), line(1)], { paid: 1000 })).cancel).toBe(true);
  });

  it('offers only the comment while an action waits for the gateway', () => {
    expect(allowedActions(order([line(2)], { actionInProgress: true }))).toEqual({ invoice: false, ship: false, cancel: false, creditmemo: false, comment: true });
  });

  it('offers only the comment on canceled and closed orders', () => {
    for (const status of ['canceled', 'closed'] as const) {
      expect(allowedActions(order([line(1, { invoiced: 1 })], { status, paid: 500 }))).toEqual({ invoice: false, ship: false, cancel: false, creditmemo: false, comment: true });
    }
  });

  it('does not ship what was refunded', () => {
    expect(allowedActions(order([line(2, { invoiced: 2, refunded: 2 })], { paid: 100, refunded: 100, status: 'processing' })).ship).toBe(false);
  });
});

describe('the status an order settles in', () => {
  it('stays processing while something is left to bill or to ship', () => {
    expect(settledStatus(order([line(2, { invoiced: 1 })], { paid: 1 }))).toBe('processing');
    expect(settledStatus(order([line(2, { invoiced: 2 })], { paid: 1 }))).toBe('processing');
  });

  it('turns a pending order processing once something is billed', () => {
    expect(settledStatus(order([line(2, { invoiced: 1 })], { status: 'pending', paid: 1 }))).toBe('processing');
    expect(settledStatus(order([line(2)], { status: 'pending' }))).toBe('pending');
  });

  it('is complete when everything is billed and shipped', () => {
    expect(settledStatus(order([line(2, { invoiced: 2, shipped: 2 })], { paid: 10 }))).toBe('complete');
  });

  it('is closed when everything billed was given back and nothing is left to ship', () => {
    expect(settledStatus(order([line(2, { invoiced: 2, shipped: 2, refunded: 2 })], { status: 'complete', paid: 10, refunded: 10 }))).toBe('closed');
    expect(settledStatus(order([line(2, { invoiced: 2, refunded: 2 })], { paid: 10, refunded: 10 }))).toBe('closed');
  });

  it('stays complete after a partial refund', () => {
    expect(settledStatus(order([line(2, { invoiced: 2, shipped: 2, refunded: 1 })], { status: 'complete', paid: 10, refunded: 5 }))).toBe('complete');
  });

  it('cancels an unbilled order, and keeps a partly billed one processing for what was billed', () => {
    const canceled = afterCancel(order([line(2), line(1)]));
    expect(canceled.status).toBe('canceled');
    expect(canceled.items.map((item) => item.canceled)).toEqual([2, 1]);

    const partly = afterCancel(order([line(2, { invoiced: 1 }), line(1)], { paid: 1000 }));
    expect(partly.items.map((item) => item.canceled)).toEqual([1, 1]);
    expect(partly.status).toBe('processing');

    const shipped = afterCancel(order([line(2, { invoiced: 1, shipped: 1 }), line(1)], { paid: 1000 }));
    expect(shipped.status).toBe('complete');
  });
});

describe('money in minor units', () => {
  it('allocates a total exactly by weight, the remainder to the largest fractions', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(825, [1999, 4500, 0])).toEqual([254, 571, 0]);
    expect(allocate(7, [0, 0])).toEqual([4, 3]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
  });

  it('shares a line over units so any split sums to the whole', () => {
    const total = 1001;
    const parts = [unitsShare(total, 3, 0, 1), unitsShare(total, 3, 1, 1), unitsShare(total, 3, 2, 1)];
    expect(parts).toEqual([333, 334, 334]);
    expect(parts.reduce((a, b) => a + b)).toBe(total);
    expect(unitsShare(total, 3, 0, 2) + unitsShare(total, 3, 2, 1)).toBe(total);
  });

  it("uses the lines' own tax when it adds up, else splits the order's tax by row total", () => {
    expect(lineTaxes(100, [{ rowTotal: 1000, taxAmount: 60 }, { rowTotal: 1000, taxAmount: 40 }])).toEqual([60, 40]);
    expect(lineTaxes(101, [{ rowTotal: 1000, taxAmount: 0 }, { rowTotal: 1000, taxAmount: 0 }])).toEqual([51, 50]);
  });

  const items: PricedItem[] = [
    { orderItemId: 1, ordered: 3, invoiced: 0, shipped: 0, refunded: 0, canceled: 0, price: 1999, rowTotal: 5997, tax: 495 },
    { orderItemId: 2, ordered: 1, invoiced: 0, shipped: 0, refunded: 0, canceled: 0, price: 4500, rowTotal: 4500, tax: 371 },
  ];

  it('bills shipping on the first invoice only, and invoices add up to the order', () => {
    const first = invoiceTotals(items, new Map([[1, 2]]), { amount: 2000, invoicedBefore: false });
    expect(first).toMatchObject({ subtotal: 3998, taxAmount: 330, shippingAmount: 2000, grandTotal: 6328 });
    const after = items.map((item) => (item.orderItemId === 1 ? { ...item, invoiced: 2 } : item));
    const second = invoiceTotals(after, new Map([[1, 1], [2, 1]]), { amount: 2000, invoicedBefore: true });
    expect(second).toMatchObject({ subtotal: 1999 + 4500, taxAmount: 165 + 371, shippingAmount: 0 });
    expect(first.grandTotal + second.grandTotal).toBe(5997 + 4500 + 495 + 371 + 2000);
  });

  it('credits lines, shipping and adjustments, and refuses more than was paid', () => {
    const memo = creditmemoTotals(items.map((item) => ({ ...item, invoiced: item.ordered })), new Map([[1, 1]]), { shipping: 500, adjustmentPositive: 100, adjustmentNegative: 300 });
    expect(memo).toMatchObject({ subtotal: 1999, taxAmount: 165, shippingAmount: 500, grandTotal: 1999 + 165 + 500 + 100 - 300 });
    expect(creditmemoProblem(memo, { paid: 13363, refunded: 0, shippingRefundable: 2000 }, usd)).toBeNull();
    expect(creditmemoProblem(memo, { paid: 13363, refunded: 12000, shippingRefundable: 2000 }, usd)).toBe('The most money available to refund is $13.63.');
    expect(creditmemoProblem({ ...memo, shippingAmount: 2500 }, { paid: 13363, refunded: 0, shippingRefundable: 2000 }, usd)).toBe('Maximum shipping amount allowed to refund is: $20.00');
    expect(creditmemoProblem({ grandTotal: 0, shippingAmount: 0 }, { paid: 1, refunded: 0, shippingRefundable: 0 }, usd)).toBe("The credit memo's total must be positive.");
  });

  it('splits a refund over the captures, oldest first', () => {
    const captures = [{ id: 'a', refundable: 1000 }, { id: 'b', refundable: 500 }];
    expect(refundPlan(captures, 1200)?.map(({ capture, amount }) => [capture.id, amount])).toEqual([['a', 1000], ['b', 200]]);
    expect(refundPlan(captures, 1501)).toBeNull();
  });
});
