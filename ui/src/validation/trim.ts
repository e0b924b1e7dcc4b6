/** The input events on which the kit's trim behaviour trims a field (SPEC.md §5). */
export const TRIM_EVENTS = ['change', 'keyup', 'paste'] as const;

/**
 * The trimmed value of an input (whitespace at both ends removed, non-breaking spaces
 * included). Strings compare by value, so a caller can skip rewriting the input (and moving
 * the caret) when there is nothing to trim with `trimValue(v) !== v`.
 */
export function trimValue(value: string): string {
  return value.trim();
}
