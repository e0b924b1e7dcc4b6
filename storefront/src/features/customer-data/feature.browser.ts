import { defineBrowserFeature } from '../../lib/browser-feature';
import { createBrowserCustomerData, type BrowserCustomerData } from './start';

declare module '../../lib/browser-feature' {
  interface BrowserServices {
    /** The engine (the CustomerDataProvider starts it); null without engine settings. */
    customerData: BrowserCustomerData | null;
  }
}

export default defineBrowserFeature({
  services: {
    customerData: ({ engineSettings, http, cookies, storage }) =>
      engineSettings ? createBrowserCustomerData({ settings: engineSettings, http, cookies, storage }) : null,
  },
});
