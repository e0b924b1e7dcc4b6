import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyInText, minorDigits, multiply, percentOf, sum, toDecimalText, toMinor } from './index';

describe('money in minor units', () => {
  it('reads decimal text exactly', () => {
    expect(toMinor('19.99')).toBe(1999);
    expect(toMinor('0.1')).toBe(10);
    expect(toMinor('45')).toBe(4500);
    expect(toMinor('-2.50')).toBe(-250);
    expect(toMinor('1.005')).toBe(101);
    expect(toMinor('1.004')).toBe(100);
    expect(toMinor('1200', 'JPY')).toBe(1200);
    expect(() => toMinor('abc')).toThrow(RangeError);
  });

  it('writes decimal text for the database', () => {
    expect(toDecimalText(1999)).toBe('19.99');
    expect(toDecimalText(5)).toBe('0.05');
    expect(toDecimalText(-250)).toBe('-2.50');
    expect(toDecimalText(1200, 'JPY')).toBe('1200');
    expect(minorDigits('JPY')).toBe(0);
  });

  it('adds and multiplies without floats: ten times 0.10 plus 0.20 is exactly 1.20', () => {
    expect(sum([multiply(toMinor('0.10'), 10), toMinor('0.20')])).toBe(120);
    // The float way is not: 0.1 * 3 is 0.30000000000000004.
    expect(multiply(toMinor('0.1'), 3)).toBe(30);
    expect(() => multiply(1.5, 2)).toThrow(RangeError);
    expect(() => sum([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });

  it('takes a percentage, rounding half away from zero', () => {
    expect(percentOf(10000, '8.25')).toBe(825);
    expect(percentOf(1999, '8.25')).toBe(165); // 164.9175
    expect(percentOf(200, '0.25')).toBe(1); // 0.5 → 1
    expect(percentOf(1999, 0)).toBe(0);
  });

  it('formats with Intl.NumberFormat in the store currency', () => {
    expect(formatMoney(1999)).toBe('$19.99');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatMoney(1999, { currency: 'EUR', locale: 'de-DE' })).toBe('19,99\u00a0€');
    expect(formatMoney(1200, { currency: 'JPY', locale: 'en-US' })).toBe('¥1,200');
  });

  it('writes a whole amount in a sentence without its zero decimals, any other amount in full', () => {
    expect(formatMoneyInText(5000)).toBe('$50');
    expect(formatMoneyInText(4600, { currency: 'EUR', locale: 'fr-FR' })).toBe('46\u00a0€');
    expect(formatMoneyInText(4650, { currency: 'EUR', locale: 'fr-FR' })).toBe('46,50\u00a0€');
    expect(formatMoneyInText(-5000)).toBe('-$50');
    expect(formatMoneyInText(1200, { currency: 'JPY', locale: 'en-US' })).toBe('¥1,200');
  });
});
