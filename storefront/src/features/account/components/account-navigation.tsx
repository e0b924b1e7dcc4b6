import { cn } from '@shop/ui/cn';
import { t } from '@shop/ui/i18n';
import { currentAccountNavItem, type AccountNavItem } from '../../../lib/account-menu';
import { useViewPath } from '../../store-views/hooks';

export interface AccountNavigationProps {
  /** The entries, in order (the capabilities' `account-menu.ts`, collected by the account layout). */
  items: readonly AccountNavItem[];
  /** The page's path: its entry is marked as the current page. */
  pathname: string;
  className?: string;
}

function NavigationList({ items, current }: { items: readonly AccountNavItem[]; current: AccountNavItem | undefined }) {
  const inView = useViewPath();
  return (
    <ul className="flex flex-col md:bg-neutral-50 md:py-3">
      {items.map((item) => (
        <li key={item.href}>
          <a
            href={inView(item.href)}
            aria-current={item === current ? 'page' : undefined}
            data-slot="account-navigation-item"
            className="block border-s-4 border-transparent px-4 py-2 text-neutral-800 underline-offset-4 hover:bg-neutral-100 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-[current=page]:border-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-neutral-900 aria-[current=page]:hover:no-underline"
          >
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The side navigation of the account pages (Luma's "My Account" block). From the `md`
 * breakpoint it is a plain list; on phones a disclosure showing the current page's name opens
 * it, so the page's content comes first. The disclosure is the platform's `<details>`: it works
 * before (and without) any script, and costs no JavaScript on the first load (the kit's
 * Collapsible would add about 9 kB gzip, which the pages' 150 kB budget has no room for). Only
 * one of the two is ever displayed, so assistive technology meets one navigation list. The current
 * page's entry is marked `aria-current="page"`.
 */
export function AccountNavigation({ items, pathname, className }: AccountNavigationProps) {
  const current = currentAccountNavItem(items, pathname);
  return (
    <nav aria-label={t('My Account')} data-slot="account-navigation" className={cn('md:w-60 md:shrink-0', className)}>
      <details data-slot="account-navigation-disclosure" className="group rounded-md border border-neutral-200 bg-neutral-50 md:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-base font-semibold text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&::-webkit-details-marker]:hidden">
          {current?.label ?? t('My Account')}
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 fill-none stroke-current stroke-2 transition-transform duration-fast group-open:rotate-180">
            <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </summary>
        <div className="pb-3">
          <NavigationList items={items} current={current} />
        </div>
      </details>
      <div className="max-md:hidden">
        <NavigationList items={items} current={current} />
      </div>
    </nav>
  );
}
