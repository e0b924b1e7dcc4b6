import { defineStaffPermissions } from '../../lib/staff-permissions';

// Support reads orders and comments on them; nothing that moves money or stock.
const permissions = defineStaffPermissions({
  'sales.orders.view': { roles: ['support'] },
  'sales.orders.comment': { roles: ['support'] },
  'sales.orders.invoice': {},
  'sales.orders.ship': {},
  'sales.orders.cancel': {},
  'sales.orders.creditmemo': {},
});

declare module '../../lib/staff-permissions' {
  interface StaffPermissions extends Record<keyof typeof permissions, true> {}
}

export default permissions;
