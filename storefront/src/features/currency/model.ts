import { z } from 'zod';
import { minorDigits, type Minor } from '@shop/ui/money';
import { parseExactDecimal, validationMessage, type ExactDecimal } from '@shop/ui/validation';

/**
 * Currencies (issue 31 item 4, ADR 0040): prices are stored in one base currency; a store view
 * shows them in its own currency, converted by a rate (how many units of the view's currency one
 * unit of the base currency buys, Magento's Stores › Currency Rates) and rounded to that
 * currency's minor unit. Everything here is integer arithmetic on minor units and exact decimals.
 */

/** The most decimals a rate may have (Magento's rate grid shows and stores at most as many). */
export const RATE_MAX_DECIMALS = 6;

/** The back office's refusal of a rate with more decimals than {@link RATE_MAX_DECIMALS} (staff read English). */
export const RATE_DECIMALS_MESSAGE = `Please enter a rate with at most ${RATE_MAX_DECIMALS} decimal places.`;

/** A rate as the back office edits and the database stores it: exact decimal text (`'0.92'`). */
export type RateText = string;

/** The rate of the base currency to itself. */
export const IDENTITY_RATE: RateText = '1';

/**
 * Why a typed rate is refused (the back office's message), or null for a rate that may be saved:
 * a positive number with at most {@link RATE_MAX_DECIMALS} decimals.
 */
export function rateProblem(text: string): string | null {
  const trimmed = text.trim();
  // Plain digits with a point: a rate is not typed with a decimal comma or an exponent.
  const exact = /^\d+(\.\d+)?$/.test(trimmed) ? parseExactDecimal(trimmed) : null;
  if (exact === null || exact.units <= 0n) return validationMessage('greaterThanZero');
  if (exact.scale > RATE_MAX_DECIMALS) return RATE_DECIMALS_MESSAGE;
  return null;
}

/** A typed rate as the form and the save call check it: {@link rateProblem}'s message when refused. */
export const rateSchema = z
  .string()
  .max(40)
  .superRefine((text, context) => {
    const problem = rateProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** A valid rate's canonical text: no leading zeros, no trailing decimal zeros (`'03.6725000'` → `'3.6725'`). */
export function canonicalRate(text: string): RateText {
  const exact = parseExactDecimal(text.trim());
  if (exact === null) throw new RangeError(`Not a rate: "${text}"`);
  let { units, scale } = exact;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  const digits = units.toString().padStart(scale + 1, '0');
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

function divideRounded(numerator: bigint, divisor: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return negative ? -rounded : rounded;
}

/**
 * An amount in minor units of `from` in minor units of `to` at `rate` (units of `to` per unit of
 * `from`), rounded half away from zero to `to`'s minor unit: `minor × rate × 10^(digits(to) −
 * digits(from))`, computed exactly. 1999 USD cents at 0.92 is 1839 EUR cents (18.3908 → 18.39);
 * at 155.5 to JPY (no minor digits) 3108 yen (3108.445 → 3108).
 */
export function convertMinor(minor: Minor, rate: RateText | ExactDecimal, from: string, to: string): Minor {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not a whole number of minor units: ${minor}`);
  const exact = typeof rate === 'string' ? parseExactDecimal(rate) : rate;
  if (exact === null || exact.units <= 0n) throw new RangeError(`Not a rate: "${String(rate)}"`);
  const shift = minorDigits(to) - minorDigits(from) - exact.scale;
  const product = BigInt(minor) * exact.units;
  const converted = shift >= 0 ? product * 10n ** BigInt(shift) : divideRounded(product, 10n ** BigInt(-shift));
  const result = Number(converted);
  if (!Number.isSafeInteger(result)) throw new RangeError(`The converted amount is too large: ${converted}`);
  return result;
}

/** Prices of the base currency as one view shows them: its currency, the rate, and the conversion. */
export interface Converter {
  /** The base currency prices are stored in. */
  base: string;
  /** The currency shown (the base currency when the view's has no rate). */
  currency: string;
  /** Units of `currency` per unit of `base` (exact decimal text; '1' for the base currency). */
  rate: RateText;
  /** An amount in base minor units, in minor units of `currency`. */
  convert(minor: Minor): Minor;
}

/** The converter of `base` into `currency` at `rate`; the identity when they are the same currency. */
export function converterOf(base: string, currency: string, rate: RateText): Converter {
  if (currency === base) return { base, currency, rate: IDENTITY_RATE, convert: (minor) => minor };
  const exact = parseExactDecimal(rate);
  if (exact === null || exact.units <= 0n) throw new RangeError(`Not a rate: "${rate}"`);
  return { base, currency, rate, convert: (minor) => convertMinor(minor, exact, base, currency) };
}
