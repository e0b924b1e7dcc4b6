import { defineBrowserFeature } from '../../lib/browser-feature';
import { startFormKey } from './dom';
import { formKeyInterceptor } from './read';

/** The form_key in the browser: its cookie, the forms' inputs and same-site POSTs set up first; every state-changing call carries it. */
export default defineBrowserFeature({
  setUp: (settings) => startFormKey({ cookieSameSite: settings.cookie.sameSite, cookieSecure: settings.cookie.secure }),
  interceptors: [formKeyInterceptor],
});
