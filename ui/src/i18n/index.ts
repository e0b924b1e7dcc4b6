/**
 * Translation with positional parameters: `t('Greetings, %1', name)`.
 * The source strings are English and the default dictionary is empty (SPEC.md §9);
 * an app supplies another with `setDictionary`.
 */
export type Dictionary = Readonly<Record<string, string>>;

let dictionary: Dictionary = {};
let activeDictionary: () => Dictionary = () => dictionary;

/** Replaces the active dictionary (source string → translated string). */
export function setDictionary(next: Dictionary): void {
  dictionary = next;
  activeDictionary = () => dictionary;
}

/**
 * Makes `t()` ask for the dictionary each time it translates: a server rendering pages in several
 * languages at once answers with the dictionary of the request being rendered (from its
 * AsyncLocalStorage), where one module-wide dictionary would mix them.
 */
export function setDictionarySource(source: () => Dictionary): void {
  activeDictionary = source;
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
  return formatPositional(activeDictionary()[source] ?? source, ...values);
}
