import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectCardType, passesLuhn } from './card';
import { setClock, systemClock } from '../clock';
import { expandTwoDigitYear } from './dates';
import { checkRule } from './registry';
import { expectRule } from './rule-cases.fixtures';

const NUMBER_MESSAGE = 'Please enter a valid credit card number.';
const NUMBER_TYPE_MESSAGE = 'Credit card number does not match credit card type.';
const TYPE_NUMBER_MESSAGE = 'Card type does not match credit card number.';
const EXPIRY_MESSAGE = 'Incorrect credit card expiration date.';
const CVN_MESSAGE = 'Please enter a valid credit card verification number.';

/** Checksum-valid numbers of each type. */
const CARDS = {
  VI: '4111111111111111',
  MC: '5555555555554444',
  MC2: '2223003122003222',
  AE: '378282246310005',
  DI: '6011111111111117',
  JCB: '3530111333300000',
  DN: '30569309025904',
  UN: '6200000000000005',
  MI: '6304000000000000',
  MD: '6767700000000005',
  SO: '6334580500000000',
  SM: '4903000000000000',
} as const;

describe('validate-cc-number', () => {
  it('accepts checksum-valid numbers with spaces or dashes, and rejects a failing checksum or other characters', () => {
    expectRule(
      'validate-cc-number',
      {
        pass: [...Object.values(CARDS), '4111 1111 1111 1111', '4111-1111-1111-1111', ''],
        fail: ['4111111111111112', '1234567812345678', '4111x11111111111', '4111.1111.1111.1111', ' ', '--'],
      },
      NUMBER_MESSAGE,
    );
  });

  it('computes the Luhn checksum', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('0')).toBe(true);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('validate-cc-type (number against the chosen type)', () => {
  it('accepts each type with its prefix and length', () => {
    const pairs: Array<[string, string]> = [
      ['VI', CARDS.VI], ['MC', CARDS.MC], ['MC', CARDS.MC2], ['AE', CARDS.AE], ['DI', CARDS.DI],
      ['JCB', CARDS.JCB], ['DN', CARDS.DN], ['UN', CARDS.UN], ['MI', CARDS.MI], ['MD', CARDS.MD],
      ['SO', CARDS.SO], ['SM', CARDS.SM],
    ];
    for (const [ccType, cardNumber] of pairs) {
      expect(checkRule('validate-cc-type', cardNumber, { ccType }), `${ccType} ${cardNumber}`).toBeNull();
    }
    expect(checkRule('validate-cc-type', '4111 1111 1111 1111', { ccType: 'VI' })).toBeNull();
  });

  it('holds the spec lengths: 16 for Visa, MC and Discover, 15 for AE, 14 for Diners', () => {
    expect(checkRule('validate-cc-type', '4111111111111', { ccType: 'VI' })).toBe(NUMBER_TYPE_MESSAGE);
    expect(checkRule('validate-cc-type', '41111111111111111', { ccType: 'VI' })).toBe(NUMBER_TYPE_MESSAGE);
    expect(checkRule('validate-cc-type', '555555555555444', { ccType: 'MC' })).toBe(NUMBER_TYPE_MESSAGE);
    expect(checkRule('validate-cc-type', '601111111111117', { ccType: 'DI' })).toBe(NUMBER_TYPE_MESSAGE);
    expect(checkRule('validate-cc-type', '3782822463100050', { ccType: 'AE' })).toBe(NUMBER_TYPE_MESSAGE);
    expect(checkRule('validate-cc-type', '305693090259040', { ccType: 'DN' })).toBe(NUMBER_TYPE_MESSAGE);
  });

  it('rejects a number of another type', () => {
    expect(checkRule('validate-cc-type', CARDS.VI, { ccType: 'MC' })).toBe(NUMBER_TYPE_MESSAGE);
    expect(checkRule('validate-cc-type', CARDS.AE, { ccType: 'VI' })).toBe(NUMBER_TYPE_MESSAGE);
    expect(checkRule('validate-cc-type', CARDS.MC, { ccType: 'AE' })).toBe(NUMBER_TYPE_MESSAGE);
    expect(checkRule('validate-cc-type', '2721000000000000', { ccType: 'MC' })).toBe(NUMBER_TYPE_MESSAGE);
  });

  it('passes while the number or type is empty, and for types without number rules', () => {
    expect(checkRule('validate-cc-type', '', { ccType: 'VI' })).toBeNull();
    expect(checkRule('validate-cc-type', CARDS.VI, { ccType: '' })).toBeNull();
    expect(checkRule('validate-cc-type', CARDS.VI, { ccType: 'OT' })).toBeNull();
    expect(checkRule('validate-cc-type', CARDS.VI)).toBeNull();
  });
});

describe('validate-cc-type-select (chosen type against the number)', () => {
  it('accepts the matching type and rejects another', () => {
    expect(checkRule('validate-cc-type-select', 'VI', { ccNumber: CARDS.VI })).toBeNull();
    expect(checkRule('validate-cc-type-select', 'AE', { ccNumber: '3782 822463 10005' })).toBeNull();
    expect(checkRule('validate-cc-type-select', 'MC', { ccNumber: CARDS.VI })).toBe(TYPE_NUMBER_MESSAGE);
    expect(checkRule('validate-cc-type-select', 'DN', { ccNumber: CARDS.AE })).toBe(TYPE_NUMBER_MESSAGE);
  });

  it('passes while either side is empty', () => {
    expect(checkRule('validate-cc-type-select', '', { ccNumber: CARDS.VI })).toBeNull();
    expect(checkRule('validate-cc-type-select', 'VI', { ccNumber: '' })).toBeNull();
  });
});

describe('detectCardType', () => {
  it('names the type of complete numbers', () => {
    expect(detectCardType(CARDS.VI)).toBe('VI');
    expect(detectCardType(CARDS.MC2)).toBe('MC');
    expect(detectCardType(CARDS.AE)).toBe('AE');
    expect(detectCardType(CARDS.DI)).toBe('DI');
    expect(detectCardType(CARDS.JCB)).toBe('JCB');
    expect(detectCardType(CARDS.DN)).toBe('DN');
    expect(detectCardType('1234567890123456')).toBeNull();
    expect(detectCardType('')).toBeNull();
  });
});

describe('validate-cc-exp (fake clock: 15 May 2026)', () => {
  beforeEach(() => setClock({ now: () => new Date(2026, 4, 15, 12, 0, 0).getTime() }));
  afterEach(() => setClock(systemClock));

  it('accepts the current month and later', () => {
    expect(checkRule('validate-cc-exp', '5', { year: '2026' })).toBeNull();
    expect(checkRule('validate-cc-exp', '05', { year: 2026 })).toBeNull();
    expect(checkRule('validate-cc-exp', '12', { year: '2026' })).toBeNull();
    expect(checkRule('validate-cc-exp', '1', { year: '2027' })).toBeNull();
  });

  it('rejects an earlier month or year', () => {
    expect(checkRule('validate-cc-exp', '4', { year: '2026' })).toBe(EXPIRY_MESSAGE);
    expect(checkRule('validate-cc-exp', '12', { year: '2025' })).toBe(EXPIRY_MESSAGE);
  });

  it('expands two-digit years with the current century', () => {
    expect(checkRule('validate-cc-exp', '6', { year: '26' })).toBeNull();
    expect(checkRule('validate-cc-exp', '4', { year: '26' })).toBe(EXPIRY_MESSAGE);
    expect(checkRule('validate-cc-exp', '1', { year: '30' })).toBeNull();
    expect(checkRule('validate-cc-exp', '12', { year: '99' })).toBeNull();
    expect(checkRule('validate-cc-exp', '12', { year: '25' })).toBe(EXPIRY_MESSAGE);
    expect(expandTwoDigitYear(27, new Date(2101, 0, 1))).toBe(2127);
    expect(expandTwoDigitYear(5, new Date(1999, 11, 31))).toBe(1905);
  });

  it('rejects a month or year that is not one', () => {
    for (const [month, year] of [['13', '2027'], ['0', '2027'], ['ab', '2027'], ['1', '202'], ['1', '2027x']]) {
      expect(checkRule('validate-cc-exp', month, { year }), `${month}/${year}`).toBe(EXPIRY_MESSAGE);
    }
  });

  it('passes while the month or year is empty', () => {
    expect(checkRule('validate-cc-exp', '', { year: '2020' })).toBeNull();
    expect(checkRule('validate-cc-exp', '1', { year: '' })).toBeNull();
    expect(checkRule('validate-cc-exp', '1')).toBeNull();
  });

  it('moves on with the clock: a card valid in May 2026 is expired in June', () => {
    setClock({ now: () => new Date(2026, 5, 1).getTime() });
    expect(checkRule('validate-cc-exp', '5', { year: '2026' })).toBe(EXPIRY_MESSAGE);
  });
});

describe('validate-cc-exp with the system clock under fake timers', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the (faked) system date by default', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2030, 0, 10));
    expect(checkRule('validate-cc-exp', '12', { year: '2029' })).toBe(EXPIRY_MESSAGE);
    expect(checkRule('validate-cc-exp', '1', { year: '30' })).toBeNull();
  });
});

describe('validate-cc-cvn', () => {
  it('takes 3 digits, 4 for American Express', () => {
    expectRule('validate-cc-cvn', { pass: ['123'], fail: ['12', '1234', 'abc', '', ' 123x'] }, CVN_MESSAGE, { ccType: 'VI' });
    expectRule('validate-cc-cvn', { pass: ['1234'], fail: ['123', '12345', ''] }, CVN_MESSAGE, { ccType: 'AE' });
  });

  it('lets Solo and Switch have none, 3 or 4 digits', () => {
    for (const ccType of ['SO', 'SM']) {
      expectRule('validate-cc-cvn', { pass: ['', '123', '1234'], fail: ['12', '12345'] }, CVN_MESSAGE, { ccType });
    }
  });

  it('without a known type, takes nothing or 3-4 digits', () => {
    expect(checkRule('validate-cc-cvn', '')).toBeNull();
    expect(checkRule('validate-cc-cvn', '123', { ccType: 'OT' })).toBeNull();
    expect(checkRule('validate-cc-cvn', '12')).toBe(CVN_MESSAGE);
  });
});
