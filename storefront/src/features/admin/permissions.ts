/**
 * The back office's roles and what each may do (issue 27), checked by the server on every page
 * and call (a call's contract names its permission) and read by the frame to show only what a
 * member of staff can use. Magento's admin names: "Administrators" may do everything; "Support"
 * reads orders and customers, comments on orders and moderates reviews, and nothing that moves
 * money, stock or prices.
 */
export const STAFF_PERMISSIONS = [
  'sales.orders.view',
  'sales.orders.comment',
  'sales.orders.invoice',
  'sales.orders.ship',
  'sales.orders.cancel',
  'sales.orders.creditmemo',
  'customers.view',
  'catalog.products',
  'catalog.categories',
  'marketing.cart_rules',
  'marketing.newsletter',
  'content.blocks',
  'content.pages',
  'reviews.moderate',
  'contact.messages',
  'system.staff',
  'system.audit',
  'system.mail',
] as const;

export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const STAFF_ROLES = {
  administrators: { label: 'Administrators', permissions: STAFF_PERMISSIONS },
  support: {
    label: 'Support',
    permissions: ['sales.orders.view', 'sales.orders.comment', 'customers.view', 'reviews.moderate', 'contact.messages'],
  },
} as const satisfies Record<string, { label: string; permissions: readonly StaffPermission[] }>;

export type StaffRole = keyof typeof STAFF_ROLES;

export const STAFF_ROLE_CODES = Object.keys(STAFF_ROLES) as StaffRole[];

/** Whether `role` may do what `permission` names. */
export function roleAllows(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_ROLES[role].permissions as readonly StaffPermission[]).includes(permission);
}
