import { defineStaffPermissions } from '../../lib/staff-permissions';

const permissions = defineStaffPermissions({
  'content.blocks': {},
  'content.pages': {},
});

declare module '../../lib/staff-permissions' {
  interface StaffPermissions extends Record<keyof typeof permissions, true> {}
}

export default permissions;
