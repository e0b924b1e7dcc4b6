import { t } from '@shop/ui/i18n';
import { cn } from '@shop/ui/cn';
import { DropdownDialog } from '@shop/ui/dropdown-dialog';
import { wishlistLabel, type CustomerMenuProps } from './customer-menu';
import { useViewPath } from '../../store-views/hooks';

function PersonIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0 fill-none stroke-current stroke-2">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" strokeLinecap="round" />
    </svg>
  );
}

/**
 * What the customer menu shows once the customer section is known: a signed-in customer's name
 * with the 'Greetings, %1' dropdown, or a guest's sign-in and registration links. Its own module:
 * the header renders nothing here on the server, so no page needs this code to hydrate
 * (it comes with the code every page loads right after hydration, `storefront/shell-chunk.ts`).
 */
export function CustomerMenuLinks({
  firstname,
  open,
  onOpenChange,
  loginUrl,
  registerUrl,
  logoutUrl,
  accountUrl,
  wishlist,
}: Omit<CustomerMenuProps, 'customer' | 'className'> & { firstname: string | undefined }) {
  const inView = useViewPath();
  return firstname ? (
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
  ) : (
    <>
      <a
        href={inView(loginUrl)}
        className="inline-flex h-11 items-center gap-1.5 rounded-md px-2 font-semibold text-neutral-900 hover:bg-neutral-100 max-lg:[&>span.label]:sr-only lg:h-8 lg:text-sm"
      >
        <span className="lg:hidden">
          <PersonIcon />
        </span>
        <span className="label">{t('Sign In')}</span>
      </a>
      <span aria-hidden="true" className="text-sm text-neutral-600 max-lg:hidden">
        {t('or')}
      </span>
      <a href={inView(registerUrl)} className="inline-flex h-8 items-center rounded-md px-2 text-sm font-semibold text-brand-700 hover:underline max-lg:hidden">
        {t('Create an Account')}
      </a>
    </>
  );
}
