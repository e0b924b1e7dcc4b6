// One formatter per locale (toLocaleDateString with options builds a new one per call).
const longDates = new Map<string, Intl.DateTimeFormat>();

/**
 * A long date (`November 25, 2026`) as pages show it: in UTC, so the server's render and the
 * browser's hydration agree whatever either one's time zone; in the view's locale when given.
 */
export function longDate(iso: string, locale = 'en-US'): string {
  let format = longDates.get(locale);
  if (!format) longDates.set(locale, (format = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(iso));
}

