// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cartTotals, FLAT_RATE, FREE_SHIPPING, shippingMethods, shippingTitle, type TotalsInput } from './totals';

// Checkout's totals (minor units): Flat Rate $5.00 per item, Free Shipping from $50.00.
const rates = { flatRatePerItem: 500, freeShippingThreshold: 5000 };
const flat = (amount: number) => ({ ...FLAT_RATE, amount });
const free = { ...FREE_SHIPPING, amount: 0 };
const input = (more: Partial<TotalsInput> = {}): TotalsInput => ({
  lines: [
    { qty: 2, rowTotal: 2000 },
    { qty: 1, rowTotal: 1500 },
  ],
  countryId: 'US',
  rates,
  discount: null,
  taxRate: '8.25',
  ...more,
});

describe('the shipping methods offered', () => {
  it('offers Flat Rate per item, and Free Shipping from exactly the threshold, cheapest first', () => {
    expect(shippingMethods(3, 4999, 'US', rates)).toEqual([flat(1500)]);
    expect(shippingMethods(3, 5000, 'US', rates)).toEqual([free, flat(1500)]);
  });

  it('offers nothing to a country not listed, or for no items', () => {
    expect(shippingMethods(1, 9000, 'XX', rates)).toEqual([]);
    expect(shippingMethods(0, 9000, 'US', rates)).toEqual([]);
  });

  it('orders methods of the same price by code', () => {
    expect(shippingMethods(2, 5000, 'US', { flatRatePerItem: 0, freeShippingThreshold: 0 }).map((method) => method.code)).toEqual(['flatrate_flatrate', 'freeshipping_freeshipping']);
  });

  it("titles a method by its carrier and its method's names", () => {
    expect(shippingTitle(flat(500))).toBe('Flat Rate - Fixed');
  });
});

describe("checkout's totals", () => {
  it('adds the lines, the cheapest method and the tax on the subtotal into the grand total', () => {
    expect(cartTotals(input())).toEqual({
      itemsQty: 3,
      subtotal: 3500,
      discount: 0,
      methods: [flat(1500)],
      selected: flat(1500),
      shipping: 1500,
      tax: 289, // 8.25 % of 35.00 = 2.8875
      grandTotal: 3500 + 1500 + 289,
    });
  });

  it('uses the chosen method when it is offered, else the cheapest', () => {
    const rich = input({ lines: [{ qty: 1, rowTotal: 6000 }] });
    expect(cartTotals({ ...rich, chosen: 'flatrate_flatrate' })).toMatchObject({ selected: flat(500), shipping: 500, grandTotal: 6000 + 500 + 495 });
    expect(cartTotals({ ...rich, chosen: 'tablerate_bestway' })).toMatchObject({ selected: free, shipping: 0, grandTotal: 6000 + 495 });
  });

  it('takes a discount off before tax, and reads Free Shipping’s threshold after it', () => {
    const totals = cartTotals(input({ lines: [{ qty: 1, rowTotal: 5200 }], discount: { amount: 300, freeShipping: false } }));
    expect(totals).toMatchObject({ subtotal: 5200, discount: 300, methods: [flat(500)], shipping: 500, tax: 404 });
    expect(totals.grandTotal).toBe(5200 - 300 + 500 + 404);
  });

  it('makes every method free with a free shipping code', () => {
    const totals = cartTotals(input({ discount: { amount: 0, freeShipping: true } }));
    expect(totals).toMatchObject({ methods: [{ ...FLAT_RATE, amount: 0 }], shipping: 0, grandTotal: 3500 + 289 });
  });

  it('has no method and no shipping for a destination without one, and no tax at a rate of 0', () => {
    expect(cartTotals(input({ countryId: 'XX', taxRate: '0' }))).toMatchObject({ methods: [], selected: null, shipping: 0, tax: 0, grandTotal: 3500 });
  });
});
