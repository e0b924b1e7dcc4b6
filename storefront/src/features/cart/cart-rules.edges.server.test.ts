import { describe, expect, it } from 'vitest';
import { cartLinesFull, decideLineChange, largestAllowedQty, MAX_CART_LINES, outOfStock, qtyError, qtyNotAvailable, type QtyRules } from './cart-rules.server';

// The cart's quantity rules at their edges: each limit exactly at its value and one past it.
const open: QtyRules = { stock: 10, isInStock: true, min: 1, max: 100, increments: 1 };

describe('qtyError at each limit', () => {
  it('accepts the minimum, the maximum and the whole stock, and refuses one past each', () => {
    expect(qtyError(3, { ...open, min: 3 })).toBeNull();
    expect(qtyError(2, { ...open, min: 3 })).toBe('The fewest you may purchase is 3.');
    expect(qtyError(5, { ...open, max: 5 })).toBeNull();
    expect(qtyError(6, { ...open, max: 5 })).toBe('The maximum you may purchase is 5.');
    expect(qtyError(10, open)).toBeNull();
    expect(qtyError(11, open)).toBe('The requested qty is not available. Only 10 left.');
  });

  it('refuses what is not a number above 0, and an out-of-stock product with stock on hand', () => {
    expect(qtyError(Number.NaN, open)).toBe('Please enter a quantity greater than 0.');
    expect(qtyError(1, { ...open, isInStock: false })).toBe(outOfStock());
    expect(qtyError(1, { ...open, stock: -1 })).toBe(outOfStock());
    expect(qtyError(1, { ...open, stock: 1 })).toBeNull();
  });

  it('checks increments only above 1', () => {
    expect(qtyError(3, { ...open, increments: 1 })).toBeNull();
    expect(qtyError(3, { ...open, increments: 0 })).toBeNull();
    expect(qtyError(6, { ...open, increments: 3 })).toBeNull();
    expect(qtyError(4, { ...open, increments: 3 })).toBe('You can buy this product only in quantities of 3 at a time.');
  });

  it('names the quantity left', () => {
    expect(qtyNotAvailable(3)).toBe('The requested qty is not available. Only 3 left.');
  });
});

describe('largestAllowedQty at each limit', () => {
  it('keeps the wanted quantity when every rule allows it, and caps it at the first limit reached', () => {
    expect(largestAllowedQty(4, open)).toBe(4);
    expect(largestAllowedQty(12, open)).toBe(10);
    expect(largestAllowedQty(12, { ...open, max: 7 })).toBe(7);
    expect(largestAllowedQty(12, { ...open, stock: 9, increments: 4 })).toBe(8);
    expect(largestAllowedQty(8, { ...open, increments: 0 })).toBe(8);
  });

  it('gives exactly the minimum, and 0 just under it, for nothing in stock or nothing wanted', () => {
    expect(largestAllowedQty(3, { ...open, min: 3 })).toBe(3);
    expect(largestAllowedQty(2, { ...open, min: 3 })).toBe(0);
    expect(largestAllowedQty(5, { ...open, stock: 0 })).toBe(0);
    expect(largestAllowedQty(5, { ...open, isInStock: false })).toBe(0);
    expect(largestAllowedQty(0, { ...open, min: 0 })).toBe(0);
    expect(largestAllowedQty(1, { ...open, increments: 2, min: 0 })).toBe(0);
  });
});

describe('decideLineChange at its edges', () => {
  it('accepts the largest safe whole number as a request (the rules then speak)', () => {
    expect(decideLineChange({ mode: 'set', requested: Number.MAX_SAFE_INTEGER, current: 0, rules: open, lines: 0 })).toEqual({ ok: false, message: 'The maximum you may purchase is 100.' });
    expect(decideLineChange({ mode: 'set', requested: 1, current: 0, rules: open, lines: 0 })).toEqual({ ok: true, qty: 1, capped: false });
  });

  it('takes a new line up to the last free place, and refuses it at the limit', () => {
    expect(decideLineChange({ mode: 'add', requested: 1, current: 0, rules: open, lines: MAX_CART_LINES - 1 })).toEqual({ ok: true, qty: 1, capped: false });
    expect(decideLineChange({ mode: 'add', requested: 1, current: -1, rules: open, lines: MAX_CART_LINES })).toEqual({ ok: false, message: cartLinesFull() });
    expect(cartLinesFull()).toBe('A cart holds at most 100 different items.');
  });

  it('sets a line without adding what it holds', () => {
    expect(decideLineChange({ mode: 'set', requested: 10, current: 4, rules: open, lines: 1 })).toEqual({ ok: true, qty: 10, capped: false });
    expect(decideLineChange({ mode: 'add', requested: 7, current: 4, rules: open, lines: 1 })).toEqual({ ok: false, message: 'The requested qty is not available. Only 10 left.' });
  });

  it('when capping, refuses a new line that cannot hold the minimum with the rule it breaks, and says whether it capped', () => {
    expect(decideLineChange({ mode: 'add', requested: 5, current: 0, rules: { ...open, stock: 0 }, lines: 1, policy: 'cap' })).toEqual({ ok: false, message: outOfStock() });
    expect(decideLineChange({ mode: 'set', requested: 12, current: 0, rules: open, lines: 1, policy: 'cap' })).toEqual({ ok: true, qty: 10, capped: true });
    expect(decideLineChange({ mode: 'add', requested: 2, current: 10, rules: open, lines: 1, policy: 'cap' })).toEqual({ ok: true, qty: 10, capped: true });
    expect(decideLineChange({ mode: 'set', requested: 3, current: 3, rules: { ...open, min: 3, increments: 3 }, lines: 1, policy: 'cap' })).toEqual({ ok: true, qty: 3, capped: false });
  });

  it('when capping, keeps a line that already holds more than the stock as it is, without saying it capped', () => {
    expect(decideLineChange({ mode: 'set', requested: 12, current: 12, rules: open, lines: 1, policy: 'cap' })).toEqual({ ok: true, qty: 12, capped: false });
  });
});
