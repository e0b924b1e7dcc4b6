import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { setClock, systemClock } from '../clock';
import { VALIDATION_MESSAGES } from './messages';
import { checkRule, RULE_NAMES, type RuleName } from './registry';

/*
 * Property checks with fast-check: the card, date and quantity rules never throw on any
 * string, and agree with a plain reference (Luhn, prefix tables, the Date object,
 * integer arithmetic) written independently of the rules.
 */

afterEach(() => setClock(systemClock));

/** Every kind of string: ASCII, any code point (lone surrogates too), graphemes, and number-like text. */
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.constantFrom(...'0123456789 -./,+eE\u00a0'), maxLength: 24 }),
);

const NEVER_THROWS_RUNS = 500;
const REFERENCE_RUNS = 1000;

/** A rule either passes (`null`) or gives one of the messages it may give. */
function isRuleAnswer(answer: unknown): boolean {
  return answer === null || (typeof answer === 'string' && answer.length > 0);
}

describe('no card, date or quantity rule throws on any string', () => {
  const stringOptionRules: ReadonlyArray<[RuleName, string]> = [
    ['validate-cc-type', 'ccType'],
    ['validate-cc-type-select', 'ccNumber'],
    ['validate-cc-exp', 'year'],
    ['validate-cc-cvn', 'ccType'],
    ['validate-date-range', 'to'],
  ];

  it.each(['validate-cc-number', 'validate-dob', 'validate-item-quantity', 'date', 'number', 'step'] as const)(
    '%s',
    (name) => {
      fc.assert(
        fc.property(anyString, (value) => {
          expect(isRuleAnswer(checkRule(name, value))).toBe(true);
        }),
        { numRuns: NEVER_THROWS_RUNS },
      );
    },
  );

  it.each(stringOptionRules)('%s with any string as the value and as its %s option', (name, option) => {
    fc.assert(
      fc.property(anyString, anyString, (value, optionValue) => {
        expect(isRuleAnswer(checkRule(name, value, { [option]: optionValue }))).toBe(true);
      }),
      { numRuns: NEVER_THROWS_RUNS },
    );
  });

  it('validate-cc-type and validate-cc-cvn with every card type code and any string', () => {
    const code = fc.constantFrom('SO', 'SM', 'VI', 'MC', 'AE', 'DI', 'JCB', 'DN', 'UN', 'MI', 'MD', 'OT', '');
    fc.assert(
      fc.property(anyString, code, (value, ccType) => {
        expect(isRuleAnswer(checkRule('validate-cc-type', value, { ccType }))).toBe(true);
        expect(isRuleAnswer(checkRule('validate-cc-cvn', value, { ccType }))).toBe(true);
      }),
      { numRuns: NEVER_THROWS_RUNS },
    );
  });

  it('validate-dob with any strings as day, month and year, under any clock', () => {
    fc.assert(
      fc.property(
        fc.record({ day: anyString, month: anyString, year: anyString }),
        fc.date({ min: new Date(1800, 0, 1), max: new Date(2300, 0, 1), noInvalidDate: true }),
        (parts, now) => {
          setClock({ now: () => now.getTime() });
          expect(isRuleAnswer(checkRule('validate-dob', parts))).toBe(true);
        },
      ),
      { numRuns: NEVER_THROWS_RUNS },
    );
  });

  it('validate-item-quantity with any strings as bounds and increments', () => {
    fc.assert(
      fc.property(anyString, anyString, anyString, anyString, (value, minAllowed, maxAllowed, qtyIncrements) => {
        expect(isRuleAnswer(checkRule('validate-item-quantity', value, { minAllowed, maxAllowed, qtyIncrements }))).toBe(
          true,
        );
      }),
      { numRuns: NEVER_THROWS_RUNS },
    );
  });

  it('validate-grouped-qty with any list of strings', () => {
    fc.assert(
      fc.property(fc.array(anyString, { maxLength: 6 }), (quantities) => {
        expect(isRuleAnswer(checkRule('validate-grouped-qty', undefined, { quantities }))).toBe(true);
      }),
      { numRuns: NEVER_THROWS_RUNS },
    );
  });

  it('every other rule, with and without options', () => {
    const options = { minLength: 3, maxLength: 5, min: 1, max: 9, password: 'p', email: 'e', step: 0.1, other: 'x' };
    fc.assert(
      fc.property(fc.constantFrom(...RULE_NAMES), anyString, (name, value) => {
        expect(isRuleAnswer(checkRule(name, value))).toBe(true);
        expect(isRuleAnswer(checkRule(name, value, options))).toBe(true);
      }),
      { numRuns: NEVER_THROWS_RUNS },
    );
  });
});

/** Luhn written another way: double every second digit from the right through a lookup table. */
function referenceLuhn(digits: string): boolean {
  const doubled = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];
  const sum = [...digits]
    .reverse()
    .reduce((total, digit, index) => total + (index % 2 === 1 ? (doubled[Number(digit)] ?? 0) : Number(digit)), 0);
  return sum % 10 === 0;
}

const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });

/** Prefix (as a number range over the first `length` digits) and length tables from SPEC.md §5. */
const REFERENCE_TYPES: Record<string, { prefixes: ReadonlyArray<[from: number, to: number, length: number]>; lengths: number[] }> = {
  VI: { prefixes: [[4, 4, 1]], lengths: [16] },
  MC: { prefixes: [[51, 55, 2], [2221, 2720, 4]], lengths: [16] },
  AE: { prefixes: [[34, 34, 2], [37, 37, 2]], lengths: [15] },
  DI: { prefixes: [[6011, 6011, 4], [622126, 622925, 6], [644, 649, 3], [65, 65, 2]], lengths: [16] },
  DN: { prefixes: [[300, 305, 3], [3095, 3095, 4], [36, 36, 2], [38, 39, 2]], lengths: [14] },
};

function referenceMatchesType(cardNumber: string, code: string): boolean {
  const type = REFERENCE_TYPES[code];
  if (!type || !/^[0-9]+$/.test(cardNumber) || !type.lengths.includes(cardNumber.length)) return false;
  return type.prefixes.some(([from, to, length]) => {
    const lead = Number(cardNumber.slice(0, length));
    return lead >= from && lead <= to;
  });
}

/** Card numbers that start like one of the reference types (or not), with lengths around theirs. */
const cardLikeNumber = fc
  .tuple(
    fc.constantFrom('4', '51', '55', '56', '2221', '2720', '2721', '34', '37', '35', '6011', '622126', '644', '65', '300', '305', '306', '3095', '36', '38', '39', ''),
    digits(8, 16),
  )
  .map(([prefix, rest]) => prefix + rest);

describe('card rules agree with a reference', () => {
  it('validate-cc-number is the Luhn checksum over digit strings', () => {
    fc.assert(
      fc.property(digits(1, 19), (number) => {
        expect(checkRule('validate-cc-number', number) === null).toBe(referenceLuhn(number));
      }),
      { numRuns: REFERENCE_RUNS },
    );
  });

  it('validate-cc-number accepts valid numbers however they are grouped with spaces and dashes', () => {
    const validNumber = digits(12, 18).map((body) => {
      const check = [...'0123456789'].find((digit) => referenceLuhn(body + digit)) ?? '0';
      return body + check;
    });
    fc.assert(
      fc.property(validNumber, fc.array(fc.constantFrom(' ', '-', '  '), { minLength: 20, maxLength: 20 }), (number, gaps) => {
        const grouped = [...number].map((digit, index) => (index % 4 === 3 ? digit + (gaps[index] ?? '') : digit)).join('');
        expect(checkRule('validate-cc-number', grouped)).toBeNull();
      }),
      { numRuns: REFERENCE_RUNS },
    );
  });

  it('validate-cc-number rejects any string with other characters than digits, spaces and dashes', () => {
    fc.assert(
      fc.property(anyString, (value) => {
        const cleaned = value.replace(/[\s-]/g, '');
        const expected = value === '' || (/^[0-9]+$/.test(cleaned) && referenceLuhn(cleaned));
        expect(checkRule('validate-cc-number', value) === null).toBe(expected);
      }),
      { numRuns: REFERENCE_RUNS },
    );
  });

  it.each(Object.keys(REFERENCE_TYPES))('validate-cc-type %s follows the prefix and length table', (ccType) => {
    fc.assert(
      fc.property(cardLikeNumber, (number) => {
        const result = checkRule('validate-cc-type', number, { ccType });
        expect(result === null).toBe(referenceMatchesType(number, ccType));
        if (result !== null) expect(result).toBe(VALIDATION_MESSAGES.ccNumberType);
      }),
      { numRuns: REFERENCE_RUNS },
    );
  });

  it('validate-cc-type-select and validate-cc-type agree for every type and number', () => {
    const code = fc.constantFrom('SO', 'SM', 'VI', 'MC', 'AE', 'DI', 'JCB', 'DN', 'UN', 'MI', 'MD');
    fc.assert(
      fc.property(fc.oneof(cardLikeNumber, anyString), code, (ccNumber, ccType) => {
        const numberFitsType = checkRule('validate-cc-type', ccNumber, { ccType }) === null;
        const typeFitsNumber = checkRule('validate-cc-type-select', ccType, { ccNumber }) === null;
        expect(typeFitsNumber).toBe(numberFitsType);
      }),
      { numRuns: REFERENCE_RUNS },
    );
  });

  it('validate-cc-cvn wants 3 digits, 4 for AE, and none or 3-4 for SO and SM', () => {
    const cvn = fc.oneof(digits(0, 6), anyString);
    const code = fc.constantFrom('SO', 'SM', 'VI', 'MC', 'AE', 'DI', 'JCB', 'DN', 'UN', 'MI', 'MD');
    fc.assert(
      fc.property(cvn, code, (value, ccType) => {
        const digitsOnly = /^[0-9]*$/.test(value.trim());
        const length = value.trim().length;
        const expected =
          digitsOnly &&
          (ccType === 'AE' ? length === 4 : ccType === 'SO' || ccType === 'SM' ? [0, 3, 4].includes(length) : length === 3);
        const result = checkRule('validate-cc-cvn', value, { ccType });
        expect(result === null).toBe(expected);
        if (result !== null) expect(result).toBe(VALIDATION_MESSAGES.ccVerification);
      }),
      { numRuns: REFERENCE_RUNS },
    );
  });

  it('validate-cc-exp passes exactly when the card is still valid on the first of next month', () => {
    // Clocks between 2001 and 2098, so that "the current century" is the same for every year typed.
    const now = fc.date({ min: new Date(2001, 0, 1), max: new Date(2098, 11, 31), noInvalidDate: true });
    const month = fc.oneof(fc.integer({ min: 1, max: 12 }).map(String), fc.integer({ min: 1, max: 9 }).map((m) => `0${m}`));
    const year = fc.oneof(
      fc.integer({ min: 2000, max: 2099 }).map(String),
      fc.integer({ min: 0, max: 99 }).map((y) => String(y).padStart(2, '0')),
    );
    fc.assert(
      fc.property(now, month, year, (today, monthText, yearText) => {
        setClock({ now: () => today.getTime() });
        const fullYear = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
        // A card is usable up to the end of its expiry month: it expires at the start of the next one.
        const expires = new Date(0);
        expires.setFullYear(fullYear, Number(monthText), 1);
        expires.setHours(0, 0, 0, 0);
        const result = checkRule('validate-cc-exp', monthText, { year: yearText });
        expect(result === null, `${monthText}/${yearText} on ${today.toDateString()}`).toBe(expires > today);
        if (result !== null) expect(result).toBe(VALIDATION_MESSAGES.ccExpiry);
      }),
      { numRuns: REFERENCE_RUNS },
    );
  });
});

/** A date built with the Date object; `null` when the parts do not name a real day. */
function referenceDate(year: number, month: number, day: number): Date | null {
  const date = new Date(0);
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

const DOB_MESSAGES = new Set<string>([
  VALIDATION_MESSAGES.dobFull,
  VALIDATION_MESSAGES.dobMonth,
  VALIDATION_MESSAGES.dobPast,
  ...[28, 29, 30, 31].map((lastDay) => VALIDATION_MESSAGES.dobDay.replace('%1', String(lastDay))),
]);

describe('date rules agree with the Date object', () => {
  it('validate-dob passes exactly the real dates from 1900 to today', () => {
    const today = fc.date({ min: new Date(1950, 0, 1), max: new Date(2090, 11, 31), noInvalidDate: true });
    const part = (max: number) =>
      fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 0, max }).map(String) },
        { weight: 1, arbitrary: fc.integer({ min: 1, max: 9 }).map((n) => `0${n}`) },
        { weight: 1, arbitrary: anyString },
      );
    fc.assert(
      fc.property(today, part(33), part(14), fc.oneof(fc.integer({ min: 1880, max: 2100 }).map(String), anyString), (now, day, month, year) => {
        setClock({ now: () => now.getTime() });
        const numeric = [day, month, year].every((text) => /^[0-9]+$/.test(text.trim()));
        const date = numeric ? referenceDate(Number(year.trim()), Number(month.trim()), Number(day.trim())) : null;
        const midnight = new Date(now);
        midnight.setHours(0, 0, 0, 0);
        const nothingTyped = [day, month, year].every((text) => text.trim() === '');
        const expected = nothingTyped || (date !== null && date.getFullYear() >= 1900 && date <= midnight);
        const result = checkRule('validate-dob', { day, month, year });
        expect(result === null, `${month}/${day}/${year} on ${now.toDateString()}: ${result}`).toBe(expected);
        if (result !== null) {
          const yearMessage = VALIDATION_MESSAGES.dobYear.replace('%1', String(now.getFullYear()));
          expect(DOB_MESSAGES.has(result) || result === yearMessage, result).toBe(true);
        }
      }),
      { numRuns: REFERENCE_RUNS },
    );
  });

  it('validate-dob accepts today and refuses tomorrow, whatever today is', () => {
    const today = fc.date({ min: new Date(1950, 0, 1), max: new Date(2090, 11, 31), noInvalidDate: true });
    fc.assert(
      fc.property(today, fc.integer({ min: -40, max: 40 }), (now, offsetDays) => {
        setClock({ now: () => now.getTime() });
        const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offsetDays, 12);
        const parts = { day: String(date.getDate()), month: String(date.getMonth() + 1), year: String(date.getFullYear()) };
        const result = checkRule('validate-dob', parts);
        if (offsetDays <= 0) expect(result).toBeNull();
        else if (date.getFullYear() > now.getFullYear()) expect(result).toBe(VALIDATION_MESSAGES.dobYear.replace('%1', String(now.getFullYear())));
        else expect(result).toBe(VALIDATION_MESSAGES.dobPast);
      }),
      { numRuns: REFERENCE_RUNS },
    );
  });

  it('validate-dob reads a stored MM/DD/YYYY date like its three parts', () => {
    setClock({ now: () => new Date(2026, 4, 15, 8).getTime() });
    const dob = fc.record({
      month: fc.integer({ min: 0, max: 13 }),
      day: fc.integer({ min: 0, max: 32 }),
      year: fc.integer({ min: 1890, max: 2030 }),
    });
    fc.assert(
      fc.property(dob, ({ month, day, year }) => {
        const stored = `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${year}`;
        expect(checkRule('validate-dob', stored)).toBe(
          checkRule('validate-dob', { day: String(day), month: String(month), year: String(year) }),
        );
      }),
      { numRuns: REFERENCE_RUNS },
    );
  });

  it('validate-date-range passes exactly when "from" is not after "to", in every date format', () => {
    setClock({ now: () => new Date(2026, 4, 15, 8).getTime() });
    const day = fc.date({ min: new Date(1970, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true });
    const pad = (n: number) => String(n).padStart(2, '0');
    const formats = [
      (date: Date) => `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`,
      (date: Date) => `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`,
      (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
      (date: Date) => `${pad(date.getMonth() + 1)}.${pad(date.getDate())}.${date.getFullYear()}`,
    ];
    const format = fc.constantFrom(...formats.keys());
    fc.assert(
      fc.property(day, day, format, format, (from, to, fromFormat, toFormat) => {
        const fromDay = referenceDate(from.getFullYear(), from.getMonth() + 1, from.getDate());
        const toDay = referenceDate(to.getFullYear(), to.getMonth() + 1, to.getDate());
        const fromText = formats[fromFormat]?.(from) ?? '';
        const toText = formats[toFormat]?.(to) ?? '';
        const result = checkRule('validate-date-range', fromText, { to: toText });
        expect(result === null, `${fromText} → ${toText}`).toBe(fromDay !== null && toDay !== null && fromDay <= toDay);
        if (result !== null) expect(result).toBe(VALIDATION_MESSAGES.dateRange);
      }),
      { numRuns: REFERENCE_RUNS },
    );
  });

  it('validate-date-range rejects a date that does not exist', () => {
    const impossible = fc
      .record({ month: fc.integer({ min: 1, max: 12 }), year: fc.integer({ min: 1970, max: 2099 }), extra: fc.integer({ min: 1, max: 3 }) })
      .filter(({ month, year, extra }) => referenceDate(year, month, 28 + extra) === null)
      .map(({ month, year, extra }) => `${month}/${28 + extra}/${year}`);
    fc.assert(
      fc.property(impossible, (from) => {
        expect(checkRule('validate-date-range', from, { to: '12/31/2099' })).toBe(VALIDATION_MESSAGES.dateRange);
      }),
      { numRuns: 300 },
    );
  });
});

describe('quantity rules agree with integer arithmetic', () => {
  /** `units / 10^places` as decimal text, with a dot or a decimal comma. */
  function decimalText(units: number, places: number, comma: boolean): string {
    const sign = units < 0 ? '-' : '';
    const digitsText = String(Math.abs(units)).padStart(places + 1, '0');
    const text = places === 0 ? digitsText : `${digitsText.slice(0, -places)}.${digitsText.slice(-places)}`;
    return sign + (comma ? text.replace('.', ',') : text);
  }

  it('a quantity of n/10^p is a multiple of k/10^p exactly when n is a multiple of k', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.boolean(),
        (places, quantityUnits, stepUnits, comma) => {
          const quantity = decimalText(quantityUnits, places, comma);
          const step = decimalText(stepUnits, places, comma);
          const result = checkRule('validate-item-quantity', quantity, { qtyIncrements: step });
          const expected = quantityUnits % stepUnits === 0 ? null : `You can buy this product only in quantities of ${step} at a time.`;
          expect(result, `${quantity} step ${step}`).toBe(expected);
        },
      ),
      { numRuns: REFERENCE_RUNS },
    );
  });

  it('steps of different precision compare at the finer one (0.3 is 3 × 0.1, 2.2 is 2 × 1.1)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 1, max: 60 }),
        (quantityPlaces, stepPlaces, quantityUnits, stepUnits) => {
          const places = Math.max(quantityPlaces, stepPlaces);
          const quantityAtScale = quantityUnits * 10 ** (places - quantityPlaces);
          const stepAtScale = stepUnits * 10 ** (places - stepPlaces);
          const quantity = decimalText(quantityUnits, quantityPlaces, false);
          const step = decimalText(stepUnits, stepPlaces, false);
          const passes = checkRule('validate-item-quantity', quantity, { qtyIncrements: step }) === null;
          expect(passes, `${quantity} step ${step}`).toBe(quantityAtScale % stepAtScale === 0);
        },
      ),
      { numRuns: REFERENCE_RUNS },
    );
  });

  it('checks above 0, then minimum, then maximum, then increments, each with its message', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: -200, max: 2000 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 1, max: 20 }),
        (places, quantityUnits, minUnits, extraUnits, stepUnits) => {
          const quantity = decimalText(quantityUnits, places, false);
          const minAllowed = decimalText(minUnits, places, false);
          const maxAllowed = decimalText(minUnits + extraUnits, places, false);
          const qtyIncrements = decimalText(stepUnits, places, false);
          const expected =
            quantityUnits <= 0
              ? 'Please enter a quantity greater than 0.'
              : quantityUnits < minUnits
                ? `The fewest you may purchase is ${minAllowed}.`
                : quantityUnits > minUnits + extraUnits
                  ? `The maximum you may purchase is ${maxAllowed}.`
                  : quantityUnits % stepUnits !== 0
                    ? `You can buy this product only in quantities of ${qtyIncrements} at a time.`
                    : null;
          expect(checkRule('validate-item-quantity', quantity, { minAllowed, maxAllowed, qtyIncrements })).toBe(expected);
        },
      ),
      { numRuns: REFERENCE_RUNS },
    );
  });

  it('validate-grouped-qty passes when some typed quantity is above 0 and none is below', () => {
    const entry = fc.oneof(fc.integer({ min: -5, max: 20 }).map(String), fc.constant(''), fc.constant('  '));
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), (quantities) => {
        const typed = quantities.filter((quantity) => quantity.trim() !== '').map(Number);
        const expected = typed.length > 0 && typed.every((n) => n >= 0) && typed.some((n) => n > 0);
        const result = checkRule('validate-grouped-qty', undefined, { quantities });
        expect(result === null, JSON.stringify(quantities)).toBe(expected);
        if (result !== null) expect(result).toBe(VALIDATION_MESSAGES.groupedQuantity);
      }),
      { numRuns: REFERENCE_RUNS },
    );
  });
});
