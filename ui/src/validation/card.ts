import { today } from '../clock';
import { expandTwoDigitYear } from './dates';
import { validationMessage } from './messages';
import { emptyOr } from './rule-verdict';
import { isEmptyText, toText } from './text';

/** The card type codes the payment forms use. */
export const CARD_TYPE_CODES = ['SO', 'SM', 'VI', 'MC', 'AE', 'DI', 'JCB', 'DN', 'UN', 'MI', 'MD'] as const;
export type CardTypeCode = (typeof CARD_TYPE_CODES)[number];

/** An inclusive range of leading digits, both ends the same length (`['2221', '2720']`). */
type PrefixRange = readonly [from: string, to: string];

interface CardTypeRules {
  name: string;
  prefixes: readonly PrefixRange[];
  /** Leading digits that belong to another type although a range above covers them. */
  excluded?: readonly string[];
  lengths: readonly number[];
  verification: RegExp;
}

const THREE_DIGITS = /^\d{3}$/;
const lengthsBetween = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
const single = (prefix: string): PrefixRange => [prefix, prefix];

/**
 * Card types by leading digits and length (SPEC.md §5: 16 digits for Visa, MasterCard and
 * Discover, 15 for American Express, 14 for Diners) and their verification numbers
 * (3 digits, 4 for American Express; Solo and Switch also accept none or 3-4).
 */
export const CARD_TYPES: Readonly<Record<CardTypeCode, CardTypeRules>> = {
  SO: {
    name: 'Solo',
    prefixes: [single('6334'), single('6767')],
    lengths: [16, 18, 19],
    verification: /^(?:\d{3,4})?$/,
  },
  SM: {
    name: 'Switch/Maestro',
    prefixes: [
      single('4903'),
      single('4905'),
      single('4911'),
      single('4936'),
      single('564182'),
      single('633110'),
      single('6333'),
      single('6759'),
    ],
    lengths: [16, 18, 19],
    verification: /^(?:\d{3,4})?$/,
  },
  VI: { name: 'Visa', prefixes: [single('4')], lengths: [16], verification: THREE_DIGITS },
  MC: {
    name: 'MasterCard',
    prefixes: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
    verification: THREE_DIGITS,
  },
  AE: {
    name: 'American Express',
    prefixes: [single('34'), single('37')],
    lengths: [15],
    verification: /^\d{4}$/,
  },
  DI: {
    name: 'Discover',
    prefixes: [single('6011'), ['622126', '622925'], ['644', '649'], single('65')],
    lengths: [16],
    verification: THREE_DIGITS,
  },
  JCB: { name: 'JCB', prefixes: [['3528', '3589']], lengths: lengthsBetween(16, 19), verification: THREE_DIGITS },
  DN: {
    name: 'Diners Club',
    prefixes: [['300', '305'], single('3095'), single('36'), ['38', '39']],
    lengths: [14],
    verification: THREE_DIGITS,
  },
  UN: { name: 'UnionPay', prefixes: [single('62')], lengths: lengthsBetween(16, 19), verification: THREE_DIGITS },
  MI: {
    name: 'Maestro International',
    prefixes: [single('50'), ['56', '59'], single('63'), single('67')],
    excluded: ['6759', '676770', '676774'],
    lengths: lengthsBetween(12, 19),
    verification: THREE_DIGITS,
  },
  MD: {
    name: 'Maestro Domestic',
    prefixes: [single('6759'), single('676770'), single('676774')],
    lengths: lengthsBetween(12, 19),
    verification: THREE_DIGITS,
  },
};

/** Detection order: narrow prefixes before the broad ones that overlap them. */
const DETECTION_ORDER: readonly CardTypeCode[] = ['SO', 'SM', 'MD', 'AE', 'VI', 'MC', 'DI', 'JCB', 'DN', 'UN', 'MI'];

function isCardTypeCode(code: string): code is CardTypeCode {
  return (CARD_TYPE_CODES as readonly string[]).includes(code);
}

/** The digits of a card number as typed: spaces and dashes are dropped. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

function inPrefixRange(digits: string, [from, to]: PrefixRange): boolean {
  if (digits.length < from.length) return false;
  const lead = digits.slice(0, from.length);
  return lead >= from && lead <= to;
}

/** Whether a card number (spaces and dashes allowed) has the leading digits and length of a type. */
export function matchesCardType(cardNumber: string, code: CardTypeCode): boolean {
  const digits = cardDigits(cardNumber);
  if (!/^\d+$/.test(digits)) return false;
  const rules = CARD_TYPES[code];
  return (
    rules.lengths.includes(digits.length) &&
    rules.prefixes.some((range) => inPrefixRange(digits, range)) &&
    !(rules.excluded ?? []).some((prefix) => digits.startsWith(prefix))
  );
}

/** The type a complete card number belongs to, or `null` when none matches. */
export function detectCardType(cardNumber: string): CardTypeCode | null {
  return DETECTION_ORDER.find((code) => matchesCardType(cardNumber, code)) ?? null;
}

/** The digit checksum (Luhn / mod 10) of a string of digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let position = 0; position < digits.length; position += 1) {
    let digit = Number(digits[digits.length - 1 - position]);
    if (position % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `validate-cc-number`: digits (spaces and dashes allowed) whose checksum passes. */
export function checkCardNumber(value: unknown): string | null {
  return emptyOr(value, (text) => passesLuhn(cardDigits(text)), () => validationMessage('ccNumber'));
}

/**
 * The two rules that compare a typed number with a chosen type, each from its own field:
 * `message` unless they fit. Passes while the number is empty, and for a type code without
 * number rules.
 */
function checkNumberFitsType(cardNumber: string, ccType: string, message: () => string): string | null {
  if (isEmptyText(cardNumber) || !isCardTypeCode(ccType)) return null;
  return matchesCardType(cardNumber, ccType) ? null : message();
}

/** Options of `validate-cc-type`: the chosen card type code. */
export interface CardTypeOptions {
  ccType?: string;
}

/**
 * `validate-cc-type`: the number fits the chosen type. Passes while either is empty and
 * for a type code without number rules (such as `OT`, other).
 */
export function checkCardNumberMatchesType(value: unknown, options: CardTypeOptions = {}): string | null {
  return checkNumberFitsType(toText(value), toText(options.ccType).trim(), () => validationMessage('ccNumberType'));
}

/** Options of `validate-cc-type-select`: the typed card number. */
export interface CardNumberOptions {
  ccNumber?: string;
}

/** `validate-cc-type-select`: the chosen type fits the typed number. Passes while either is empty. */
export function checkCardTypeMatchesNumber(value: unknown, options: CardNumberOptions = {}): string | null {
  return checkNumberFitsType(toText(options.ccNumber), toText(value).trim(), () => validationMessage('ccTypeNumber'));
}

/** Options of `validate-cc-exp`: the expiry year (two or four digits). */
export interface CardExpiryOptions {
  year?: string | number;
}

/**
 * `validate-cc-exp`: month 1-12 and, with the year (two-digit years in the current
 * century), not before the current month of the validation clock. Passes while the month
 * or the year is empty.
 */
export function checkCardExpiry(value: unknown, options: CardExpiryOptions = {}): string | null {
  const monthText = toText(value).trim();
  const yearText = toText(options.year).trim();
  if (monthText === '' || yearText === '') return null;
  const now = today();
  const month = /^\d{1,2}$/.test(monthText) ? Number(monthText) : Number.NaN;
  const year = /^\d{2}$/.test(yearText)
    ? expandTwoDigitYear(Number(yearText), now)
    : /^\d{4}$/.test(yearText)
      ? Number(yearText)
      : Number.NaN;
  if (!(month >= 1 && month <= 12) || Number.isNaN(year)) return validationMessage('ccExpiry');
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  const valid = year > currentYear || (year === currentYear && month >= currentMonth);
  return valid ? null : validationMessage('ccExpiry');
}

/**
 * `validate-cc-cvn`: 3 digits, 4 for American Express; Solo and Switch also accept none
 * or 3-4. An empty value fails for the other known types, as the spec makes "also allow
 * empty" the exception; without a known type, any 3-4 digits (or nothing) pass.
 */
export function checkCardVerification(value: unknown, options: CardTypeOptions = {}): string | null {
  const cvn = toText(value).trim();
  const ccType = toText(options.ccType).trim();
  const pattern = isCardTypeCode(ccType) ? CARD_TYPES[ccType].verification : /^(?:\d{3,4})?$/;
  return pattern.test(cvn) ? null : validationMessage('ccVerification');
}
