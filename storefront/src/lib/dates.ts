/** The date styles pages show: long (`November 25, 2026`) and numeric (`11/25/26`). */
const STYLES = {
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  numeric: { month: 'numeric', day: 'numeric', year: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

// One formatter per locale and style for every date (toLocaleDateString with options builds a new one per call).
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as pages show it, in the page's locale (the store view's: `useStoreView().locale`;
 * `25 novembre 2026`, `25/11/26` in fr-FR): in UTC, so the server's render and the browser's
 * hydration agree whatever either one's time zone.
 */
export function shownDate(iso: string, locale: string, style: keyof typeof STYLES): string {
  const key = `${locale} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}

/** A long date (`November 25, 2026`) in a locale (English by default). */
export function longDate(iso: string, locale = 'en-US'): string {
  return shownDate(iso, locale, 'long');
}
