import { cn } from '@shop/ui/cn';
import { DesktopNavigationMenu, MobileNavigationMenu } from '@shop/ui/navigation-menu';
import { useMemo, type ReactNode } from 'react';
import { toNavigationItems, type MenuNode } from '../menu-model';
import type { StickyHeaderPhase } from '../sticky-header';
import { Logo } from './logo';
import { t } from '@shop/ui/i18n';
import { formatMoneyInText } from '@shop/ui/money';
import { useStoreView } from '../../store-views/hooks';

export interface PageHeaderProps {
  /** Categories: first level with their children (desktop menu and phone quick links). */
  categories: readonly MenuNode[];
  /** Entries of the phone menu's first level. */
  mobileMenu: readonly MenuNode[];
  /** The mini search; it places its toggle in the `toggle` area and its form in `search`. */
  search: ReactNode;
  /** The customer menu (panel row on desktop, top row on phones). */
  customer: ReactNode;
  /** The mini cart trigger and its dropdown. */
  minicart: ReactNode;
  /** Sticky header phase (SPEC.md §4). @default 'static' */
  stickyPhase?: StickyHeaderPhase;
  /** Path of the page shown, to mark the current menu entry. */
  currentPath?: string;
  /** A notice waiting in the header (customer group change). */
  notice?: ReactNode;
  /** The compare link, after the offer line on desktop (private content: nothing moves when it comes). */
  compare?: ReactNode;
  /** The store view switcher: by the menu on phones, before the customer links on desktop. */
  switcher?: ReactNode;
  /** The amount from which Free Shipping is offered, in minor units of `currency` (the page settings' `freeShipping`). */
  freeShipping: { threshold: number; currency: string };
}

/**
 * The page header: 152 px on phones and tablets (offer strip, logo row, search row),
 * 166 px on desktop (panel with the customer links, logo/search/cart row, top menu).
 * Fixed at the top while sticky; the page wrapper then carries the same padding.
 */
export function PageHeader({ categories, mobileMenu, search, customer, minicart, stickyPhase = 'static', currentPath, notice, compare, switcher, freeShipping }: PageHeaderProps) {
  const { locale } = useStoreView();
  const categoryItems = useMemo(() => toNavigationItems(categories), [categories]);
  const mobileItems = useMemo(() => toNavigationItems(mobileMenu), [mobileMenu]);
  return (
    <header
      data-slot="page-header"
      data-state={stickyPhase}
      data-notice-awaiting={notice ? true : undefined}
      className={cn(
        'inset-x-0 top-0 z-sticky border-b border-neutral-200 bg-white',
        stickyPhase === 'sticky' ? 'fixed shadow-md' : 'relative',
      )}
    >
      {notice}
      <div
        className={cn(
          'mx-auto grid h-[152px] max-w-[80rem] grid-cols-[auto_1fr_auto_auto_auto] grid-rows-[40px_64px_48px] items-center',
          "[grid-template-areas:'usp_usp_usp_usp_usp''brand_gap_toggle_customer_cart''search_search_search_search_search']",
          'lg:h-[166px] lg:grid-cols-[auto_1fr_auto] lg:grid-rows-[36px_80px_50px] lg:gap-x-8 lg:px-6',
          "lg:[grid-template-areas:'usp_customer_customer''brand_search_cart''nav_nav_nav']",
        )}
      >
        <div className="flex h-full items-center justify-center gap-6 bg-brand-900 px-4 text-sm text-white [grid-area:usp] lg:justify-start lg:bg-transparent lg:px-0 lg:text-neutral-700">
          <p>{t('Free shipping on orders over %1 · 30-day returns', formatMoneyInText(freeShipping.threshold, { currency: freeShipping.currency, locale }))}</p>
          {compare ? <div className="hidden lg:block">{compare}</div> : null}
        </div>
        <div className="flex items-center gap-1 ps-2 [grid-area:brand] lg:ps-0">
          {/* Both menus are rendered and CSS picks one at the 1026 px breakpoint, so hydration moves nothing. */}
          <MobileNavigationMenu items={mobileItems} layout="drilldown" label={t('Menu')} currentHref={currentPath} className="nav:hidden" />
          {/* The store switcher sits by the menu on phones (the search toggle keeps its place) and before the customer links on desktop; CSS picks one. */}
          {switcher ? <div className="lg:hidden">{switcher}</div> : null}
          <Logo className="rounded-md px-1 py-2" />
        </div>
        <div className="flex h-full items-center justify-end gap-1 [grid-area:customer]">
          {switcher ? <div className="max-lg:hidden">{switcher}</div> : null}
          {customer}
        </div>
        <div className="flex items-center pe-2 [grid-area:cart] lg:pe-0">{minicart}</div>
        {search}
        <nav aria-label={t('Shop by category')} className="relative flex h-full items-center gap-2 overflow-x-auto px-4 [grid-area:search] md:hidden">
          {categories.map((category) => (
            <a
              key={category.id}
              href={category.url}
              className="inline-flex h-8 shrink-0 items-center rounded-full border border-neutral-300 px-4 text-sm font-semibold text-neutral-800 hover:border-brand-700 hover:text-brand-700"
            >
              {category.label}
            </a>
          ))}
        </nav>
        <div className="hidden h-full border-t border-neutral-200 [grid-area:nav] nav:block">
          <DesktopNavigationMenu items={categoryItems} label={t('Main')} topLevelLinks currentHref={currentPath} className="flex h-full items-center" />
        </div>
      </div>
    </header>
  );
}
