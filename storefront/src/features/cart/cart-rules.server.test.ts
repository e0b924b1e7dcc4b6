import { describe, expect, it } from 'vitest';
import { cartLinesFull, decideLineChange, largestAllowedQty, MAX_CART_LINES, qtyNotAvailable, qtyNotPositive, qtyError, type QtyRules } from './cart-rules.server';
import { inViewLanguage } from '../store-views/catalogues.server';
import { storeViews } from '../store-views/model';
import { COUPON_TEXTS } from '../coupons/model';

const rules: QtyRules = { stock: 10, isInStock: true, min: 2, max: 8, increments: 2 };

describe('qtyError', () => {
  it('accepts a quantity within every rule', () => {
    expect(qtyError(4, rules)).toBeNull();
    expect(qtyError(8, rules)).toBeNull();
  });

  it('names the first broken rule with the platform message', () => {
    expect(qtyError(0, rules)).toBe('Please enter a quantity greater than 0.');
    expect(qtyError(-3, rules)).toBe('Please enter a quantity greater than 0.');
    expect(qtyError(1, { ...rules, increments: 1 })).toBe('The fewest you may purchase is 2.');
    expect(qtyError(9, { ...rules, increments: 1 })).toBe('The maximum you may purchase is 8.');
    expect(qtyError(5, rules)).toBe('You can buy this product only in quantities of 2 at a time.');
    expect(qtyError(8, { ...rules, stock: 6 })).toBe('The requested qty is not available. Only 6 left.');
  });

  it('reports an out-of-stock product before any quantity rule', () => {
    expect(qtyError(4, { ...rules, isInStock: false })).toBe('This product is out of stock.');
    expect(qtyError(4, { ...rules, stock: 0 })).toBe('This product is out of stock.');
  });
});

describe('largestAllowedQty', () => {
  it('caps a wanted quantity to the stock, the maximum and whole increments', () => {
    expect(largestAllowedQty(6, rules)).toBe(6);
    expect(largestAllowedQty(12, rules)).toBe(8);
    expect(largestAllowedQty(12, { ...rules, stock: 7 })).toBe(6);
    expect(largestAllowedQty(5, { ...rules, increments: 1 })).toBe(5);
  });

  it('is 0 when not even the minimum can stay', () => {
    expect(largestAllowedQty(4, { ...rules, stock: 1 })).toBe(0);
    expect(largestAllowedQty(4, { ...rules, isInStock: false })).toBe(0);
  });
});

describe('decideLineChange', () => {
  const open: QtyRules = { stock: 10, isInStock: true, min: 1, max: 100, increments: 1 };

  it('adds to a line or sets it, within the rules', () => {
    expect(decideLineChange({ mode: 'add', requested: 2, current: 3, rules: open, lines: 1 })).toEqual({ ok: true, qty: 5, capped: false });
    expect(decideLineChange({ mode: 'set', requested: 2, current: 3, rules: open, lines: 1 })).toEqual({ ok: true, qty: 2, capped: false });
    expect(decideLineChange({ mode: 'add', requested: 8, current: 3, rules: open, lines: 1 })).toEqual({ ok: false, message: 'The requested qty is not available. Only 10 left.' });
  });

  it('refuses a request that is not a whole number above 0, whatever the line holds', () => {
    for (const requested of [-5, 0, 1.5, Number.NaN, 2 ** 53]) {
      for (const mode of ['add', 'set'] as const) {
        expect(decideLineChange({ mode, requested, current: 8, rules: open, lines: 1, policy: 'cap' })).toEqual({ ok: false, message: qtyNotPositive() });
      }
    }
  });

  it('refuses a new line in a full cart, but not more of an existing one', () => {
    expect(decideLineChange({ mode: 'add', requested: 1, current: 0, rules: open, lines: MAX_CART_LINES })).toEqual({ ok: false, message: cartLinesFull() });
    expect(decideLineChange({ mode: 'add', requested: 1, current: 2, rules: open, lines: MAX_CART_LINES })).toEqual({ ok: true, qty: 3, capped: false });
  });

  it('caps instead of refusing for a merge: never below the line, nothing for a line that cannot hold the minimum', () => {
    expect(decideLineChange({ mode: 'add', requested: 9, current: 3, rules: open, lines: 1, policy: 'cap' })).toEqual({ ok: true, qty: 10, capped: true });
    expect(decideLineChange({ mode: 'add', requested: 4, current: 3, rules: { ...open, stock: 2 }, lines: 1, policy: 'cap' })).toEqual({ ok: true, qty: 3, capped: true });
    expect(decideLineChange({ mode: 'add', requested: 1, current: 0, rules: { ...open, min: 3 }, lines: 1, policy: 'cap' })).toEqual({ ok: false, message: 'The fewest you may purchase is 3.' });
  });
});

const [english, french, arabic] = storeViews;

/**
 * The cart's answers are written when the request is answered, in its view's language: the
 * server gathers every feature's catalogue (issue 31), so these come from the cart's and the
 * coupons' own messages files.
 */
describe('the cart’s messages in each store view', () => {
  it('answers in the request’s language, SPEC.md’s English by default', () => {
    expect(inViewLanguage(english!, () => qtyNotAvailable(3))).toBe('The requested qty is not available. Only 3 left.');
    expect(inViewLanguage(french!, () => qtyNotAvailable(3))).toBe('La quantité demandée n’est pas disponible. Il n’en reste que 3.');
    expect(inViewLanguage(arabic!, () => cartLinesFull())).toBe('تتسع السلة لـ 100 عنصر مختلف كحد أقصى.');
    expect(inViewLanguage(french!, () => COUPON_TEXTS.notValid('WELCOME'))).toBe('Le code de réduction « WELCOME » n’est pas valide.');
  });
});
