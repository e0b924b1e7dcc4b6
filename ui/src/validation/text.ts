/**
 * The text a rule checks: strings as they are, finite numbers as digits, anything else
 * (null, undefined, objects) as empty, so no rule throws on odd input.
 */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'bigint') return String(value);
  return '';
}

/** Empty for the "required" rules: nothing, or only whitespace. */
export function isBlank(text: string): boolean {
  return text.trim() === '';
}

/** How many characters (code points, so an emoji counts once) a text has. */
export function symbolCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * Empty for every other rule: no characters at all. Whitespace is a value there (it is
 * not a phone number, say), as with the platform's optional-field check.
 */
export function isEmptyText(text: string): boolean {
  return text.length === 0;
}
