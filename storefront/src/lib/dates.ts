// One formatter for every date (toLocaleDateString with options builds a new one per call).
const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * A long date (`November 25, 2026`) as pages show it: in UTC, so the server's render and the
 * browser's hydration agree whatever either one's time zone.
 */
export function longDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}

