import { parseLocaleNumber } from './decimal';
import type { RuleResult } from './rules';
import { isEmptyText, toText } from './text';

/*
 * The verdicts the rules share: every rule answers `null` or its message, and all but the
 * required ones let an empty value pass (an empty field is the required rule's business).
 */

/** `null` when `valid`, else the message (made only then: it is translated). */
export function failUnless(valid: boolean, message: () => string): RuleResult {
  return valid ? null : message();
}

/** An empty value passes; any other text must pass `check`. */
export function emptyOr(value: unknown, check: (text: string) => boolean, message: () => string): RuleResult {
  const text = toText(value);
  if (isEmptyText(text)) return null;
  return failUnless(check(text), message);
}

/** Like `emptyOr`, on the text without its leading and trailing whitespace (all whitespace passes). */
export function trimmedOr(value: unknown, check: (text: string) => boolean, message: () => string): RuleResult {
  const text = toText(value).trim();
  if (text === '') return null;
  return failUnless(check(text), message);
}

/** Whether a text reads as a number (either decimal separator) that `accept` takes. */
export function numberIn(text: string, accept: (number: number) => boolean): boolean {
  const number = parseLocaleNumber(text);
  return !Number.isNaN(number) && accept(number);
}
