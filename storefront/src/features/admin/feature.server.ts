import type { Context } from 'hono';
import { defineServerFeature } from '../../../server/feature';
import type { ShopEnv } from '../../../server/http/env';
import { clientAddressKey } from '../../../server/http/hosts';
import { privateResponse, wantsJson } from '../../../server/http/responses';
import { absoluteUrl } from '../../../server/lib/urls';
import type { Shop } from '../../../server/shop';
import { HttpError } from '../../lib/http-error';
import { clearStaffCookie, guardedAccess, guardedSession, staffGuard, staffSessionOf, writeStaffCookie } from './guard.server';
import { adminPaths } from './paths';
import { createStaffService, type StaffAccess, type StaffService } from './staff.server';
import { staffCode, staffErrorBody, staffSignIn, staffSignOut } from './staff-contract';
import { SESSION_EXPIRED } from './texts';

declare module '../../../server/feature' {
  interface ShopServices {
    /** The back office's members of staff, sessions, second factor and audit log. */
    staff: StaffService & {
      /** The member of staff a guarded call runs for (its contract names a permission). */
      requestAccess: typeof guardedAccess;
      /** The member of staff of a call marked `staff: 'session'` (every role: My Account), both factors given; else 401 as the guard answers. */
      requestMember: typeof sessionAccess;
    };
  }
}

/** The signed-in member of staff (both factors) of a call guarded by `staff: 'session'`. */
function sessionAccess(c: Context<ShopEnv>): StaffAccess {
  const row = guardedSession(c);
  if (!row.session.verified) {
    const ajaxRedirect = absoluteUrl(c.var.shop.config.baseUrl, adminPaths.signIn);
    throw new HttpError(401, SESSION_EXPIRED, (message) => ({ ajaxExpired: true, ajaxRedirect, error: true, messages: [message] }));
  }
  return c.var.shop.staff.access(row);
}

/** What a back-office page reads of its request: the staff session, and the shop's services for a signed-in member of staff. */
export interface StaffPageAccess {
  /** A session with both factors given: the member of staff, what they may do, and the session's form_key. */
  signedIn: { access: StaffAccess; formKey: string; shop: Shop } | null;
  /** A session that has the password only: the code step's member of staff and, while enrolling, the secret to show. */
  pending: { username: string; formKey: string; enrol: { secret: string; qrCode: string } | null } | null;
}

declare module '../../../server/context' {
  interface AccountAccess {
    /** The back office's session of the request (its own cookie). */
    staff(): Promise<StaffPageAccess>;
  }
}

/** The back office's members of staff and their sign-in (issue 27). */
export default defineServerFeature({
  services: {
    staff: (shop) => Object.assign(createStaffService(shop), { requestAccess: guardedAccess, requestMember: sessionAccess }),
  },
  staffGuard,
  routes(endpoints, _app, shop) {
    const ip = (c: Parameters<typeof clientAddressKey>[0]) => clientAddressKey(c, shop.config);
    const home = (path: string) => new URL(absoluteUrl(shop.config.baseUrl, path)).pathname;

    endpoints.handle(staffSignIn, async (c, input) => {
      privateResponse(c);
      const previous = await staffSessionOf(c, shop);
      const result = await shop.staff.signIn(input.username, input.password, ip(c));
      if (!result.ok) throw new HttpError(401, result.message, staffErrorBody);
      if (previous) await shop.staff.signOut(previous, ip(c));
      writeStaffCookie(c, shop, result.token);
      return { next: result.next, location: home(result.next === 'done' ? adminPaths.home : adminPaths.code) };
    });

    endpoints.handle(staffCode, async (c, input) => {
      privateResponse(c);
      const row = guardedSession(c);
      if (row.session.verified) return { location: home(adminPaths.home) };
      const result = await shop.staff.verifyCode(row, input.code, ip(c));
      if (!result.ok) throw new HttpError(400, result.message, staffErrorBody);
      writeStaffCookie(c, shop, result.token);
      return { location: home(adminPaths.home) };
    });

    // A plain form post (Sign Out clicked before the page hydrated) is sent on to the sign-in page,
    // also when its session had already ended (a forged form_key still gets its 403).
    const toSignIn = (c: Context<ShopEnv>) => c.redirect(home(adminPaths.signIn), 303);
    endpoints.handle(
      staffSignOut,
      async (c) => {
        privateResponse(c);
        await shop.staff.signOut(guardedSession(c), ip(c));
        clearStaffCookie(c, shop);
        return wantsJson(c) ? { location: home(adminPaths.signIn) } : toSignIn(c);
      },
      async (c, error) => (error.status === 401 && !wantsJson(c) ? toSignIn(c) : undefined),
    );
  },
  privateReads: {
    staff: async (visitor, shop) => {
      const row = await staffSessionOf(visitor.request, shop);
      if (!row) return { signedIn: null, pending: null };
      if (row.session.verified) return { signedIn: { access: shop.staff.access(row), formKey: row.session.formKey, shop }, pending: null };
      const enrol = row.user.totpSecret ? null : await shop.staff.enrolment(row);
      return { signedIn: null, pending: { username: row.user.username, formKey: row.session.formKey, enrol: enrol && { secret: enrol.secret, qrCode: enrol.qrCode } } };
    },
  },
});
