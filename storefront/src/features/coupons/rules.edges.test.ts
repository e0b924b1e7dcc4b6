// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dayOf, discountOf, ruleApplies, withinLimit, type RuleCart } from './rules';
import { rule } from './rules.fixtures';

// A cart price rule at its edges: each date and amount exactly at its limit and one past it.
const cart: RuleCart = { rowTotals: [1000, 500], groupId: 0, today: '2026-11-29' };

describe('when a rule applies', () => {
  it('holds on its first and its last day, and with open dates', () => {
    expect(ruleApplies(rule({ fromDate: '2026-11-29' }), cart)).toBe(true);
    expect(ruleApplies(rule({ toDate: '2026-11-29' }), cart)).toBe(true);
    expect(ruleApplies(rule({ fromDate: '2026-11-28', toDate: '2026-11-30' }), cart)).toBe(true);
    expect(ruleApplies(rule(), cart)).toBe(true);
  });

  it('fails the day before its first and the day after its last', () => {
    expect(ruleApplies(rule({ fromDate: '2026-11-30', toDate: null }), cart)).toBe(false);
    expect(ruleApplies(rule({ fromDate: null, toDate: '2026-11-28' }), cart)).toBe(false);
  });

  it('holds at exactly the minimum subtotal of all the lines, and for the group listed', () => {
    expect(ruleApplies(rule({ minSubtotal: 1500 }), cart)).toBe(true);
    expect(ruleApplies(rule({ minSubtotal: 1501 }), cart)).toBe(false);
    expect(ruleApplies(rule({ customerGroupIds: [1] }), { ...cart, groupId: 1 })).toBe(true);
    expect(ruleApplies(rule({ customerGroupIds: [] }), cart)).toBe(false);
  });
});

describe('what a rule takes off', () => {
  it('takes nothing off for a negative percent or a negative fixed amount', () => {
    expect(discountOf(rule({ discountPercent: '-10' }), [1000])).toEqual({ amount: 0, freeShipping: false });
    expect(discountOf(rule({ action: 'cart_fixed', discountFixed: -500 }), [1000])).toEqual({ amount: 0, freeShipping: false });
  });

  it('takes a fixed amount exactly equal to the subtotal, and a percent of an empty cart as nothing', () => {
    expect(discountOf(rule({ action: 'cart_fixed', discountFixed: 1500 }), [1000, 500])).toEqual({ amount: 1500, freeShipping: false });
    expect(discountOf(rule(), [])).toEqual({ amount: 0, freeShipping: false });
    expect(discountOf(rule({ action: 'free_shipping' }), [])).toEqual({ amount: 0, freeShipping: true });
  });

  it('adds each line’s own percent', () => {
    expect(discountOf(rule({ discountPercent: '25' }), [1000, 400])).toEqual({ amount: 350, freeShipping: false });
  });
});

describe('usage limits and days', () => {
  it('allows the last use under a limit, and none past it; a negative limit is unlimited', () => {
    expect(withinLimit(0, 1)).toBe(true);
    expect(withinLimit(1, 1)).toBe(false);
    expect(withinLimit(5, -1)).toBe(true);
  });

  it('starts the day at midnight UTC', () => {
    expect(dayOf(Date.UTC(2026, 10, 30, 0, 0))).toBe('2026-11-30');
    expect(dayOf(Date.UTC(2026, 10, 29, 23, 59, 59, 999))).toBe('2026-11-29');
  });
});
