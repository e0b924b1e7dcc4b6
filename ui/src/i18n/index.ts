/**
 * Translation with positional parameters: `t('Greetings, %1', name)`.
 * The source strings are English and the default dictionary is empty (SPEC.md §9);
 * an app supplies another with `setDictionary`.
 */
export type Dictionary = Readonly<Record<string, string>>;

let dictionary: Dictionary = {};

/** Replaces the active dictionary (source string → translated string). */
export function setDictionary(next: Dictionary): void {
  dictionary = next;
}

/** Fills `%1`…`%n` in a template with the given values, left to right by number. */
export function formatPositional(template: string, ...values: ReadonlyArray<string | number>): string {
  return template.replace(/%(\d+)/g, (match, index: string) => {
    const value = values[Number(index) - 1];
    return value === undefined ? match : String(value);
  });
}

/** Translates a source string and fills its positional parameters. */
export function t(source: string, ...values: ReadonlyArray<string | number>): string {
  return formatPositional(dictionary[source] ?? source, ...values);
}
