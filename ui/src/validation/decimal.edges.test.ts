// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isMultipleOf, normalizeNumberText, parseExactDecimal, parseLocaleNumber } from './decimal';

// Decimal text at its edges: both separators, exponents up to their limit, signs, numbers given as numbers.
describe('normalizeNumberText', () => {
  it('takes the later separator as the decimal one when both occur', () => {
    expect(normalizeNumberText('1.234.567,89')).toBe('1234567.89');
    expect(normalizeNumberText('1,234,567.89')).toBe('1234567.89');
  });

  it('reads one comma alone as a decimal comma and several as thousands groups', () => {
    expect(normalizeNumberText('1,5')).toBe('1.5');
    expect(normalizeNumberText('1,234,567')).toBe('1234567');
  });

  it('drops the spaces around the text and leaves text without a comma as it is', () => {
    expect(normalizeNumberText(' 12.5 ')).toBe('12.5');
    expect(normalizeNumberText('1.2.3')).toBe('1.2.3');
  });
});

describe('parseExactDecimal', () => {
  it('reads signs, a missing whole part or fraction, and either separator', () => {
    expect(parseExactDecimal('1.25')).toEqual({ units: 125n, scale: 2 });
    expect(parseExactDecimal('-0.5')).toEqual({ units: -5n, scale: 1 });
    expect(parseExactDecimal('+3')).toEqual({ units: 3n, scale: 0 });
    expect(parseExactDecimal('.25')).toEqual({ units: 25n, scale: 2 });
    expect(parseExactDecimal('5.')).toEqual({ units: 5n, scale: 0 });
    expect(parseExactDecimal('1,5')).toEqual({ units: 15n, scale: 1 });
  });

  it('reads exponents in either case and sign', () => {
    expect(parseExactDecimal('1e3')).toEqual({ units: 1000n, scale: 0 });
    expect(parseExactDecimal('1.5E1')).toEqual({ units: 15n, scale: 0 });
    expect(parseExactDecimal('1.25e+1')).toEqual({ units: 125n, scale: 1 });
    expect(parseExactDecimal('1e-3')).toEqual({ units: 1n, scale: 3 });
    expect(parseExactDecimal('-2e2')).toEqual({ units: -200n, scale: 0 });
  });

  it('takes exponents up to 400 either way and refuses larger ones', () => {
    expect(parseExactDecimal('1e400')).toEqual({ units: 10n ** 400n, scale: 0 });
    expect(parseExactDecimal('1e-400')).toEqual({ units: 1n, scale: 400 });
    expect(parseExactDecimal('1e401')).toBeNull();
    expect(parseExactDecimal('1e-401')).toBeNull();
    expect(parseExactDecimal(`1e${'9'.repeat(400)}`)).toBeNull();
  });

  it('refuses text without digits, or with anything besides a number', () => {
    for (const text of ['', '.', '-', '+', 'e5', '.e5', '1e', '1e+', '1.2.3', 'x1', '1x', '1 2']) expect(parseExactDecimal(text), text).toBeNull();
  });

  it('reads numbers, and refuses those that are not finite', () => {
    expect(parseExactDecimal(1.5)).toEqual({ units: 15n, scale: 1 });
    expect(parseExactDecimal(-2)).toEqual({ units: -2n, scale: 0 });
    expect(parseExactDecimal(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseExactDecimal(Number.NaN)).toBeNull();
  });
});

describe('parseLocaleNumber', () => {
  it('reads text with either separator, gives numbers back as they are, and NaN for anything else', () => {
    expect(parseLocaleNumber('1,5')).toBe(1.5);
    expect(parseLocaleNumber('1.234,5')).toBe(1234.5);
    expect(parseLocaleNumber('2e3')).toBe(2000);
    expect(parseLocaleNumber(7.25)).toBe(7.25);
    expect(parseLocaleNumber('abc')).toBeNaN();
    expect(parseLocaleNumber('')).toBeNaN();
  });
});

describe('isMultipleOf at its edges', () => {
  it('compares exact decimals at the finest scale of the three', () => {
    expect(isMultipleOf('0.3', '0.1')).toBe(true);
    expect(isMultipleOf('2.2', '1.1')).toBe(true);
    expect(isMultipleOf('3', '0.25')).toBe(true);
    expect(isMultipleOf('0.35', '0.1')).toBe(false);
    expect(isMultipleOf('0.75', '0.5', '0.25')).toBe(true);
    expect(isMultipleOf('0.5', '0.5', '0.25')).toBe(false);
    expect(isMultipleOf('1e1', '5')).toBe(true);
  });

  it('counts from 0 when the base is not a number', () => {
    expect(isMultipleOf('10', '5', 'x')).toBe(true);
    expect(isMultipleOf('11', '5', 'x')).toBe(false);
  });

  it('refuses a value that is not a number, and accepts any value for a step that is zero, negative or not a number', () => {
    expect(isMultipleOf('x', '1')).toBe(false);
    expect(isMultipleOf('7', '0')).toBe(true);
    expect(isMultipleOf('7', '-2')).toBe(true);
    expect(isMultipleOf('7', 'x')).toBe(true);
  });
});
