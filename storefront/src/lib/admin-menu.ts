/**
 * An entry of the back office's menu, declared by the capability that owns the page
 * (`src/features/<capability>/admin-menu.ts`, default export: a list) and collected by the staff
 * frame, which shows a member of staff only the entries their role allows.
 */
export interface AdminMenuEntry {
  /** The menu's section, in Magento's admin order. */
  section: 'Dashboard' | 'Sales' | 'Catalog' | 'Customers' | 'Content' | 'Marketing' | 'Stores' | 'System';
  label: string;
  /** The page's address (`/admin/...`). */
  to: string;
  /** The permission the page needs (a `StaffPermission`); none: every member of staff. */
  permission?: string;
  /** Place within its section (lower first). @default 0 */
  order?: number;
}

export const ADMIN_MENU_SECTIONS: readonly AdminMenuEntry['section'][] = ['Dashboard', 'Sales', 'Catalog', 'Customers', 'Content', 'Marketing', 'Stores', 'System'];

/** Declares a capability's menu entries. */
export function defineAdminMenu(entries: AdminMenuEntry[]): AdminMenuEntry[] {
  return entries;
}
