import { defineBrowserFeature } from '../../lib/browser-feature';
import { formKeyInterceptor } from './read';

/** Every state-changing call of the page's HTTP client carries the form_key (set up with the page view: feature.page.ts). */
export default defineBrowserFeature({
  interceptors: [formKeyInterceptor],
});
