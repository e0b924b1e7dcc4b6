import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalRate, convertMinor, converterOf, rateProblem, RATE_DECIMALS_MESSAGE } from './model';

describe('convertMinor', () => {
  it('converts base cents to the target minor unit, rounding half away from zero', () => {
    expect(convertMinor(1999, '0.92', 'USD', 'EUR')).toBe(1839); // 18.3908
    expect(convertMinor(4500, '3.6725', 'USD', 'AED')).toBe(16526); // 165.2625 → 165.26
    expect(convertMinor(50, '0.93', 'USD', 'EUR')).toBe(47); // 46.5 → 47
    expect(convertMinor(-50, '0.93', 'USD', 'EUR')).toBe(-47); // away from zero on refunds too
    expect(convertMinor(49, '0.5', 'USD', 'EUR')).toBe(25); // 24.5 → 25
  });

  it('rounds to whole units for a currency without minor digits (JPY)', () => {
    expect(convertMinor(1999, '155.5', 'USD', 'JPY')).toBe(3108); // 3108.445
    expect(convertMinor(1, '150', 'USD', 'JPY')).toBe(2); // 1.5 → 2
    expect(convertMinor(3, '150', 'USD', 'JPY')).toBe(5); // 4.5 → 5
    expect(convertMinor(1000, '0.0064', 'JPY', 'USD')).toBe(640); // ¥1000 → $6.40
  });

  it('refuses a rate that is not a positive number and an amount that is not whole', () => {
    expect(() => convertMinor(100, '0', 'USD', 'EUR')).toThrow(RangeError);
    expect(() => convertMinor(100, 'abc', 'USD', 'EUR')).toThrow(RangeError);
    expect(() => convertMinor(1.5, '1', 'USD', 'EUR')).toThrow(RangeError);
  });

  it('is the identity at rate 1 between currencies of the same minor digits, and always whole', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(convertMinor(minor, '1', 'USD', 'EUR')).toBe(minor);
        expect(converterOf('USD', 'USD', '0.5').convert(minor)).toBe(minor);
      }),
    );
  });

  it('gives whole minor units that add up: a sum of converted amounts is an integer, each within half a unit', () => {
    const rate = fc.tuple(fc.integer({ min: 1, max: 99_999_999 }), fc.integer({ min: 0, max: 6 })).map(([units, scale]) => ({ units: BigInt(units), scale }));
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 }), rate, (amounts, exact) => {
        const converted = amounts.map((minor) => convertMinor(minor, exact, 'USD', 'AED'));
        for (const [i, value] of converted.entries()) {
          expect(Number.isSafeInteger(value)).toBe(true);
          // |value − minor × rate| ≤ ½, compared exactly: |value × 10^scale − minor × units| × 2 ≤ 10^scale.
          const error = BigInt(value) * 10n ** BigInt(exact.scale) - BigInt(amounts[i]!) * exact.units;
          expect((error < 0n ? -error : error) * 2n <= 10n ** BigInt(exact.scale)).toBe(true);
        }
        expect(Number.isSafeInteger(converted.reduce((a, b) => a + b, 0))).toBe(true);
      }),
    );
  });
});

describe('rates typed in the back office', () => {
  it('accepts a positive exact decimal with at most 6 decimals and writes it canonically', () => {
    expect(rateProblem('0.92')).toBeNull();
    expect(rateProblem(' 3.672500 ')).toBeNull();
    expect(rateProblem('155')).toBeNull();
    expect(canonicalRate('03.672500')).toBe('3.6725');
    expect(canonicalRate('155.000')).toBe('155');
    expect(canonicalRate('0.000001')).toBe('0.000001');
  });

  it('refuses zero, negative, non-numbers, commas, exponents and a seventh decimal, with a message', () => {
    for (const text of ['0', '0.000', '-1', 'abc', '', '1,5', '1e3', '.5']) expect(rateProblem(text)).toBe('Please enter a number greater than 0 in this field.');
    expect(rateProblem('0.1234567')).toBe(RATE_DECIMALS_MESSAGE);
  });
});
