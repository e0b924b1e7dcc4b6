/**
 * `@shop/ui/money`: amounts in integer minor units (cents for USD), exact parsing of decimal
 * text, and formatting with `Intl.NumberFormat`. Money is never added or multiplied as a
 * floating-point amount: a unit price times a quantity, a sum of lines and a tax share are all
 * integer arithmetic on minor units, checked to stay within safe integers.
 */
import { parseExactDecimal } from '../validation/decimal';

/** An amount in the currency's minor unit (1999 is $19.99). Always a safe integer. */
export type Minor = number;

/** The store's money settings. */
export interface MoneyFormat {
  /** ISO 4217 code. @default 'USD' */
  currency?: string;
  /** BCP 47 locale for the digits and symbols. @default 'en-US' */
  locale?: string;
}

export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_LOCALE = 'en-US';

const formatters = new Map<string, Intl.NumberFormat>();
/** Minor-unit digits by currency: every amount formatted or parsed asks (resolvedOptions() builds an object each time). */
const digitsByCurrency = new Map<string, number>();

function formatter(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, format);
  }
  return format;
}

/** How many minor-unit digits the currency has (2 for USD and EUR, 0 for JPY). */
export function minorDigits(currency: string = DEFAULT_CURRENCY): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = formatter(currency, DEFAULT_LOCALE).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

function assertMinor(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} is not a whole number of minor units: ${value}`);
}

/**
 * Exact decimal text (a database `numeric`, `'19.99'`) to minor units; amounts with more
 * digits than the currency has are rounded half away from zero. Throws on text that is not a number.
 */
export function toMinor(decimal: string | number, currency: string = DEFAULT_CURRENCY): Minor {
  const exact = parseExactDecimal(typeof decimal === 'number' ? String(decimal) : decimal.trim());
  if (exact === null) throw new RangeError(`Not an amount: "${decimal}"`);
  const digits = minorDigits(currency);
  let units: bigint;
  if (exact.scale <= digits) {
    units = exact.units * 10n ** BigInt(digits - exact.scale);
  } else {
    const divisor = 10n ** BigInt(exact.scale - digits);
    const negative = exact.units < 0n;
    const magnitude = negative ? -exact.units : exact.units;
    const rounded = (magnitude + divisor / 2n) / divisor;
    units = negative ? -rounded : rounded;
  }
  const minor = Number(units);
  assertMinor(minor, 'The amount');
  return minor;
}

/** Minor units as exact decimal text for a database `numeric` (`1999` → `'19.99'`). */
export function toDecimalText(minor: Minor, currency: string = DEFAULT_CURRENCY): string {
  assertMinor(minor, 'The amount');
  const digits = minorDigits(currency);
  const negative = minor < 0;
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = digits === 0 ? text : text.slice(0, -digits);
  const fraction = digits === 0 ? '' : `.${text.slice(-digits)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** A unit price times a quantity. */
export function multiply(unit: Minor, qty: number): Minor {
  assertMinor(unit, 'The unit price');
  assertMinor(qty, 'The quantity');
  const total = unit * qty;
  assertMinor(total, 'The line total');
  return total;
}

/** The sum of amounts. */
export function sum(amounts: Iterable<Minor>): Minor {
  let total = 0;
  for (const amount of amounts) {
    assertMinor(amount, 'An amount');
    total += amount;
    assertMinor(total, 'The total');
  }
  return total;
}

/**
 * A percentage of an amount (a tax rate as decimal text, `'8.25'`), rounded half away from zero
 * to the minor unit, computed exactly.
 */
export function percentOf(amount: Minor, percent: string | number): Minor {
  assertMinor(amount, 'The amount');
  const rate = parseExactDecimal(typeof percent === 'number' ? String(percent) : percent);
  if (rate === null) throw new RangeError(`Not a percentage: "${percent}"`);
  const numerator = BigInt(amount) * rate.units;
  const divisor = 100n * 10n ** BigInt(rate.scale);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude + divisor / 2n) / divisor;
  const result = Number(negative ? -rounded : rounded);
  assertMinor(result, 'The share');
  return result;
}

/** Formats minor units in the store's currency (`1999` → `$19.99`). */
export function formatMoney(minor: Minor, { currency = DEFAULT_CURRENCY, locale = DEFAULT_LOCALE }: MoneyFormat = {}): string {
  // Exact: the decimal text is formatted, not a float that came from dividing.
  return formatter(currency, locale).format(toDecimalText(minor, currency) as `${number}`);
}

const wholeFormatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount written inside a sentence ("Free shipping on orders over $50"): a whole amount without
 * its zero decimals (`5000` → `$50`, `4600` in EUR and fr-FR → `46 €`), any other as
 * {@link formatMoney} writes it (`18363` in AED → `183.63 AED`).
 */
export function formatMoneyInText(minor: Minor, format: MoneyFormat = {}): string {
  const { currency = DEFAULT_CURRENCY, locale = DEFAULT_LOCALE } = format;
  const unit = 10 ** minorDigits(currency);
  if (minor % unit !== 0) return formatMoney(minor, format);
  const key = `${locale}|${currency}`;
  let whole = wholeFormatters.get(key);
  if (!whole) {
    whole = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
    wholeFormatters.set(key, whole);
  }
  return whole.format(toDecimalText(minor, currency) as `${number}`);
}
