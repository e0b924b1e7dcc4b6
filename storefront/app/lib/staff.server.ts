import { data, redirect, type RouterContextProvider } from 'react-router';
import { accountContext } from '../../server/context';
import type { StaffPageAccess } from '../../src/features/admin/feature.server';
import { adminPaths } from '../../src/features/admin/paths';
import type { StaffPermission } from '../../src/features/admin/permissions';
import { ADMIN_MENU_SECTIONS, type AdminMenuEntry } from '../../src/lib/admin-menu';

/** Every back-office answer: never stored by a browser or a shared cache. */
export const staffHeaders = { 'Cache-Control': 'private, no-store, max-age=0' } as const;

interface Args {
  context: Readonly<RouterContextProvider>;
}

/** The request's staff session as the back office's pages see it (asking makes the answer private). */
export async function staffPage({ context }: Args): Promise<StaffPageAccess> {
  const access = context.get(accountContext);
  return access ? access.staff() : { signedIn: null, pending: null };
}

/**
 * The guard of every back-office page: the signed-in member of staff (both factors given) whose
 * role allows `permission`, with the shop's services; else the sign-in (or the code step) for a
 * visitor, and 403 for a role that does not allow it.
 */
export async function requireStaff(args: Args, permission?: StaffPermission): Promise<NonNullable<StaffPageAccess['signedIn']>> {
  const { signedIn, pending } = await staffPage(args);
  if (!signedIn) throw redirect(pending ? adminPaths.code : adminPaths.signIn, { headers: staffHeaders });
  if (permission && !signedIn.access.can(permission)) throw data('Sorry, you need permissions to view this content.', { status: 403, headers: staffHeaders });
  return signedIn;
}

const menuEntries = Object.values(import.meta.glob<AdminMenuEntry[]>('../../src/features/*/admin-menu.ts', { eager: true, import: 'default' })).flat();

/** The back office's menu for a member of staff: the entries their role allows, by section and order. */
export function staffMenu(can: (permission: StaffPermission) => boolean): AdminMenuEntry[] {
  return menuEntries
    .filter((entry) => !entry.permission || can(entry.permission as StaffPermission))
    .toSorted((a, b) => ADMIN_MENU_SECTIONS.indexOf(a.section) - ADMIN_MENU_SECTIONS.indexOf(b.section) || (a.order ?? 0) - (b.order ?? 0));
}
