// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  afterCancel,
  allocate,
  canCancel,
  canCreditmemo,
  canInvoice,
  canShip,
  creditmemoProblem,
  creditmemoTotals,
  discountShare,
  invoiceTotals,
  lineTaxes,
  maxRefundable,
  qtyToCancel,
  qtyToInvoice,
  qtyToRefund,
  qtyToShip,
  refundPlan,
  settledStatus,
  unitsShare,
  type PricedItem,
  type SalesOrderStatus,
} from './model';
import { line, order, usd } from './model.fixtures';

// The order state machine at its edges: each rule's condition on its own, each quantity at zero.

describe('the quantities left', () => {
  it('counts units still to bill, ship, refund and cancel, never below zero', () => {
    const item = line(5, { invoiced: 2, shipped: 1, refunded: 1, canceled: 1 });
    expect(qtyToInvoice(item)).toBe(2);
    expect(qtyToShip(item)).toBe(2);
    expect(qtyToRefund(item)).toBe(1);
    expect(qtyToCancel(item)).toBe(2);
    const over = line(1, { invoiced: 2, shipped: 2, refunded: 3, canceled: 1 });
    expect([qtyToInvoice(over), qtyToShip(over), qtyToRefund(over), qtyToCancel(over)]).toEqual([0, 0, 0, 0]);
  });

  it('cancels the smaller of what is left to bill and to ship', () => {
    expect(qtyToCancel(line(4, { invoiced: 1, shipped: 3 }))).toBe(1);
    expect(qtyToCancel(line(4, { invoiced: 3, shipped: 1 }))).toBe(1);
  });
});

describe('each action on its own condition', () => {
  const statuses: SalesOrderStatus[] = ['pending', 'processing', 'complete', 'canceled', 'closed'];

  it('invoices and cancels only open orders with a unit left to bill', () => {
    const allowed = statuses.filter((status) => canInvoice(order([line(1)], { status })));
    expect(allowed).toEqual(['pending', 'processing']);
    expect(statuses.filter((status) => canCancel(order([line(1)], { status })))).toEqual(['pending', 'processing']);
    expect(canInvoice(order([line(1, { invoiced: 1 })]))).toBe(false);
    expect(canCancel(order([line(1, { canceled: 1 })]))).toBe(false);
    expect(canInvoice(order([line(1, { invoiced: 1 }), line(1)]))).toBe(true);
    expect(canCancel(order([line(1, { invoiced: 1 }), line(1)]))).toBe(true);
    expect(canInvoice(order([]))).toBe(false);
  });

  it('ships every order but canceled and closed ones, while a unit is left to send', () => {
    expect(statuses.filter((status) => canShip(order([line(1)], { status })))).toEqual(['pending', 'processing', 'complete']);
    expect(canShip(order([line(1, { shipped: 1 })]))).toBe(false);
    expect(canShip(order([line(1, { shipped: 1 }), line(1)]))).toBe(true);
  });

  it('credits every order but canceled and closed ones, while captured money is left', () => {
    const paid = { paid: 100, refunded: 0 };
    expect(statuses.filter((status) => canCreditmemo(order([line(1)], { status, ...paid })))).toEqual(['pending', 'processing', 'complete']);
    expect(canCreditmemo(order([line(1)], { paid: 100, refunded: 99 }))).toBe(true);
    expect(canCreditmemo(order([line(1)], { paid: 100, refunded: 100 }))).toBe(false);
  });

  it('allows none of them while the gateway holds the order', () => {
    const busy = order([line(1)], { paid: 100, actionInProgress: true });
    expect([canInvoice(busy), canShip(busy), canCancel(busy), canCreditmemo(busy)]).toEqual([false, false, false, false]);
  });
});

describe('the status an order settles in, at its edges', () => {
  it('keeps a canceled order canceled whatever its lines', () => {
    expect(settledStatus(order([line(1, { invoiced: 1, shipped: 1 })], { status: 'canceled', paid: 10 }))).toBe('canceled');
  });

  it('turns a pending order processing once something is shipped, even unbilled', () => {
    expect(settledStatus(order([line(2, { shipped: 1 })], { status: 'pending' }))).toBe('processing');
  });

  it('turns a pending order processing once any one of its lines is billed', () => {
    expect(settledStatus(order([line(1, { invoiced: 1 }), line(1)], { status: 'pending', paid: 10 }))).toBe('processing');
  });

  it('keeps an order processing while a unit is left to bill, even with nothing left to ship or credit', () => {
    expect(settledStatus(order([line(2, { invoiced: 1, shipped: 2 })]))).toBe('processing');
  });

  it('keeps a complete order complete when a unit is still to ship (only a pending order turns processing)', () => {
    expect(settledStatus(order([line(2, { invoiced: 2, shipped: 1 })], { status: 'complete', paid: 10 }))).toBe('complete');
  });

  it('decides as if no action held the order (the settling action is the one holding it)', () => {
    expect(settledStatus(order([line(2, { invoiced: 2, shipped: 2 })], { paid: 10, actionInProgress: true }))).toBe('complete');
    expect(settledStatus(order([line(2, { invoiced: 2, shipped: 2, refunded: 2 })], { paid: 10, refunded: 10, actionInProgress: true }))).toBe('closed');
  });

  it('closes a complete order once everything is given back, and keeps it complete while money is left', () => {
    expect(settledStatus(order([line(1, { invoiced: 1, shipped: 1, refunded: 1 })], { status: 'complete', paid: 10, refunded: 10 }))).toBe('closed');
    expect(settledStatus(order([line(1, { invoiced: 1, shipped: 1 })], { status: 'complete', paid: 10, refunded: 9 }))).toBe('complete');
  });

  it('keeps a fully billed order processing while something is left to ship, even with nothing to credit', () => {
    expect(settledStatus(order([line(2, { invoiced: 2, shipped: 1 })], { paid: 10, refunded: 10 }))).toBe('processing');
  });

  it('leaves a pending order with nothing billed or shipped pending, and a closed one closed', () => {
    expect(settledStatus(order([line(1, { canceled: 1 })], { status: 'pending' }))).toBe('pending');
    expect(settledStatus(order([line(1, { invoiced: 1, shipped: 1 })], { status: 'closed', paid: 10, refunded: 10 }))).toBe('closed');
  });

  it('after a cancel, keeps what was billed and lets a billed but unshipped order go on processing', () => {
    const result = afterCancel(order([line(3, { invoiced: 2, canceled: 0 })], { paid: 100 }));
    expect(result.items).toEqual([{ ordered: 3, invoiced: 2, shipped: 0, refunded: 0, canceled: 1 }]);
    expect(result.status).toBe('processing');
  });

  it('cancels an order whose billed units were all given back', () => {
    expect(afterCancel(order([line(2, { invoiced: 1, refunded: 1 })], { paid: 100, refunded: 100 })).status).toBe('canceled');
  });

  it('closes a canceled-in-part order whose billed units were sent and all money given back', () => {
    const result = afterCancel(order([line(2, { invoiced: 1, shipped: 1 })], { paid: 100, refunded: 100 }));
    expect(result.status).toBe('closed');
  });
});

describe('money at its edges', () => {
  it('allocates nothing over no weights, and ignores negative weights', () => {
    expect(allocate(100, [])).toEqual([]);
    expect(allocate(10, [-5, 1])).toEqual([0, 10]);
    expect(allocate(9, [-1, -1, -1])).toEqual([3, 3, 3]);
  });

  it('gives the remainder to the largest fractions first, ties to the earlier line', () => {
    expect(allocate(10, [1, 2])).toEqual([3, 7]);
    expect(allocate(10, [2, 1])).toEqual([7, 3]);
    expect(allocate(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(allocate(5, [1, 3, 3])).toEqual([1, 2, 2]);
    expect(allocate(1, [1, 1, 2])).toEqual([0, 0, 1]);
  });

  it('shares nothing of a line with no units ordered or none in the document', () => {
    expect(unitsShare(1000, 0, 0, 1)).toBe(0);
    expect(unitsShare(1000, 2, 0, 0)).toBe(0);
    expect(unitsShare(1000, 2, 0, -1)).toBe(0);
    expect(unitsShare(1000, 2, 1, 5)).toBe(500);
  });

  it("splits the order's tax when the lines carry none, or carry amounts that do not add up", () => {
    expect(lineTaxes(0, [{ rowTotal: 100, taxAmount: 0 }])).toEqual([0]);
    expect(lineTaxes(100, [{ rowTotal: 300, taxAmount: 90 }, { rowTotal: 100, taxAmount: 0 }])).toEqual([75, 25]);
  });

  it('carries what is left of the discount, up to the subtotal, never below zero', () => {
    expect(discountShare(500, 300)).toBe(300);
    expect(discountShare(200, 300)).toBe(200);
    expect(discountShare(-5, 300)).toBe(0);
  });

  const items: PricedItem[] = [
    { orderItemId: 1, ordered: 2, invoiced: 0, shipped: 0, refunded: 0, canceled: 0, price: 1000, rowTotal: 2000, tax: 100 },
    { orderItemId: 2, ordered: 1, invoiced: 1, shipped: 0, refunded: 0, canceled: 0, price: 500, rowTotal: 500, tax: 40 },
  ];

  it('prices an invoice line by line, without the lines asked for no units, and takes the discount off', () => {
    const invoice = invoiceTotals(items, new Map([[1, 1], [2, 0]]), { amount: 700, invoicedBefore: false }, 300);
    expect(invoice).toEqual({
      lines: [{ orderItemId: 1, qty: 1, price: 1000, rowTotal: 1000, taxAmount: 50 }],
      subtotal: 1000,
      taxAmount: 50,
      shippingAmount: 700,
      discountAmount: 300,
      grandTotal: 1000 + 50 + 700 - 300,
    });
    expect(invoiceTotals(items, new Map(), { amount: 700, invoicedBefore: true })).toEqual({ lines: [], subtotal: 0, taxAmount: 0, shippingAmount: 0, discountAmount: 0, grandTotal: 0 });
  });

  it('prices a credit memo from the units already refunded, with the discount and adjustments', () => {
    const refunded = items.map((item) => ({ ...item, invoiced: item.ordered, refunded: item.orderItemId === 1 ? 1 : 0 }));
    const memo = creditmemoTotals(refunded, new Map([[1, 1], [2, 1]]), { shipping: 0, adjustmentPositive: 0, adjustmentNegative: 0 }, 200);
    expect(memo).toEqual({
      lines: [
        { orderItemId: 1, qty: 1, price: 1000, rowTotal: 1000, taxAmount: 50 },
        { orderItemId: 2, qty: 1, price: 500, rowTotal: 500, taxAmount: 40 },
      ],
      subtotal: 1500,
      taxAmount: 90,
      shippingAmount: 0,
      discountAmount: 200,
      shipping: 0,
      adjustmentPositive: 0,
      adjustmentNegative: 0,
      grandTotal: 1500 + 90 - 200,
    });
    expect(creditmemoTotals(refunded, new Map([[1, 0]]), { shipping: 100, adjustmentPositive: 0, adjustmentNegative: 0 }).lines).toEqual([]);
  });

  it('refunds at most what was captured and not given back', () => {
    expect(maxRefundable({ paid: 1000, refunded: 400 })).toBe(600);
    expect(maxRefundable({ paid: 1000, refunded: 1200 })).toBe(0);
  });

  it('accepts a credit memo exactly at its limits, and refuses one a unit over', () => {
    const limits = { paid: 1000, refunded: 0, shippingRefundable: 300 };
    expect(creditmemoProblem({ grandTotal: 1000, shippingAmount: 300 }, limits, usd)).toBeNull();
    expect(creditmemoProblem({ grandTotal: 1, shippingAmount: 0 }, limits, usd)).toBeNull();
    expect(creditmemoProblem({ grandTotal: 1001, shippingAmount: 0 }, limits, usd)).toBe('The most money available to refund is $10.00.');
    expect(creditmemoProblem({ grandTotal: 500, shippingAmount: 301 }, limits, usd)).toBe('Maximum shipping amount allowed to refund is: $3.00');
    expect(creditmemoProblem({ grandTotal: -1, shippingAmount: 0 }, limits, usd)).toBe("The credit memo's total must be positive.");
  });

  it('plans nothing for no amount, skips used-up captures, and takes a capture exactly', () => {
    const captures = [{ id: 'a', refundable: 0 }, { id: 'b', refundable: 500 }, { id: 'c', refundable: 500 }];
    expect(refundPlan(captures, 0)).toEqual([]);
    expect(refundPlan(captures, 500)?.map(({ capture, amount }) => [capture.id, amount])).toEqual([['b', 500]]);
    expect(refundPlan(captures, 1000)?.map(({ capture, amount }) => [capture.id, amount])).toEqual([['b', 500], ['c', 500]]);
    expect(refundPlan(captures, 1001)).toBeNull();
  });
});
