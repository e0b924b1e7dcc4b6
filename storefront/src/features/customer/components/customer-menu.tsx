import { lazy, Suspense } from 'react';
import { cn } from '@shop/ui/cn';

// The links and the dropdown come once the customer section is known (never on the server): a
// guest's links with the code every page loads after hydration, a customer's dropdown on its own.
const GuestLinks = lazy(() => import('./guest-links').then((module) => ({ default: module.GuestLinks })));
const CustomerDropdown = lazy(() => import('./customer-dropdown').then((module) => ({ default: module.CustomerDropdown })));

export interface CustomerMenuProps {
  /**
   * The customer section: `undefined` while it is not known yet (the space stays
   * reserved), no `firstname` for a guest.
   */
  customer: { firstname?: string } | undefined;
  /** Whether the dropdown is open (controlled: opening the mini cart closes it). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Login page address. */
  loginUrl: string;
  /** Registration page address. */
  registerUrl: string;
  /** Sign-out address. */
  logoutUrl: string;
  /** The account page. */
  accountUrl: string;
  /**
   * My Wish List's address and how many items it holds (the `wishlist` section's counter;
   * undefined while unknown, then the count is left out). @default undefined (no entry)
   */
  wishlist?: { url: string; count?: number };
  className?: string;
}

/** Luma's "My Wish List" link, with the count once it is known and above 0. */
export function wishlistLabel(count: number | undefined): string {
  return count ? `My Wish List (${count})` : 'My Wish List';
}

/**
 * The customer menu (SPEC.md §2): a signed-in customer sees their first name in the
 * header and a dropdown titled 'Greetings, %1' (the kit's DropdownDialog: it closes on
 * a press outside, Escape, a second press and a while after the mouse leaves); a guest
 * sees the sign-in and registration links. Nothing shows until the customer section
 * is known.
 */
export function CustomerMenu({ customer, className, ...links }: CustomerMenuProps) {
  const firstname = customer?.firstname;
  return (
    <div
      data-slot="customer-menu"
      data-state={customer === undefined ? 'pending' : firstname ? 'customer' : 'guest'}
      className={cn('relative flex h-full min-w-11 items-center justify-end lg:min-w-[15rem]', className)}
    >
      {customer === undefined ? null : (
        <Suspense fallback={null}>{firstname ? <CustomerDropdown firstname={firstname} {...links} /> : <GuestLinks {...links} />}</Suspense>
      )}
    </div>
  );
}
