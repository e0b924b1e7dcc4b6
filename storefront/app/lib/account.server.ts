import { data, redirect, type RouterContextProvider } from 'react-router';
import { accountContext, shopContext } from '../../server/context';
import { safeRedirectPath, shopPaths } from '../../server/lib/urls';
import type { AccountReader } from '../../src/features/account/account.server';
import { LOGIN_REDIRECT_COOKIE } from '../../src/config/constants';

/** How long the way back to an account page is kept while the shopper signs in. */
const RETURN_COOKIE_SECONDS = 3600;

/**
 * The guard of every account page (ADR 0010): the signed-in customer's reads, or, for a guest, a
 * redirect to the login page that remembers this page (the `login_redirect` cookie the sign-in
 * reads, holding only a checked path of this shop) so signing in comes back here.
 * Call it in each account route's loader; its use makes the answer private (no-store).
 */
export async function requireCustomer({ context, request }: { context: Readonly<RouterContextProvider>; request: Request }): Promise<AccountReader> {
  const access = context.get(accountContext);
  const reader = access ? await access.customer() : null;
  if (reader) return reader;
  const url = new URL(request.url);
  const settings = context.get(shopContext).settings();
  const back = safeRedirectPath(`${url.pathname}${url.search}`, settings.baseUrl);
  const secure = settings.cookie.secure;
  const headers = new Headers({ 'Cache-Control': 'private, no-store, max-age=0' });
  if (back) {
    headers.append(
      'Set-Cookie',
      `${LOGIN_REDIRECT_COOKIE}=${encodeURIComponent(back)}; Path=/; Max-Age=${RETURN_COOKIE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`,
    );
  }
  throw redirect(shopPaths.login, { headers });
}

/** A route parameter as a positive whole id, or null (the page answers 404). */
export function idOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** 404 for a record that is not this customer's (or does not exist): the same answer either way. */
export function notFound(): never {
  throw data('Not Found', { status: 404, headers: { 'Cache-Control': 'private, no-store, max-age=0' } });
}
