import { useSyncExternalStore } from 'react';
import { createCookieJar, type CookieJar } from '../../lib/cookies';
import { readFormKey } from './dom';

const noChanges = () => () => {};
const onServer = () => undefined;

/**
 * The form_key for a client-rendered form (its hidden `form_key` input). Undefined
 * on the server and while hydrating: pages are public and cached, so the key only
 * exists in the browser's cookie.
 */
export function useFormKey(cookies?: CookieJar): string | undefined {
  return useSyncExternalStore(noChanges, () => readFormKey(cookies ?? createCookieJar()), onServer);
}
