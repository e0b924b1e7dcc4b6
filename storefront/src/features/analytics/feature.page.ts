import { definePageFeature } from '../../lib/browser-feature';
import { startAnalytics, type Analytics } from './start';

declare module '../../lib/browser-feature' {
  interface BrowserServices {
    /** List impressions, product clicks, cart, checkout and purchase events (nothing without a tag-manager container). */
    analytics: Analytics;
  }
}

export default definePageFeature({
  services: {
    analytics: ({ settings, cookies, storage, cookieConsent }) =>
      startAnalytics({ tagManager: settings.tagManager, currencyCode: settings.currencyCode }, { cookies, storage, consent: cookieConsent }),
  },
});
