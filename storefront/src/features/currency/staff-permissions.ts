import { defineStaffPermissions } from '../../lib/staff-permissions';

/** Stores › Currency Rates (Magento's `Magento_CurrencySymbol::currency_rates`): Administrators only. */
const permissions = defineStaffPermissions({
  'stores.currency_rates': {},
});

declare module '../../lib/staff-permissions' {
  interface StaffPermissions extends Record<keyof typeof permissions, true> {}
}

export default permissions;
