import { definePageFeature } from '../../lib/browser-feature';
import { createCookieConsent, type CookieConsentService } from './api';

declare module '../../lib/browser-feature' {
  interface BrowserServices {
    /** The visitor's cookie choice (cookie user_allowed_save_cookie); analytics waits for it. */
    cookieConsent: CookieConsentService;
  }
}

export default definePageFeature({
  services: {
    cookieConsent: ({ cookies }) => createCookieConsent(cookies),
  },
});
