import { Dialog } from 'radix-ui';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { t } from '../../i18n';
import { Button } from '../button';
import { MOBILE_MENU_CLOSED, mobileMenuReducer, mobileMenuStatus, type MobileMenuStatus } from './mobile-menu-state';

/** Mobile mode applies below 1026 px (SPEC.md §2, §9). */
export const MOBILE_MENU_QUERY = '(max-width: 1025px)';

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
  return React.useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** One menu entry; `children` nest two levels below the top (sub-menu, sub-sub-menu). */
export type NavigationItem = {
  label: string;
  href: string;
  children?: NavigationItem[];
};

type SharedProps = {
  /** The menu entries. */
  items: readonly NavigationItem[];
  /** Names the navigation landmark. @default t('Main menu') */
  label?: string;
  /** Address of the current page; its link gets `aria-current="page"`. */
  currentHref?: string;
};

const hasChildren = (item: NavigationItem): item is NavigationItem & { children: NavigationItem[] } =>
  Boolean(item.children && item.children.length > 0);

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** Hover timing of the desktop menu (ms): how long the pointer rests before an item opens, and before it closes after leaving. */
export const DESKTOP_MENU_HOVER_DELAYS = { open: 200, close: 150 } as const;

export type DesktopNavigationMenuProps = Omit<React.ComponentProps<'nav'>, 'children' | 'defaultValue'> &
  SharedProps & {
    /** The `href` of the open first-level item, or null (controlled). */
    value?: string | null;
    /** The item open at first when uncontrolled. @default null */
    defaultValue?: string | null;
    /** Called when an item opens (its `href`) or the open one closes (null). */
    onValueChange?: (value: string | null) => void;
    /** Milliseconds the mouse rests on an item before it opens. @default 200 */
    hoverOpenDelay?: number;
    /** Milliseconds after the mouse leaves an item before it closes. @default 150 */
    hoverCloseDelay?: number;
  };

/**
 * The desktop menu, an ARIA disclosure navigation: a first-level item with a sub-menu
 * opens when the mouse rests on it and from the keyboard (Enter or Space on its
 * button); Escape, a click outside or focus leaving the menu closes it. Once opened by
 * a click it stays open when the mouse leaves.
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
  className,
  onKeyDown,
  onBlur,
  ...props
}: DesktopNavigationMenuProps) {
  const baseId = React.useId();
  const navRef = React.useRef<HTMLElement>(null);
  const [innerValue, setInnerValue] = React.useState<string | null>(defaultValue);
  const openValue = valueProp !== undefined ? valueProp : innerValue;
  // How the open item was opened: hover-opened items close when the mouse leaves, clicked ones stay.
  const openedBy = React.useRef<'hover' | 'click'>('click');
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clearTimer = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  const setOpenValue = (next: string | null, by: 'hover' | 'click' = 'click') => {
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
          const trigger = Array.from(
            navRef.current?.querySelectorAll<HTMLButtonElement>('[data-slot="navigation-menu-trigger"]') ?? [],
          ).find((button) => button.dataset.value === openValue);
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
          if (!hasChildren(item)) {
            return (
              <li key={item.href}>
                <a
                  data-slot="navigation-menu-link"
                  href={item.href}
                  aria-current={item.href === currentHref ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-11 items-center rounded-md px-4 text-base font-semibold text-neutral-900 transition-colors duration-fast hover:bg-neutral-100 aria-[current=page]:text-brand-700',
                    focusRing,
                  )}
                >
                  {item.label}
                </a>
              </li>
            );
          }
          const open = openValue === item.href;
          const panelId = `${baseId}-${item.href}`;
          return (
            <li
              key={item.href}
              data-slot="navigation-menu-item"
              data-state={open ? 'open' : 'closed'}
              className="relative"
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse') return;
                if (open) clearTimer();
                // Moving from one open item to the next switches at once, as menu bars do.
                else if (openValue !== null) setOpenValue(item.href, 'hover');
                else later(hoverOpenDelay, () => setOpenValue(item.href, 'hover'));
              }}
              onPointerLeave={(event) => {
                if (event.pointerType !== 'mouse') return;
                if (open && openedBy.current === 'hover') later(hoverCloseDelay, () => setOpenValue(null));
                else if (!open) clearTimer();
              }}
            >
              <button
                type="button"
                data-slot="navigation-menu-trigger"
                data-value={item.href}
                data-state={open ? 'open' : 'closed'}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => {
                  // A click on an item the mouse has just opened keeps it open (and pins it).
                  if (open && openedBy.current === 'hover') openedBy.current = 'click';
                  else setOpenValue(open ? null : item.href);
                }}
                className={cn(
                  'group inline-flex h-11 items-center gap-1.5 rounded-md px-4 text-base font-semibold text-neutral-900 transition-colors duration-fast hover:bg-neutral-100 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-700',
                  focusRing,
                )}
              >
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
              </button>
              <div
                id={panelId}
                data-slot="navigation-menu-content"
                data-state={open ? 'open' : 'closed'}
                hidden={!open}
                className="absolute top-full left-0 z-dropdown w-max max-w-[min(44rem,calc(100vw-2rem))] pt-2"
              >
                <div className="rounded-lg border border-neutral-200 bg-white p-5 shadow-lg">
                  <DesktopLink
                    href={item.href}
                    currentHref={currentHref}
                    className="mb-3 inline-flex text-brand-700 underline underline-offset-4"
                  >
                    {t('All %1', item.label)}
                  </DesktopLink>
                  <ul className="flex flex-wrap gap-x-10 gap-y-4">
                    {item.children.map((child) => (
                      <li key={child.href} className="flex min-w-[9rem] flex-col gap-1">
                        <DesktopLink
                          href={child.href}
                          currentHref={currentHref}
                          className="font-semibold text-neutral-900"
                        >
                          {child.label}
                        </DesktopLink>
                        {hasChildren(child) ? (
                          <ul className="flex flex-col gap-0.5">
                            {child.children.map((grandchild) => (
                              <li key={grandchild.href}>
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
  href: string;
  currentHref: string | undefined;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <a
      data-slot="navigation-menu-link"
      href={href}
      aria-current={href === currentHref ? 'page' : undefined}
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

export type MobileNavigationMenuProps = Omit<React.ComponentProps<'div'>, 'children'> &
  SharedProps & {
    /** Called with the menu's state name whenever it changes. */
    onStatusChange?: (status: MobileMenuStatus) => void;
  };

/**
 * The mobile menu: a hamburger button opening a panel whose items expand into
 * sub-menus and sub-sub-menus (one path open at a time). Close, Escape or a tap
 * outside resets everything to closed.
 */
export function MobileNavigationMenu({
  items,
  label,
  currentHref,
  onStatusChange,
  className,
  ...props
}: MobileNavigationMenuProps) {
  const [state, dispatch] = React.useReducer(mobileMenuReducer, MOBILE_MENU_CLOSED);
  const status = mobileMenuStatus(state);
  const baseId = React.useId();
  const navLabel = label ?? t('Main menu');

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

  const rowClasses = cn(
    'flex min-h-12 w-full items-center justify-between gap-3 px-4 py-2 text-left text-base text-neutral-900 hover:bg-neutral-50',
    focusRing,
    'focus-visible:-outline-offset-2',
  );

  const link = (item: NavigationItem, text: string, extra?: string) => (
    <a
      data-slot="navigation-menu-link"
      href={item.href}
      aria-current={item.href === currentHref ? 'page' : undefined}
      className={cn(rowClasses, 'aria-[current=page]:font-semibold aria-[current=page]:text-brand-700', extra)}
    >
      {text}
    </a>
  );

  return (
    <div
      data-slot="navigation-menu"
      data-mode="mobile"
      data-state={status}
      className={cn('inline-flex', className)}
      {...props}
    >
      <Dialog.Root open={state.open} onOpenChange={(open) => dispatch({ type: open ? 'open' : 'close' })}>
        <Dialog.Trigger asChild>
          <Button data-slot="navigation-menu-toggle" variant="ghost" size="icon" aria-label={t('Menu')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            </svg>
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay data-slot="navigation-menu-overlay" className="fixed inset-0 z-overlay bg-neutral-900/50" />
          <Dialog.Content
            data-slot="navigation-menu-panel"
            data-menu-state={status}
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-modal flex w-[min(85vw,22rem)] flex-col bg-white shadow-lg focus-visible:outline-none"
          >
            <div className="flex h-[3.5rem] shrink-0 items-center justify-between border-b border-neutral-200 pr-2 pl-4">
              <Dialog.Title className="text-lg font-semibold text-neutral-900">{t('Menu')}</Dialog.Title>
              <Dialog.Close asChild>
                <Button data-slot="navigation-menu-close" variant="ghost" size="icon" aria-label={t('Close menu')}>
                  <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                    <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                  </svg>
                </Button>
              </Dialog.Close>
            </div>
            <nav aria-label={navLabel} className="min-h-0 flex-1 overflow-y-auto">
              <ul data-slot="navigation-menu-list" className="divide-y divide-neutral-100">
                {items.map((item, index) => {
                  if (!hasChildren(item)) return <li key={item.href}>{link(item, item.label, 'font-semibold')}</li>;
                  const expanded = state.path[0] === index;
                  const submenuId = `${baseId}-sub-${index}`;
                  return (
                    <li key={item.href}>
                      <button
                        type="button"
                        data-slot="navigation-menu-trigger"
                        aria-expanded={expanded}
                        aria-controls={submenuId}
                        onClick={() => dispatch({ type: 'toggleSubmenu', index })}
                        className={cn(rowClasses, 'font-semibold')}
                      >
                        {item.label}
                        <Chevron open={expanded} />
                      </button>
                      {expanded ? (
                        <ul id={submenuId} data-slot="navigation-menu-submenu" className="bg-neutral-50 pb-2 pl-4">
                          <li>{link(item, t('All %1', item.label))}</li>
                          {item.children.map((child, childIndex) => {
                            if (!hasChildren(child)) return <li key={child.href}>{link(child, child.label)}</li>;
                            const childExpanded = state.path[1] === childIndex;
                            const subSubmenuId = `${submenuId}-${childIndex}`;
                            return (
                              <li key={child.href}>
                                <button
                                  type="button"
                                  data-slot="navigation-menu-trigger"
                                  aria-expanded={childExpanded}
                                  aria-controls={subSubmenuId}
                                  onClick={() => dispatch({ type: 'toggleSubSubmenu', index: childIndex })}
                                  className={rowClasses}
                                >
                                  {child.label}
                                  <Chevron open={childExpanded} />
                                </button>
                                {childExpanded ? (
                                  <ul
                                    id={subSubmenuId}
                                    data-slot="navigation-menu-subsubmenu"
                                    className="ml-4 border-l-2 border-brand-200"
                                  >
                                    <li>{link(child, t('All %1', child.label))}</li>
                                    {child.children.map((grandchild) => (
                                      <li key={grandchild.href}>{link(grandchild, grandchild.label)}</li>
                                    ))}
                                  </ul>
                                ) : null}
                              </li>
                            );
                          })}
                        </ul>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </nav>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={cn('size-5 shrink-0 text-neutral-600 transition-transform duration-fast', open && 'rotate-180')}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export type NavigationMenuProps = SharedProps &
  Pick<DesktopNavigationMenuProps, 'value' | 'defaultValue' | 'onValueChange' | 'hoverOpenDelay' | 'hoverCloseDelay'> & {
  /** 'auto' follows the 1026 px breakpoint; 'desktop' or 'mobile' force one layout. @default 'auto' */
  mode?: 'auto' | 'desktop' | 'mobile';
  /** Classes for the root of whichever layout is shown. */
  className?: string;
  /** Called with the mobile menu's state name whenever it changes. */
  onMobileStatusChange?: (status: MobileMenuStatus) => void;
};

/**
 * The storefront header menu: the desktop layout (hover or keyboard opens a
 * first-level item) from 1026 px, the hamburger layout below. In mobile mode the
 * desktop hover behaviour does not exist at all.
 */
export function NavigationMenu({
  mode = 'auto',
  onMobileStatusChange,
  value,
  defaultValue,
  onValueChange,
  hoverOpenDelay,
  hoverCloseDelay,
  ...shared
}: NavigationMenuProps) {
  const mobileMode = useMobileMode();
  const mobile = mode === 'mobile' || (mode === 'auto' && mobileMode);
  return mobile ? (
    <MobileNavigationMenu onStatusChange={onMobileStatusChange} {...shared} />
  ) : (
    <DesktopNavigationMenu
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      hoverOpenDelay={hoverOpenDelay}
      hoverCloseDelay={hoverCloseDelay}
      {...shared}
    />
  );
}
