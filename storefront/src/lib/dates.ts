// One formatter per locale for every date (toLocaleDateString with options builds a new one per call).
const longDates = new Map<string, Intl.DateTimeFormat>();

/**
 * A long date (`November 25, 2026`; `25 novembre 2026` in fr-FR) as pages show it, in the
 * page's locale (the store view's: `useStoreView().locale`): in UTC, so the server's render and
 * the browser's hydration agree whatever either one's time zone.
 */
export function longDate(iso: string, locale = 'en-US'): string {
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    longDates.set(locale, format);
  }
  return format.format(new Date(iso));
}
