import { defineStaffPermissions } from '../../lib/staff-permissions';

const permissions = defineStaffPermissions({
  'catalog.products': {},
  'catalog.categories': {},
  /** Stores › Attributes › Product (Magento's `Magento_Catalog::attributes_attributes`): Administrators only. */
  'stores.attributes': {},
});

declare module '../../lib/staff-permissions' {
  interface StaffPermissions extends Record<keyof typeof permissions, true> {}
}

export default permissions;
