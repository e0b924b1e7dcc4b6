import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ShopEnv } from '../../../server/http/env';
import { isCrossSite, postedFormKey } from '../../../server/http/input';
import { absoluteUrl } from '../../../server/lib/urls';
import { isHttps } from '../../../server/config';
import type { Shop } from '../../../server/shop';
import { HttpError } from '../../lib/http-error';
import type { CallContract } from '../../lib/contract';
import { adminPaths } from './paths';
import { STAFF_PERMISSIONS, type StaffPermission } from './permissions';
import type { StaffAccess, StaffSessionRow, StaffUserRow } from './staff.server';
import { staffErrorBody } from './staff-contract';
import { INVALID_STAFF_FORM_KEY, NOT_ALLOWED, SESSION_EXPIRED } from './texts';

/** The back office's session cookie: its own, sent only to `/admin` and never from another site. */
export function staffCookieName(shop: Shop): string {
  return isHttps(shop.config) ? '__Secure-admin_session' : 'admin_session';
}

/** Gives the browser a staff session: HttpOnly, path /admin, SameSite=Strict, Secure over https; gone with the browser. */
export function writeStaffCookie(c: Context<ShopEnv>, shop: Shop, token: string): void {
  setCookie(c, staffCookieName(shop), token, { path: adminPaths.home, httpOnly: true, sameSite: 'Strict', secure: isHttps(shop.config) });
}

export function clearStaffCookie(c: Context<ShopEnv>, shop: Shop): void {
  deleteCookie(c, staffCookieName(shop), { path: adminPaths.home, secure: isHttps(shop.config) });
}

/** The session row and member of staff of a request's cookie, or null. */
export function staffSessionOf(c: Context<ShopEnv>, shop: Shop): Promise<{ session: StaffSessionRow; user: StaffUserRow } | null> {
  return shop.staff.session(getCookie(c, staffCookieName(shop)));
}

const sessions = new WeakMap<Context<ShopEnv>, { session: StaffSessionRow; user: StaffUserRow }>();
const accesses = new WeakMap<Context<ShopEnv>, StaffAccess>();

/** The staff session the guard found for a call marked `staff: 'session'` or a permission. */
export function guardedSession(c: Context<ShopEnv>): { session: StaffSessionRow; user: StaffUserRow } {
  const row = sessions.get(c);
  if (!row) throw new Error('guardedSession: the call is not guarded by a staff session');
  return row;
}

/** The signed-in member of staff the guard let through (calls guarded by a permission). */
export function guardedAccess(c: Context<ShopEnv>): StaffAccess {
  const access = accesses.get(c);
  if (!access) throw new Error('guardedAccess: the call is not guarded by a staff permission');
  return access;
}

/**
 * The guard of every back-office call (a contract with `staff`), before its input is read:
 * a request from another site is refused; then, unless it is the sign-in itself, the staff session
 * of its cookie must be live (else 401 with `ajaxExpired` and the sign-in address, as the admin
 * form reload expects), a POST must carry that session's form_key, and the signed-in member of
 * staff's role must allow the call's permission (else 403).
 */
export async function staffGuard(c: Context<ShopEnv>, contract: CallContract): Promise<void> {
  const { shop } = c.var;
  const level = contract.staff!;
  if (isCrossSite(c, shop.config.baseUrl)) throw new HttpError(403, INVALID_STAFF_FORM_KEY, staffErrorBody);
  if (level === 'sign-in') return;
  const expired = () => {
    const ajaxRedirect = absoluteUrl(shop.config.baseUrl, adminPaths.signIn);
    return new HttpError(401, SESSION_EXPIRED, (message) => ({ ajaxExpired: true, ajaxRedirect, error: true, messages: [message] }));
  };
  const row = await staffSessionOf(c, shop);
  if (!row) throw expired();
  if (contract.method === 'POST' && (await postedFormKey(c)) !== row.session.formKey) throw new HttpError(403, INVALID_STAFF_FORM_KEY, staffErrorBody);
  sessions.set(c, row);
  if (level === 'session') return;
  if (!row.session.verified) throw expired();
  if (!(STAFF_PERMISSIONS as readonly string[]).includes(level)) throw new Error(`${contract.name}: unknown staff permission "${level}"`);
  const access = shop.staff.access(row);
  if (!access.can(level as StaffPermission)) throw new HttpError(403, NOT_ALLOWED, staffErrorBody);
  accesses.set(c, access);
}
