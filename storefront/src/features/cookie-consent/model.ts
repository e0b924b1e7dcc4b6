import { COOKIE_CATEGORIES, type CookieCategory, type CookieChoice } from '@shop/ui/cookie-consent';

export type { CookieChoice };

export { CONSENT_COOKIE } from './first-paint';

/** The choice is kept for a year. */
export const CONSENT_COOKIE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** The categories a choice allows, in the cookie's form. */
export function consentCookieValue(choice: CookieChoice): CookieCategory[] {
  return COOKIE_CATEGORIES.filter((category) => choice[category]);
}

/** The choice the cookie holds, or null when it holds none (first visit, or a value not ours). */
export function consentFromCookie(value: unknown): CookieChoice | null {
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string')) return null;
  return { necessary: true, analytics: value.includes('analytics'), marketing: value.includes('marketing') };
}

/** Whether a choice lets the tag manager load: analytics or marketing allowed. */
export function allowsTagManager(choice: CookieChoice | null): boolean {
  return Boolean(choice && (choice.analytics || choice.marketing));
}
