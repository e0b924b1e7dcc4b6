import { t } from '@shop/ui/i18n';
import { cn } from '@shop/ui/cn';
import { DropdownDialog } from '@shop/ui/dropdown-dialog';
import { wishlistLabel, type CustomerMenuProps } from './customer-menu';
import { PersonIcon } from './guest-links';
import { useViewPath } from '../../store-views/hooks';

/**
 * What the customer menu shows a signed-in customer: their first name with the 'Greetings, %1'
 * dropdown (My Account, My Wish List, Sign Out). Loaded only once the customer section names one.
 */
export function CustomerDropdown({
  firstname,
  open,
  onOpenChange,
  logoutUrl,
  accountUrl,
  wishlist,
}: Pick<CustomerMenuProps, 'open' | 'onOpenChange' | 'logoutUrl' | 'accountUrl' | 'wishlist'> & { firstname: string }) {
  const inView = useViewPath();
  return (
    <DropdownDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('Greetings, %1', firstname)}
      closeButton={false}
      className="w-60"
      trigger={
        <button
          type="button"
          className={cn(
            'inline-flex h-11 max-w-[12rem] items-center gap-1.5 rounded-md px-2 font-semibold text-neutral-900 hover:bg-neutral-100 lg:h-8 lg:text-sm',
            open && 'active',
          )}
        >
          {/* Below lg an icon button as wide as the guest's 'Sign In' icon, so nothing moves when the customer arrives. */}
          <span className="lg:hidden">
            <PersonIcon />
          </span>
          <span className="truncate max-lg:sr-only">{firstname}</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-none stroke-current stroke-2 max-lg:hidden">
            <path d="m6 8 4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      }
    >
      <ul data-slot="customer-menu-dropdown" className="-mx-3 -my-2">
        <li>
          <a href={inView(accountUrl)} className="block rounded-md px-3 py-2 hover:bg-brand-50 hover:text-brand-700">
            {t('My Account')}
          </a>
        </li>
        {wishlist ? (
          <li>
            <a href={inView(wishlist.url)} className="block rounded-md px-3 py-2 hover:bg-brand-50 hover:text-brand-700">
              {wishlistLabel(wishlist.count)}
            </a>
          </li>
        ) : null}
        <li>
          <a href={logoutUrl} className="block rounded-md px-3 py-2 hover:bg-brand-50 hover:text-brand-700">
            {t('Sign Out')}
          </a>
        </li>
      </ul>
    </DropdownDialog>
  );
}
