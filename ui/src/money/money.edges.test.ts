// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMoney, minorDigits, multiply, percentOf, sum, toDecimalText, toMinor } from './index';

// Money at its edges: rounding exactly at the half, signs, the currency's digits, the safe-integer limit.
describe('money at its edges', () => {
  it('rounds half away from zero exactly at the half, and not below it', () => {
    expect(toMinor('0.005')).toBe(1);
    expect(toMinor('0.0049')).toBe(0);
    expect(toMinor('-0.005')).toBe(-1);
    expect(toMinor('-1.004')).toBe(-100);
    expect(toMinor('-1.006')).toBe(-101);
    expect(toMinor('2.5', 'JPY')).toBe(3);
    expect(toMinor('2.49', 'JPY')).toBe(2);
  });

  it('reads numbers and text with spaces around it, and refuses amounts past the safe integers', () => {
    expect(toMinor(12.5)).toBe(1250);
    expect(toMinor(' 3.10 ')).toBe(310);
    expect(toMinor('1.2', 'JPY')).toBe(1);
    expect(() => toMinor('')).toThrow('Not an amount: ""');
    expect(() => toMinor('90071992547409.92')).toThrow('The amount is not a whole number of minor units: 9007199254740992');
  });

  it('writes amounts under one unit with their leading zero, and refuses fractions of a minor unit', () => {
    expect(toDecimalText(0)).toBe('0.00');
    expect(toDecimalText(-5)).toBe('-0.05');
    expect(toDecimalText(100)).toBe('1.00');
    expect(toDecimalText(0, 'JPY')).toBe('0');
    expect(toDecimalText(-7, 'JPY')).toBe('-7');
    expect(() => toDecimalText(1.5)).toThrow('The amount is not a whole number of minor units: 1.5');
  });

  it('knows the digits of each currency, the same every time it is asked', () => {
    expect(minorDigits()).toBe(2);
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('KWD')).toBe(3);
    expect(minorDigits('KWD')).toBe(3);
    expect(toMinor('1.2345', 'KWD')).toBe(1235);
    expect(toDecimalText(1235, 'KWD')).toBe('1.235');
  });

  it('names what is wrong when a product or a sum leaves the whole numbers', () => {
    expect(() => multiply(100, 1.5)).toThrow('The quantity is not a whole number of minor units: 1.5');
    expect(() => multiply(1.5, 2)).toThrow('The unit price is not a whole number of minor units: 1.5');
    expect(() => multiply(Number.MAX_SAFE_INTEGER, 2)).toThrow('The line total is not a whole number of minor units');
    expect(multiply(-250, 3)).toBe(-750);
    expect(() => sum([1, 0.5])).toThrow('An amount is not a whole number of minor units: 0.5');
    expect(() => sum([Number.MAX_SAFE_INTEGER, 1])).toThrow('The total is not a whole number of minor units');
    expect(sum([])).toBe(0);
    expect(sum(new Set([100, -30]))).toBe(70);
  });

  it('takes a percentage of negative amounts symmetrically, and refuses what is not a percentage', () => {
    expect(percentOf(-200, '0.25')).toBe(-1);
    expect(percentOf(-199, '0.25')).toBe(0);
    expect(percentOf(199, '0.25')).toBe(0);
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(percentOf(1000, '100')).toBe(1000);
    expect(() => percentOf(1000, 'ten')).toThrow('Not a percentage: "ten"');
    expect(() => percentOf(0.5, '10')).toThrow('The amount is not a whole number of minor units: 0.5');
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, '200')).toThrow('The share is not a whole number of minor units');
  });

  it('formats negative amounts and the default currency when only a locale is given', () => {
    expect(formatMoney(-250)).toBe('-$2.50');
    expect(formatMoney(5, { locale: 'en-US' })).toBe('$0.05');
    expect(formatMoney(5, { currency: 'EUR' })).toBe('€0.05');
  });
});
