import * as React from 'react';
import { cn } from '../../lib/cn';
import { t } from '../../i18n';
import { Button } from '../button';
import { MOBILE_MENU_CLOSED, mobileMenuReducer, mobileMenuStatus, type MobileMenuStatus } from './mobile-menu-state';
import {
  currentPageOf,
  focusRing,
  hasChildren,
  isCurrentSection,
  navigationItemKey,
  type MobileNavigationLayout,
  type NavigationItem,
} from './navigation-item';

export { navigationItemKey, type MobileNavigationLayout, type NavigationItem } from './navigation-item';

/** Mobile mode applies below 1026 px (SPEC.md §2, §9). */
export const MOBILE_MENU_QUERY = '(max-width: 1025px)';

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

function subscribeTo(query: string) {
  return (onChange: () => void) => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
    const list = window.matchMedia(query);
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  };
}

/**
 * Whether the page is in mobile mode (`(max-width: 1025px)`); false on the server and
 * where matchMedia is missing. Follows the window as it is resized.
 */
export function useMobileMode(query: string = MOBILE_MENU_QUERY): boolean {
  const subscribe = React.useMemo(() => subscribeTo(query), [query]);
  return React.useSyncExternalStore(subscribe, () => matches(query), () => false);
}

type SharedProps = {
  /** The menu entries. */
  items: readonly NavigationItem[];
  /** Names the navigation landmark. @default t('Main menu') */
  label?: string;
  /**
   * Address of the current page: its link gets `aria-current="page"`, and a first-level
   * item whose sub-menu holds it gets `aria-current="true"` (the current section).
   */
  currentHref?: string;
};

/** Hover timing of the desktop menu (ms): how long the pointer rests before an item opens, and before it closes after leaving. */
export const DESKTOP_MENU_HOVER_DELAYS = { open: 200, close: 150 } as const;

export type DesktopNavigationMenuProps = Omit<React.ComponentProps<'nav'>, 'children' | 'defaultValue'> &
  SharedProps & {
    /** The key (`id`, else `href`) of the open first-level item, or null (controlled). */
    value?: string | null;
    /** The item open at first when uncontrolled. @default null */
    defaultValue?: string | null;
    /** Called when an item opens (its key) or the open one closes (null). */
    onValueChange?: (value: string | null) => void;
    /** Milliseconds the mouse rests on an item before it opens. @default 200 */
    hoverOpenDelay?: number;
    /** Milliseconds after the mouse leaves an item before it closes. @default 150 */
    hoverCloseDelay?: number;
    /**
     * First-level items with a sub-menu are links to their own page (no 'All …' link in
     * the panel): the sub-menu opens on hover, when keyboard focus enters the item and
     * with ArrowDown. Without it they are disclosure buttons. @default false
     */
    topLevelLinks?: boolean;
    /**
     * While this media query matches (mobile mode) hovering opens nothing (SPEC.md §2);
     * null lets hover open at every width. @default MOBILE_MENU_QUERY
     */
    mobileQuery?: string | null;
  };

type OpenedBy = 'hover' | 'click';

/**
 * The desktop menu, an ARIA disclosure navigation: a first-level item with a sub-menu
 * opens when the mouse rests on it (not in mobile mode) and from the keyboard (Enter or
 * Space on its button, or focus entering it with `topLevelLinks`); Escape, a click
 * outside or focus leaving the menu closes it. Once opened by a click or the keyboard
 * it stays open when the mouse leaves.
 */
export function DesktopNavigationMenu({
  items,
  label,
  currentHref,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  hoverOpenDelay = DESKTOP_MENU_HOVER_DELAYS.open,
  hoverCloseDelay = DESKTOP_MENU_HOVER_DELAYS.close,
  topLevelLinks = false,
  mobileQuery = MOBILE_MENU_QUERY,
  className,
  onKeyDown,
  onBlur,
  ...props
}: DesktopNavigationMenuProps) {
  const baseId = React.useId();
  const navRef = React.useRef<HTMLElement>(null);
  const [innerValue, setInnerValue] = React.useState<string | null>(defaultValue);
  const openValue = valueProp !== undefined ? valueProp : innerValue;
  // How the open item was opened: hover-opened items close when the mouse leaves, the others stay.
  const openedBy = React.useRef<OpenedBy>('click');
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clearTimer = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  const setOpenValue = (next: string | null, by: OpenedBy = 'click') => {
    clearTimer();
    openedBy.current = by;
    if (next === openValue) return;
    if (valueProp === undefined) setInnerValue(next);
    onValueChange?.(next);
  };
  const later = (delay: number, action: () => void) => {
    clearTimer();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      action();
    }, delay);
  };
  const triggerOf = (key: string) =>
    Array.from(navRef.current?.querySelectorAll<HTMLElement>('[data-slot="navigation-menu-trigger"]') ?? []).find(
      (trigger) => trigger.dataset.value === key,
    );

  React.useEffect(() => clearTimer, []);

  const closeFromOutside = React.useEffectEvent((event: PointerEvent) => {
    if (!navRef.current?.contains(event.target as Node)) setOpenValue(null);
  });
  React.useEffect(() => {
    if (openValue === null) return;
    const listener = (event: PointerEvent) => closeFromOutside(event);
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [openValue]);

  const topClasses = cn(
    'group inline-flex h-11 items-center gap-1.5 rounded-md px-4 text-base font-semibold text-neutral-900 transition-colors duration-fast hover:bg-neutral-100 aria-[current=page]:text-brand-700 aria-[current=true]:text-brand-700 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-700',
    focusRing,
  );

  return (
    <nav
      ref={navRef}
      data-slot="navigation-menu"
      data-mode="desktop"
      data-state={openValue === null ? 'closed' : 'open'}
      aria-label={label ?? t('Main menu')}
      className={cn('relative', className)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && openValue !== null) {
          const trigger = triggerOf(openValue);
          setOpenValue(null);
          trigger?.focus();
        }
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenValue(null);
        onBlur?.(event);
      }}
      {...props}
    >
      <ul data-slot="navigation-menu-list" className="flex flex-wrap items-center gap-1">
        {items.map((item) => {
          const key = navigationItemKey(item);
          if (!hasChildren(item)) {
            return (
              <li key={key}>
                <a
                  data-slot="navigation-menu-link"
                  href={item.href}
                  aria-current={item.href === currentHref ? 'page' : undefined}
                  className={topClasses}
                >
                  {item.label}
                </a>
              </li>
            );
          }
          const open = openValue === key;
          const panelId = `${baseId}-${key}`;
          const asLink = topLevelLinks && item.href !== undefined;
          const triggerProps = {
            'data-slot': 'navigation-menu-trigger',
            'data-value': key,
            'data-state': open ? 'open' : 'closed',
            'aria-expanded': open,
            'aria-controls': panelId,
            className: topClasses,
          } as const;
          const content = (
            <>
              {item.label}
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-4 transition-transform duration-fast group-data-[state=open]:rotate-180"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </>
          );
          const flat = item.children.every((child) => !hasChildren(child));
          return (
            <li
              key={key}
              data-slot="navigation-menu-item"
              data-state={open ? 'open' : 'closed'}
              // Below md the panel hangs from the whole menu's start, not the item's: from an
              // item further along, a panel as wide as the screen would run off its end.
              className="relative max-md:static"
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse' || (mobileQuery !== null && matches(mobileQuery))) return;
                if (open) clearTimer();
                // Moving from one open item to the next switches at once, as menu bars do.
                else if (openValue !== null) setOpenValue(key, 'hover');
                else later(hoverOpenDelay, () => setOpenValue(key, 'hover'));
              }}
              onPointerLeave={(event) => {
                if (event.pointerType !== 'mouse') return;
                if (open && openedBy.current === 'hover') later(hoverCloseDelay, () => setOpenValue(null));
                else if (!open) clearTimer();
              }}
              onFocus={(event) => {
                // A top-level link has no click to open its sub-menu: focus arriving from elsewhere does.
                if (asLink && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenValue(key);
              }}
            >
              {asLink ? (
                <a
                  {...triggerProps}
                  href={item.href}
                  aria-current={item.href === currentHref ? 'page' : isCurrentSection(item, currentHref) ? 'true' : undefined}
                  onKeyDown={(event) => {
                    if (event.key !== 'ArrowDown') return;
                    event.preventDefault();
                    setOpenValue(key);
                    // The panel is shown on the next render; its first link takes focus then.
                    requestAnimationFrame(() =>
                      document.getElementById(panelId)?.querySelector<HTMLElement>('[data-slot="navigation-menu-link"]')?.focus(),
                    );
                  }}
                >
                  {content}
                </a>
              ) : (
                <button
                  type="button"
                  {...triggerProps}
                  aria-current={isCurrentSection(item, currentHref) ? 'true' : undefined}
                  onClick={() => {
                    // A click on an item the mouse has just opened keeps it open (and pins it).
                    if (open && openedBy.current === 'hover') openedBy.current = 'click';
                    else setOpenValue(open ? null : key);
                  }}
                >
                  {content}
                </button>
              )}
              <div
                id={panelId}
                data-slot="navigation-menu-content"
                data-state={open ? 'open' : 'closed'}
                hidden={!open}
                className="absolute start-0 top-full z-dropdown w-max max-w-[min(44rem,calc(100vw-2rem))] pt-2"
              >
                <div className="rounded-lg border border-neutral-200 bg-white p-5 shadow-lg">
                  {asLink || item.href === undefined ? null : (
                    <DesktopLink
                      href={item.href}
                      currentHref={currentHref}
                      className="mb-3 inline-flex text-brand-700 underline underline-offset-4"
                    >
                      {t('All %1', item.label)}
                    </DesktopLink>
                  )}
                  {/* Links only: one column; with a third level, a column per sub-menu. */}
                  <ul
                    aria-label={item.label}
                    className={flat ? 'flex min-w-[12rem] flex-col gap-1' : 'flex flex-wrap gap-x-10 gap-y-4'}
                  >
                    {item.children.map((child) => (
                      <li key={navigationItemKey(child)} className={flat ? undefined : 'flex min-w-[9rem] flex-col gap-1'}>
                        <DesktopLink
                          href={child.href}
                          currentHref={currentHref}
                          className={flat ? 'text-base' : 'font-semibold text-neutral-900'}
                        >
                          {child.label}
                        </DesktopLink>
                        {hasChildren(child) ? (
                          <ul aria-label={child.label} className="flex flex-col gap-0.5">
                            {child.children.map((grandchild) => (
                              <li key={navigationItemKey(grandchild)}>
                                <DesktopLink href={grandchild.href} currentHref={currentHref} className="text-neutral-700">
                                  {grandchild.label}
                                </DesktopLink>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function DesktopLink({
  href,
  currentHref,
  className,
  children,
}: {
  href: string | undefined;
  currentHref: string | undefined;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <a
      data-slot="navigation-menu-link"
      href={href}
      aria-current={currentPageOf(href, currentHref)}
      className={cn(
        'rounded-sm py-1 text-sm text-neutral-900 hover:text-brand-700 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-brand-700',
        focusRing,
        className,
      )}
    >
      {children}
    </a>
  );
}

// The drawer (Radix Dialog) loads when the hamburger is first pointed at, focused or pressed.
const loadDrawer = () => import('./mobile-navigation-drawer');
const MobileNavigationDrawer = React.lazy(() => loadDrawer().then((module) => ({ default: module.MobileNavigationDrawer })));

export type MobileNavigationMenuProps = Omit<React.ComponentProps<'div'>, 'children'> &
  SharedProps & {
    /** Called with the menu's state name whenever it changes. */
    onStatusChange?: (status: MobileMenuStatus) => void;
    /**
     * 'accordion' expands sub-menus in place; 'drilldown' shows one level at a time,
     * named after the level, with a Back button. @default 'accordion'
     */
    layout?: MobileNavigationLayout;
  };

/**
 * The mobile menu: a hamburger button opening a drawer whose items open sub-menus and
 * sub-sub-menus (one path open at a time). Close, Escape or a tap outside resets
 * everything to closed, and focus returns to the hamburger. The drawer's code is loaded
 * on interaction, so the hamburger costs the first page load next to nothing.
 */
export function MobileNavigationMenu({
  items,
  label,
  currentHref,
  onStatusChange,
  layout = 'accordion',
  className,
  ...props
}: MobileNavigationMenuProps) {
  const [state, dispatch] = React.useReducer(mobileMenuReducer, MOBILE_MENU_CLOSED);
  const [requested, setRequested] = React.useState(false);
  const status = mobileMenuStatus(state);
  const drawerId = React.useId();
  const toggleRef = React.useRef<HTMLButtonElement>(null);

  const onStatus = React.useRef(onStatusChange);
  React.useEffect(() => {
    onStatus.current = onStatusChange;
  });
  const firstStatus = React.useRef(true);
  React.useEffect(() => {
    if (firstStatus.current) {
      firstStatus.current = false;
      return;
    }
    onStatus.current?.(status);
  }, [status]);

  return (
    <div
      data-slot="navigation-menu"
      data-mode="mobile"
      data-state={status}
      className={cn('inline-flex', className)}
      {...props}
    >
      <Button
        ref={toggleRef}
        data-slot="navigation-menu-toggle"
        variant="ghost"
        size="icon"
        className="size-11"
        aria-label={t('Menu')}
        aria-haspopup="dialog"
        aria-expanded={state.open}
        aria-controls={state.open ? drawerId : undefined}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setRequested(true);
          dispatch({ type: 'toggle' });
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
      </Button>
      {requested ? (
        <React.Suspense fallback={null}>
          <MobileNavigationDrawer
            id={drawerId}
            items={items}
            label={label ?? t('Main menu')}
            currentHref={currentHref}
            layout={layout}
            state={state}
            dispatch={dispatch}
            returnFocusRef={toggleRef}
          />
        </React.Suspense>
      ) : null}
    </div>
  );
}

export type NavigationMenuProps = SharedProps &
  Pick<
    DesktopNavigationMenuProps,
    'value' | 'defaultValue' | 'onValueChange' | 'hoverOpenDelay' | 'hoverCloseDelay' | 'topLevelLinks'
  > & {
    /** 'auto' follows the 1026 px breakpoint; 'desktop' or 'mobile' force one layout. @default 'auto' */
    mode?: 'auto' | 'desktop' | 'mobile';
    /** Classes for the root of whichever layout is shown. */
    className?: string;
    /** Called with the mobile menu's state name whenever it changes. */
    onMobileStatusChange?: (status: MobileMenuStatus) => void;
    /** How the mobile drawer shows sub-menus (see `MobileNavigationMenu`). @default 'accordion' */
    mobileLayout?: MobileNavigationLayout;
  };

/**
 * The storefront header menu: the desktop layout (hover or keyboard opens a
 * first-level item) from 1026 px, the hamburger layout below. In mobile mode the
 * desktop hover behaviour does not exist at all.
 *
 * 'auto' decides in the browser (the server renders the desktop layout). A page that
 * must not change layout on hydration renders `DesktopNavigationMenu` and
 * `MobileNavigationMenu` side by side and hides one with CSS at the same breakpoint.
 *
 * **When to use**: the store's category menu in the header, once per page: three levels of links,
 * with the hamburger drawer below 1026 px.
 *
 * **Accessibility**: the WAI-ARIA Disclosure Navigation Menu pattern: a `nav` landmark; items with a
 * sub-menu are buttons with `aria-expanded` (or, with `topLevelLinks`, links with a button-like
 * ArrowDown); the current page's link has `aria-current="page"`. Keyboard (desktop): `Tab` moves
 * between top-level items; `Enter` or `Space` on an item's button opens its sub-menu (with
 * `topLevelLinks`, focus on the link or `ArrowDown` does) and `Tab` goes into it; `Escape` closes it
 * and returns focus to its item. Mobile: the hamburger button opens a modal
 * drawer; `Escape` closes it and returns focus to the button.
 */
export function NavigationMenu({
  mode = 'auto',
  onMobileStatusChange,
  mobileLayout,
  value,
  defaultValue,
  onValueChange,
  hoverOpenDelay,
  hoverCloseDelay,
  topLevelLinks,
  ...shared
}: NavigationMenuProps) {
  const mobileMode = useMobileMode();
  const mobile = mode === 'mobile' || (mode === 'auto' && mobileMode);
  return mobile ? (
    <MobileNavigationMenu onStatusChange={onMobileStatusChange} layout={mobileLayout} {...shared} />
  ) : (
    <DesktopNavigationMenu
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      hoverOpenDelay={hoverOpenDelay}
      hoverCloseDelay={hoverCloseDelay}
      topLevelLinks={topLevelLinks}
      // A forced desktop layout hovers at any width.
      mobileQuery={mode === 'desktop' ? null : MOBILE_MENU_QUERY}
      {...shared}
    />
  );
}
