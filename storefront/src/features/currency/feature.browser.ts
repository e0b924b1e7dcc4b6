import { defineBrowserFeature } from '../../lib/browser-feature';
import type { RequestInterceptor } from '../../lib/http';
import { STORE_VIEW_HEADER } from '../store-views/contract';
import { defaultView } from '../store-views/model';

let pageView = defaultView.code as string;

/**
 * Every call of the page says its store view (ADR 0040): the cart's section, its estimates and
 * checkout's totals answer in that view's currency. Nothing in the default view.
 */
const storeViewInterceptor: RequestInterceptor = (request) => {
  if (pageView !== defaultView.code) request.headers.set(STORE_VIEW_HEADER, pageView);
};

/** The page's calls carry its view (the server's page settings name it). */
export default defineBrowserFeature({
  setUp: (settings) => {
    pageView = settings.storeCode;
  },
  interceptors: [storeViewInterceptor],
});
