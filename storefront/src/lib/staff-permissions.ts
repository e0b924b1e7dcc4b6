/**
 * The back office's permissions, by name. Each capability declares its own in its folder's
 * `staff-permissions.ts` (`defineStaffPermissions`) and adds their names to this interface there
 * (declaration merging), so a call's contract, a page's loader and a menu entry name only
 * permissions that exist; `src/features/admin/permissions.ts` collects them and builds the roles.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each capability's declaration merging
export interface StaffPermissions {}

export type StaffPermission = keyof StaffPermissions & string;

/** The roles besides Administrators (who may do everything). */
export type LimitedStaffRole = 'support';

export interface StaffPermissionRule {
  /** The roles other than Administrators that have it. @default none */
  roles?: readonly LimitedStaffRole[];
}

export function defineStaffPermissions<const Permissions extends Record<string, StaffPermissionRule>>(permissions: Permissions): Permissions {
  return permissions;
}
