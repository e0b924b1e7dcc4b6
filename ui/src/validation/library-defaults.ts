import { isMultipleOf } from './decimal';
import { validationMessage } from './messages';
import { emptyOr, numberIn } from './rule-verdict';
import type { RuleResult } from './rules';
import { symbolCount, toText } from './text';

/*
 * The form library's built-in rules (jQuery Validate's `required`, `email`, `url`, `date`,
 * `number`, `digits`, `equalTo`, `maxlength`, `minlength`, `range`, `max`, `min`, `step`)
 * with its English messages. Like every non-required rule, an empty value passes, and so
 * does any value when the rule's parameter is missing.
 */

// The HTML standard's definition of a valid email address.
const HTML_EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** `email`: an address as the HTML standard defines one (no top-level domain needed). */
export function checkLibraryEmail(value: unknown): RuleResult {
  return emptyOr(value, (text) => HTML_EMAIL.test(text), () => validationMessage('libraryEmail'));
}

function isAbsoluteWebUrl(text: string): boolean {
  if (/\s/.test(text) || !/^(?:https?|ftp):\/\//i.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

/** `url`: an absolute http, https or ftp address with a host. */
export function checkLibraryUrl(value: unknown): RuleResult {
  return emptyOr(value, isAbsoluteWebUrl, () => validationMessage('libraryUrl'));
}

// `date` (a readable calendar date) is checkLibraryDate in ./dates, beside the other date rules.

/** `number`: a decimal number, optionally signed, with optional `,` thousands groups. */
export function checkLibraryNumber(value: unknown): RuleResult {
  return emptyOr(
    value,
    (text) => /^-?(?:\d+|\d{1,3}(?:,\d{3})+)?(?:\.\d+)?$/.test(text) && /\d/.test(text),
    () => validationMessage('libraryNumber'),
  );
}

/** `digits`: digits only. */
export function checkLibraryDigits(value: unknown): RuleResult {
  return emptyOr(value, (text) => /^\d+$/.test(text), () => validationMessage('libraryDigits'));
}

/** Options of `equalTo`. */
export interface EqualToOptions {
  /** The value of the field this one must repeat. */
  other?: string;
}

/** `equalTo`: the same value as the other field (compared even when empty). */
export function checkLibraryEqualTo(value: unknown, options: EqualToOptions = {}): RuleResult {
  return toText(value) === toText(options.other) ? null : validationMessage('libraryEqualTo');
}

/** Options of `maxlength`. */
export interface MaxLengthOptions {
  maxLength: number;
}

/** `maxlength`: at most `maxLength` characters. */
export function checkLibraryMaxLength(value: unknown, options: Partial<MaxLengthOptions> = {}): RuleResult {
  const { maxLength } = options;
  if (maxLength === undefined) return null;
  return emptyOr(
    value,
    (text) => symbolCount(text) <= maxLength,
    () => validationMessage('libraryMaxlength', maxLength),
  );
}

/** Options of `minlength`. */
export interface MinLengthOptions {
  minLength: number;
}

/** `minlength`: at least `minLength` characters. */
export function checkLibraryMinLength(value: unknown, options: Partial<MinLengthOptions> = {}): RuleResult {
  const { minLength } = options;
  if (minLength === undefined) return null;
  return emptyOr(
    value,
    (text) => symbolCount(text) >= minLength,
    () => validationMessage('libraryMinlength', minLength),
  );
}

/** Options of `range`. */
export interface RangeOptions {
  min: number;
  max: number;
}

/** `range`: a number from `min` to `max`. */
export function checkLibraryRange(value: unknown, options: Partial<RangeOptions> = {}): RuleResult {
  const { min, max } = options;
  if (min === undefined || max === undefined) return null;
  return emptyOr(
    value,
    (text) => numberIn(text, (number) => number >= min && number <= max),
    () => validationMessage('libraryRange', min, max),
  );
}

/** Options of `max`. */
export interface MaxOptions {
  max: number;
}

/** `max`: a number no greater than `max`. */
export function checkLibraryMax(value: unknown, options: Partial<MaxOptions> = {}): RuleResult {
  const { max } = options;
  if (max === undefined) return null;
  return emptyOr(
    value,
    (text) => numberIn(text, (number) => number <= max),
    () => validationMessage('libraryMax', max),
  );
}

/** Options of `min`. */
export interface MinOptions {
  min: number;
}

/** `min`: a number no less than `min`. */
export function checkLibraryMin(value: unknown, options: Partial<MinOptions> = {}): RuleResult {
  const { min } = options;
  if (min === undefined) return null;
  return emptyOr(
    value,
    (text) => numberIn(text, (number) => number >= min),
    () => validationMessage('libraryMin', min),
  );
}

/** Options of `step`. */
export interface StepOptions {
  step: number | string;
  /**
   * Where the steps start, as the input's `min` attribute does.
   * @default 0
   */
  min?: number | string;
}

/** `step`: a multiple of `step` counted from `min`, compared as exact decimals. */
export function checkLibraryStep(value: unknown, options: Partial<StepOptions> = {}): RuleResult {
  const { step, min = 0 } = options;
  if (step === undefined) return null;
  return emptyOr(
    value,
    (text) => isMultipleOf(text, step, min),
    () => validationMessage('libraryStep', step),
  );
}
