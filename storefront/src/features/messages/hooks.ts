import { useMemo, useSyncExternalStore } from 'react';
import type { CookieJar } from '../../lib/cookies';
import { pageCookieMessages } from './cookie';
import { mergeMessages, sectionMessages, type ShopMessage } from './model';

const NONE: ShopMessage[] = [];
const noChanges = () => () => {};
const onServer = () => NONE;

/**
 * The messages to show: those of the `mage-messages` cookie (read once, cookie
 * cleared) followed by those of the messages section. Empty on the server and
 * while hydrating. Pass the messages section (`useSection('messages')`).
 */
export function useMessages(messagesSection: unknown, cookies?: CookieJar): ShopMessage[] {
  const fromCookie = useSyncExternalStore(noChanges, () => pageCookieMessages(cookies), onServer);
  return useMemo(() => mergeMessages(fromCookie, sectionMessages(messagesSection)), [fromCookie, messagesSection]);
}
