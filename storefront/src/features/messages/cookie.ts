import { MESSAGES_COOKIE } from '../../config/constants';
import { createCookieJar, type CookieJar } from '../../lib/cookies';
import { parseCookieMessages, type ShopMessage } from './model';

/**
 * Reads the messages the server left in the `mage-messages` cookie and clears the
 * cookie, so each message is shown once.
 */
export function takeCookieMessages(cookies: CookieJar = createCookieJar()): ShopMessage[] {
  if (!cookies.has(MESSAGES_COOKIE)) return [];
  const messages = parseCookieMessages(cookies.getJson(MESSAGES_COOKIE));
  cookies.remove(MESSAGES_COOKIE);
  return messages;
}

let taken: ShopMessage[] | undefined;

/**
 * The page's cookie messages, read (and the cookie cleared) on first use and
 * remembered for the rest of the page's life.
 */
export function pageCookieMessages(cookies?: CookieJar): ShopMessage[] {
  taken ??= takeCookieMessages(cookies);
  return taken;
}

/**
 * Forgets the remembered cookie messages, so that each test starts as a new page. No page code
 * calls it: a page reads its cookie messages once.
 * @internal
 */
export function resetPageCookieMessages(): void {
  taken = undefined;
}
