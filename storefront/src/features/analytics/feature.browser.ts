import { defineBrowserFeature } from '../../lib/browser-feature';
import { startAnalytics, type Analytics } from './start';

declare module '../../lib/browser-feature' {
  interface BrowserServices {
    /** List impressions, product clicks and cart events (nothing without a tag-manager container). */
    analytics: Analytics;
  }
}

export default defineBrowserFeature({
  services: {
    analytics: ({ engineSettings, settings, cookies }) => startAnalytics({ tagManager: engineSettings?.tagManager, currencyCode: settings.currencyCode }, { cookies }),
  },
});
