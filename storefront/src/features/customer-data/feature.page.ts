import { definePageFeature } from '../../lib/browser-feature';
import { viewedProductIds } from '../product-storage/model';
import { hasPrivateState } from './private-state';

declare module '../../lib/browser-feature' {
  interface BrowserServices {
    /** Whether the browser may have private content for this page (read once, at the page view): the engine then starts at once, else at the visitor's first interaction (ADR 0042). */
    privateContent: boolean;
  }
}

export default definePageFeature({
  services: {
    privateContent: ({ cookies, storage }) => hasPrivateState(cookies, storage, viewedProductIds()),
  },
});
