import { defineStaffPermissions } from '../../lib/staff-permissions';

const permissions = defineStaffPermissions({
  'system.staff': {},
});

declare module '../../lib/staff-permissions' {
  interface StaffPermissions extends Record<keyof typeof permissions, true> {}
}

export default permissions;
