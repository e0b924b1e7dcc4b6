import { describe, expect, it } from 'vitest';
import { dayOf, discountOf, ruleApplies, withinLimit } from './rules';
import { rule } from './rules.fixtures';

const cart = { rowTotals: [2500, 1000], groupId: 0, today: '2026-11-29' };

describe('ruleApplies', () => {
  it('holds for an active rule of the group, within its dates and at its minimum subtotal', () => {
    expect(ruleApplies(rule({ minSubtotal: 3500, fromDate: '2026-11-29', toDate: '2026-11-29' }), cart)).toBe(true);
  });

  it('fails for an inactive rule, another group, a subtotal under the minimum, before or after its dates', () => {
    expect(ruleApplies(rule({ isActive: false }), cart)).toBe(false);
    expect(ruleApplies(rule({ customerGroupIds: [1, 2] }), cart)).toBe(false);
    expect(ruleApplies(rule({ minSubtotal: 3501 }), cart)).toBe(false);
    expect(ruleApplies(rule({ fromDate: '2026-11-30' }), cart)).toBe(false);
    expect(ruleApplies(rule({ toDate: '2026-11-28' }), cart)).toBe(false);
  });
});

describe('discountOf', () => {
  it('takes a percent of each line, rounded half up on its own (Magento rounds per item)', () => {
    // 10 % of 1005 is 100.5 → 101 per line; the sum's 10 % (201) would round once.
    expect(discountOf(rule(), [1005, 1005])).toEqual({ amount: 202, freeShipping: false });
    // 10 % of 1004 is 100.4 → 100.
    expect(discountOf(rule(), [1004])).toEqual({ amount: 100, freeShipping: false });
    expect(discountOf(rule({ discountPercent: '12.5' }), [1, 3])).toEqual({ amount: 0, freeShipping: false });
    expect(discountOf(rule({ discountPercent: '12.5' }), [4])).toEqual({ amount: 1, freeShipping: false });
  });

  it('never takes more than the items are worth', () => {
    expect(discountOf(rule({ discountPercent: '100' }), [999, 1])).toEqual({ amount: 1000, freeShipping: false });
    expect(discountOf(rule({ discountPercent: '150' }), [999])).toEqual({ amount: 999, freeShipping: false });
  });

  it('takes a fixed amount off the whole cart, capped at the subtotal', () => {
    expect(discountOf(rule({ action: 'cart_fixed', discountFixed: 500 }), [2500, 1000])).toEqual({ amount: 500, freeShipping: false });
    expect(discountOf(rule({ action: 'cart_fixed', discountFixed: 5000 }), [2500, 1000])).toEqual({ amount: 3500, freeShipping: false });
  });

  it('makes shipping free without touching the items', () => {
    expect(discountOf(rule({ action: 'free_shipping' }), [2500])).toEqual({ amount: 0, freeShipping: true });
  });
});

describe('limits and days', () => {
  it('counts 0 as unlimited and stops at the limit', () => {
    expect(withinLimit(1_000_000, 0)).toBe(true);
    expect(withinLimit(9, 10)).toBe(true);
    expect(withinLimit(10, 10)).toBe(false);
  });

  it('names the day of an instant', () => {
    expect(dayOf(Date.UTC(2026, 10, 29, 23, 59))).toBe('2026-11-29');
  });
});
