import { FORM_KEY_COOKIE } from '../../config/constants';
import { createCookieJar, type CookieJar } from '../../lib/cookies';
import type { RequestInterceptor } from '../../lib/http';

/**
 * The form_key from its cookie, if set. Apart from `dom.ts` (which sets the key up, with the
 * services after hydration): the components that send it need only this, not the setup's code.
 */
export function readFormKey(cookies: CookieJar = createCookieJar()): string | undefined {
  return cookies.get(FORM_KEY_COOKIE) || undefined;
}

/**
 * Sends the form_key with every state-changing call that does not carry one: the server
 * refuses POSTs without it, and JSON bodies (login, contact, group update, sync) have no
 * form field for it.
 */
export const formKeyInterceptor: RequestInterceptor = (request) => {
  if (request.method === 'GET' || request.headers.has('X-Form-Key')) return;
  const key = readFormKey();
  if (key) request.headers.set('X-Form-Key', key);
};
