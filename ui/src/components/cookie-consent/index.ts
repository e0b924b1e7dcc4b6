export {
  ACCEPTED_COOKIE_CHOICE,
  COOKIE_CATEGORIES,
  COOKIE_CONSENT_TEXT,
  CookieConsent,
  REJECTED_COOKIE_CHOICE,
  type CookieCategory,
  type CookieChoice,
  type CookieChoiceAction,
  type CookieConsentProps,
  type CookieConsentTexts,
} from './cookie-consent';
