import type { LimitedStaffRole, StaffPermission, StaffPermissionRule } from '../../lib/staff-permissions';

export type { StaffPermission } from '../../lib/staff-permissions';

/**
 * Every permission of the back office (issue 27), collected from the capabilities'
 * `staff-permissions.ts`: checked by the server on every page and call (a call's contract names its
 * permission) and read by the frame to show only what a member of staff can use.
 */
const declared = collectPermissions(import.meta.glob<Record<string, StaffPermissionRule>>('../*/staff-permissions.ts', { eager: true, import: 'default' }));

/** The permissions of every file, by name; one declared by two capabilities is refused. */
export function collectPermissions(modules: Record<string, Record<string, StaffPermissionRule>>): Record<string, StaffPermissionRule> {
  const permissions: Record<string, StaffPermissionRule> = {};
  for (const [file, declaredThere] of Object.entries(modules)) {
    for (const [name, rule] of Object.entries(declaredThere)) {
      if (Object.hasOwn(permissions, name)) throw new Error(`The staff permission "${name}" is declared twice (again in ${file})`);
      permissions[name] = rule;
    }
  }
  return permissions;
}

export const STAFF_PERMISSIONS = Object.keys(declared).sort() as StaffPermission[];

const grantedTo = (role: LimitedStaffRole) => STAFF_PERMISSIONS.filter((permission) => declared[permission]!.roles?.includes(role));

/**
 * The roles, in Magento's admin names: "Administrators" may do everything; "Support" has what each
 * capability grants it (reading orders and customers, commenting on orders, moderating reviews,
 * answering contact messages) and nothing that moves money, stock or prices.
 */
export const STAFF_ROLES = {
  administrators: { label: 'Administrators', permissions: STAFF_PERMISSIONS },
  support: { label: 'Support', permissions: grantedTo('support') },
} as const satisfies Record<string, { label: string; permissions: readonly StaffPermission[] }>;

export type StaffRole = keyof typeof STAFF_ROLES;

export const STAFF_ROLE_CODES = Object.keys(STAFF_ROLES) as StaffRole[];

/** Whether `role` may do what `permission` names. */
export function roleAllows(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_ROLES[role].permissions as readonly StaffPermission[]).includes(permission);
}
