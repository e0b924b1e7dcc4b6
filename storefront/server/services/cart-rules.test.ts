import { describe, expect, it } from 'vitest';
import { largestAllowedQty, qtyError, type QtyRules } from './cart-rules';

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
