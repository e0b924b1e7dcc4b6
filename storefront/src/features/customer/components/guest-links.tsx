import { t } from '@shop/ui/i18n';
import type { CustomerMenuProps } from './customer-menu';
import { useViewPath } from '../../store-views/hooks';

/** A person, the customer menu's icon below lg (a guest's 'Sign In', a customer's name). */
export function PersonIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0 fill-none stroke-current stroke-2">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" strokeLinecap="round" />
    </svg>
  );
}

/**
 * What the customer menu shows a guest once the customer section is known: the sign-in and
 * registration links. Its own module: the header renders nothing here on the server, so no page
 * needs this code to hydrate (it comes with the code every page loads right after hydration,
 * `storefront/shell-chunk.ts`); a signed-in customer's dropdown is a module of its own
 * (`customer-dropdown.tsx`), which a guest never loads.
 */
export function GuestLinks({ loginUrl, registerUrl }: Pick<CustomerMenuProps, 'loginUrl' | 'registerUrl'>) {
  const inView = useViewPath();
  return (
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
