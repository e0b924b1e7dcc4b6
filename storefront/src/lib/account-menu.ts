/**
 * An entry of My Account's side navigation, declared by the capability that owns the page
 * (`src/features/<capability>/account-menu.ts`, default export: a list) and collected by the
 * account layout, the way the back office collects `admin-menu.ts`: a capability with an account
 * page costs no edit of the account's navigation.
 */
export interface AccountNavItem {
  label: string;
  /** The page's address (`/wishlist/`). */
  href: string;
  /** Other addresses that belong to this entry (an order's page belongs to My Orders). */
  owns?: RegExp;
  /** Place in the list, in Luma's order: My Account 10, My Orders 20, My Wish List 40, Address Book 50, Account Information 60, Newsletter Subscriptions 90. */
  order: number;
}

/** Declares a capability's entries of the account navigation. */
export function defineAccountMenu(entries: AccountNavItem[]): AccountNavItem[] {
  return entries;
}

/** The capabilities' entries as one list, in order (then by label, so the order never depends on file names). */
export function accountMenu(contributions: readonly (readonly AccountNavItem[])[]): AccountNavItem[] {
  return contributions.flat().sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The navigation entry a page belongs to (undefined when none does). */
export function currentAccountNavItem(items: readonly AccountNavItem[], pathname: string): AccountNavItem | undefined {
  const path = withoutTrailingSlash(pathname);
  return items.find((item) => withoutTrailingSlash(item.href) === path) ?? items.find((item) => item.owns?.test(path));
}
