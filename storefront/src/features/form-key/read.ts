import { FORM_KEY_COOKIE } from '../../config/constants';
import { createCookieJar, type CookieJar } from '../../lib/cookies';

/**
 * The form_key from its cookie, if set. Apart from `dom.ts` (which sets the key up, with the
 * services after hydration): the components that send it need only this, not the setup's code.
 */
export function readFormKey(cookies: CookieJar = createCookieJar()): string | undefined {
  return cookies.get(FORM_KEY_COOKIE) || undefined;
}
