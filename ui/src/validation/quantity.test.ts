import { describe, expect, it } from 'vitest';
import { isMultipleOf, parseExactDecimal, parseLocaleNumber } from './decimal';
import { checkRule } from './registry';

const INCREMENT_MESSAGE = (step: string) => `You can buy this product only in quantities of ${step} at a time.`;

describe('validate-item-quantity', () => {
  it('asks for a quantity above 0 first', () => {
    for (const value of ['0', '-1', '0.0', 'abc', ' ']) {
      expect(checkRule('validate-item-quantity', value, { minAllowed: 2 }), value).toBe(
        'Please enter a quantity greater than 0.',
      );
    }
    expect(checkRule('validate-item-quantity', '')).toBeNull();
    expect(checkRule('validate-item-quantity', '1')).toBeNull();
  });

  it('checks the minimum and the maximum, naming them', () => {
    expect(checkRule('validate-item-quantity', '1', { minAllowed: 2 })).toBe('The fewest you may purchase is 2.');
    expect(checkRule('validate-item-quantity', '2', { minAllowed: 2 })).toBeNull();
    expect(checkRule('validate-item-quantity', '0.4', { minAllowed: '0.5' })).toBe('The fewest you may purchase is 0.5.');
    expect(checkRule('validate-item-quantity', '11', { maxAllowed: 10 })).toBe('The maximum you may purchase is 10.');
    expect(checkRule('validate-item-quantity', '10', { maxAllowed: 10 })).toBeNull();
  });

  it('checks increments as exact decimal steps', () => {
    expect(checkRule('validate-item-quantity', '0.3', { qtyIncrements: 0.1 })).toBeNull();
    expect(checkRule('validate-item-quantity', '2.2', { qtyIncrements: 1.1 })).toBeNull();
    expect(checkRule('validate-item-quantity', '3.3', { qtyIncrements: '1.1' })).toBeNull();
    expect(checkRule('validate-item-quantity', '0.7', { qtyIncrements: 0.1 })).toBeNull();
    expect(checkRule('validate-item-quantity', '12', { qtyIncrements: 6 })).toBeNull();
    expect(checkRule('validate-item-quantity', '1', { qtyIncrements: 0.3 })).toBe(INCREMENT_MESSAGE('0.3'));
    expect(checkRule('validate-item-quantity', '2.3', { qtyIncrements: 1.1 })).toBe(INCREMENT_MESSAGE('1.1'));
    expect(checkRule('validate-item-quantity', '7', { qtyIncrements: 6 })).toBe(INCREMENT_MESSAGE('6'));
    expect(checkRule('validate-item-quantity', '0.35', { qtyIncrements: 0.1 })).toBe(INCREMENT_MESSAGE('0.1'));
  });

  it('checks bounds before increments', () => {
    expect(checkRule('validate-item-quantity', '1', { minAllowed: 2, qtyIncrements: 2 })).toBe(
      'The fewest you may purchase is 2.',
    );
    expect(checkRule('validate-item-quantity', '13', { maxAllowed: 12, qtyIncrements: 2 })).toBe(
      'The maximum you may purchase is 12.',
    );
  });

  it('accepts a decimal comma', () => {
    expect(checkRule('validate-item-quantity', '0,3', { qtyIncrements: '0,1' })).toBeNull();
    expect(checkRule('validate-item-quantity', '1,5', { qtyIncrements: 1 })).toBe(INCREMENT_MESSAGE('1'));
  });
});

describe('exact decimals', () => {
  it('agrees with exact arithmetic where floating point does not', () => {
    // The floating-point remainders these would give: 0.3 % 0.1 ≈ 0.0999…, 2.2 % 1.1 ≈ 0.
    expect(0.3 % 0.1).not.toBe(0);
    expect(isMultipleOf('0.3', '0.1')).toBe(true);
    expect(isMultipleOf(2.2, 1.1)).toBe(true);
    expect(isMultipleOf('1', '0.3')).toBe(false);
    expect(isMultipleOf('0.9', '0.3')).toBe(true);
    expect(isMultipleOf('1e2', '25')).toBe(true);
    expect(isMultipleOf('5', '2', '1')).toBe(true);
    expect(isMultipleOf('5', '0')).toBe(true);
    expect(isMultipleOf('x', '1')).toBe(false);
  });

  it('parses the forms a typed number takes', () => {
    expect(parseExactDecimal('1.25')).toEqual({ units: 125n, scale: 2 });
    expect(parseExactDecimal('-.5')).toEqual({ units: -5n, scale: 1 });
    expect(parseExactDecimal('1.5e2')).toEqual({ units: 150n, scale: 0 });
    expect(parseExactDecimal('1,234.5')).toEqual({ units: 12345n, scale: 1 });
    expect(parseExactDecimal('1.234,5')).toEqual({ units: 12345n, scale: 1 });
    expect(parseExactDecimal('')).toBeNull();
    expect(parseExactDecimal('1e99999')).toBeNull();
    expect(parseLocaleNumber('1,5')).toBe(1.5);
    expect(parseLocaleNumber('1,234,567')).toBe(1234567);
    expect(parseLocaleNumber('12abc')).toBeNaN();
  });
});
