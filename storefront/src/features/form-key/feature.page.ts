import { definePageFeature } from '../../lib/browser-feature';
import { startFormKey } from './dom';

/** The form_key's cookie, the forms' inputs and same-site POSTs, set up with every page view (a full-page form post needs no other code). */
export default definePageFeature({
  setUp: ({ settings, cookies }) => startFormKey({ cookies, cookieSameSite: settings.cookie.sameSite, cookieSecure: settings.cookie.secure }),
});
