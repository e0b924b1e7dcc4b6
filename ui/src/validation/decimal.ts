/** A decimal number held exactly: `units × 10^-scale` (1.25 is `{ units: 125n, scale: 2 }`). */
export interface ExactDecimal {
  units: bigint;
  scale: number;
}

const PLAIN_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Rewrites a number typed with either decimal separator to the `1234.5` form: when both
 * `.` and `,` occur the later one is the decimal separator and the other groups
 * thousands; a single `,` alone is a decimal comma; several `,` alone group thousands.
 */
export function normalizeNumberText(text: string): string {
  const trimmed = text.trim();
  const lastDot = trimmed.lastIndexOf('.');
  const lastComma = trimmed.lastIndexOf(',');
  if (lastDot !== -1 && lastComma !== -1) {
    return lastComma > lastDot
      ? trimmed.replaceAll('.', '').replace(',', '.')
      : trimmed.replaceAll(',', '');
  }
  if (lastComma !== -1) {
    return trimmed.indexOf(',') === lastComma ? trimmed.replace(',', '.') : trimmed.replaceAll(',', '');
  }
  return trimmed;
}

/**
 * Parses decimal text (`12`, `-0.5`, `.25`, `1e-3`, and the separators
 * `normalizeNumberText` accepts) exactly; `null` when it is not a number.
 */
export function parseExactDecimal(text: string | number): ExactDecimal | null {
  // A number that is not finite reads as `Infinity` or `NaN`, which the pattern refuses.
  const source = typeof text === 'number' ? String(text) : normalizeNumberText(text);
  const match = PLAIN_DECIMAL.exec(source);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponentText] = match;
  if (whole === '' && fraction === '') return null;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  // Exponents far outside any quantity would only build huge BigInts.
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return null;
  let units = BigInt(`${whole}${fraction}`);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/** Parses a typed number like the platform does (either decimal separator); `NaN` when it is not one. */
export function parseLocaleNumber(text: string | number): number {
  if (typeof text === 'number') return text;
  const exact = parseExactDecimal(text);
  return exact === null ? Number.NaN : Number(normalizeNumberText(text));
}

function atScale(value: ExactDecimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/**
 * Whether `value` is a whole multiple of `step`, computed on exact decimals so that
 * 0.3 is a multiple of 0.1 and 2.2 of 1.1 (floating-point remainders say otherwise).
 * Counted from `base` when one is given (the form library's `step` counts from `min`).
 * A step that is zero, negative or not a number accepts every value.
 */
export function isMultipleOf(value: string | number, step: string | number, base: string | number = 0): boolean {
  const exactValue = parseExactDecimal(value);
  const exactStep = parseExactDecimal(step);
  const exactBase = parseExactDecimal(base) ?? { units: 0n, scale: 0 };
  if (exactValue === null) return false;
  if (exactStep === null || exactStep.units <= 0n) return true;
  const scale = Math.max(exactValue.scale, exactStep.scale, exactBase.scale);
  return (atScale(exactValue, scale) - atScale(exactBase, scale)) % atScale(exactStep, scale) === 0n;
}
