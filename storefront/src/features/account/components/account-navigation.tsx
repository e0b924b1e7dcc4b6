import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@shop/ui/collapsible';
import { cn } from '@shop/ui/cn';
import { ACCOUNT_NAV, currentAccountNavItem } from '../paths';

export interface AccountNavigationProps {
  /** The page's path: its entry is marked as the current page. */
  pathname: string;
  className?: string;
}

/**
 * The side navigation of the account pages (Luma's "My Account" block). From the `md`
 * breakpoint it is a plain list; on phones it is a disclosure showing the current page's name
 * that opens the list (the kit's Collapsible), so the page's content comes first. The current
 * page's entry is marked `aria-current="page"`.
 */
export function AccountNavigation({ pathname, className }: AccountNavigationProps) {
  const current = currentAccountNavItem(pathname);
  return (
    <nav aria-label="My Account" data-slot="account-navigation" className={cn('md:w-60 md:shrink-0', className)}>
      <Collapsible className="rounded-md border border-neutral-200 bg-neutral-50 px-4 md:border-0 md:bg-transparent md:px-0">
        <CollapsibleTrigger className="md:hidden">{current?.label ?? 'My Account'}</CollapsibleTrigger>
        {/* Closed on phones only: from md the list shows whatever the disclosure's state. */}
        <CollapsibleContent hidden={false} className="pb-3 data-[state=closed]:hidden md:block md:pb-0 md:data-[state=closed]:block">
          <ul className="flex flex-col border-neutral-200 md:border-l-0 md:bg-neutral-50 md:py-3">
            {ACCOUNT_NAV.map((item) => {
              const isCurrent = item === current;
              return (
                <li key={item.href}>
                  {isCurrent ? (
                    <a
                      aria-current="page"
                      data-slot="account-navigation-item"
                      data-state="current"
                      className="block border-l-4 border-brand-700 px-4 py-2 font-semibold text-neutral-900"
                      href={item.href}
                    >
                      {item.label}
                    </a>
                  ) : (
                    <a
                      data-slot="account-navigation-item"
                      className="block border-l-4 border-transparent px-4 py-2 text-neutral-800 underline-offset-4 hover:bg-neutral-100 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                      href={item.href}
                    >
                      {item.label}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </CollapsibleContent>
      </Collapsible>
    </nav>
  );
}
