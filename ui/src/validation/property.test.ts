import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setValidationClock } from './clock';
import { checkRule, RULE_NAMES } from './registry';

/*
 * Property checks over many generated inputs (fast-check is not installed, so a seeded
 * generator stands in: the same inputs on every run, failures reproducible by seed).
 */

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seededRandom(20260515);
const integer = (below: number): number => Math.floor(random() * below);
const pick = <T,>(items: readonly T[]): T => items[integer(items.length)] as T;

const ALPHABET = [...'0123456789', ' ', '-', '.', ',', '/', 'a', 'Z', 'é', '<', '>', '\u00a0', '😀', '\uD800', '%1', '$&'];
function anyString(maxLength = 24): string {
  return Array.from({ length: integer(maxLength + 1) }, () => pick(ALPHABET)).join('');
}
function digitString(minLength: number, maxLength: number): string {
  const length = minLength + integer(maxLength - minLength + 1);
  return Array.from({ length }, () => String(integer(10))).join('');
}

const RUNS = 1500;

describe('no rule throws on any string', () => {
  it(`holds for ${RUNS} generated strings per rule, with and without options`, () => {
    const options = {
      ccType: 'VI', ccNumber: '4111', year: '27', to: '1/1/2020', minLength: 3, maxLength: 5, min: 1, max: 9,
      minAllowed: '1', maxAllowed: '9', qtyIncrements: '0.5', quantities: ['1', 'x'], password: 'p', email: 'e', step: 0.1,
    };
    for (const name of RULE_NAMES) {
      for (let run = 0; run < RUNS / 10; run += 1) {
        const value = anyString();
        const result = checkRule(name, value, options);
        expect(result === null || typeof result === 'string', name).toBe(true);
        expect(() => checkRule(name, value), `${name} ${JSON.stringify(value)}`).not.toThrow();
      }
    }
  });
});

/** A reference Luhn written the other way round: double every second digit from the right via a lookup. */
function referenceLuhn(digits: string): boolean {
  const doubled = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];
  const sum = [...digits]
    .reverse()
    .reduce((total, digit, index) => total + (index % 2 === 1 ? (doubled[Number(digit)] ?? 0) : Number(digit)), 0);
  return sum % 10 === 0;
}

describe('card rules agree with a reference', () => {
  it('validate-cc-number is the Luhn checksum over digit strings', () => {
    for (let run = 0; run < RUNS; run += 1) {
      const digits = digitString(1, 19);
      const expected = referenceLuhn(digits);
      expect(checkRule('validate-cc-number', digits) === null, digits).toBe(expected);
    }
  });

  it('validate-cc-number rejects any string with other characters than digits, spaces and dashes', () => {
    for (let run = 0; run < RUNS; run += 1) {
      const value = anyString();
      const cleaned = value.replace(/[\s-]/g, '');
      const expected = value === '' || (/^\d+$/.test(cleaned) && referenceLuhn(cleaned));
      expect(checkRule('validate-cc-number', value) === null, JSON.stringify(value)).toBe(expected);
    }
  });

  it('validate-cc-type VI/AE/DN follow prefix and length', () => {
    for (let run = 0; run < RUNS; run += 1) {
      const cardNumber = pick(['4', '34', '37', '36', '5', '']) + digitString(10, 17);
      expect(checkRule('validate-cc-type', cardNumber, { ccType: 'VI' }) === null).toBe(
        cardNumber.startsWith('4') && cardNumber.length === 16,
      );
      expect(checkRule('validate-cc-type', cardNumber, { ccType: 'AE' }) === null).toBe(
        /^3[47]/.test(cardNumber) && cardNumber.length === 15,
      );
      expect(checkRule('validate-cc-type', cardNumber, { ccType: 'DN' }) === null).toBe(
        /^(?:30[0-5]|3095|36|3[89])/.test(cardNumber) && cardNumber.length === 14,
      );
    }
  });
});

describe('date of birth agrees with the Date object (clock: 15 May 2026)', () => {
  beforeAll(() => setValidationClock(() => new Date(2026, 4, 15, 8)));
  afterAll(() => setValidationClock());

  it('passes exactly the real dates from 1900 to today', () => {
    const today = new Date(2026, 4, 15);
    for (let run = 0; run < RUNS; run += 1) {
      const year = 1890 + integer(145);
      const month = 1 + integer(13);
      const day = 1 + integer(32);
      const date = new Date(year, month - 1, day);
      const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
      const expected = real && year >= 1900 && date <= today;
      const result = checkRule('validate-dob', { day: String(day), month: String(month), year: String(year) });
      expect(result === null, `${month}/${day}/${year}: ${result}`).toBe(expected);
    }
  });
});

describe('quantity increments agree with integer arithmetic', () => {
  it('a quantity of n/10^p is a multiple of k/10^p exactly when n is a multiple of k', () => {
    for (let run = 0; run < RUNS; run += 1) {
      const places = integer(4);
      const scale = 10 ** places;
      const stepUnits = 1 + integer(30);
      const quantityUnits = 1 + integer(300);
      const step = (stepUnits / scale).toFixed(places);
      const quantity = (quantityUnits / scale).toFixed(places);
      const result = checkRule('validate-item-quantity', quantity, { qtyIncrements: step });
      expect(result === null, `${quantity} step ${step}`).toBe(quantityUnits % stepUnits === 0);
    }
  });
});
