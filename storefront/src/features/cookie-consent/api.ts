import { getClock, type Clock } from '@shop/ui/clock';
import { expiresIn, type CookieJar } from '../../lib/cookies';
import { CONSENT_COOKIE, CONSENT_COOKIE_LIFETIME_MS, consentCookieValue, consentFromCookie, type CookieChoice } from './model';

/** The visitor's cookie choice in the browser: read from and written to its cookie; others are told of changes. */
export interface CookieConsentService {
  /** The choice made in this visit or a previous one; null before any. */
  choice(): CookieChoice | null;
  /** Remembers a choice for a year and tells the listeners. */
  choose(choice: CookieChoice): void;
  /** Calls `listener` on every later choice; returns a function that stops it. */
  subscribe(listener: (choice: CookieChoice) => void): () => void;
}

/** The consent service over a cookie jar. */
export function createCookieConsent(cookies: CookieJar, clock: Clock = getClock()): CookieConsentService {
  const listeners = new Set<(choice: CookieChoice) => void>();
  return {
    choice: () => consentFromCookie(cookies.getJson(CONSENT_COOKIE)),
    choose: (choice) => {
      cookies.setJson(CONSENT_COOKIE, consentCookieValue(choice), { expires: expiresIn(CONSENT_COOKIE_LIFETIME_MS, clock) });
      for (const listener of listeners) listener(choice);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
