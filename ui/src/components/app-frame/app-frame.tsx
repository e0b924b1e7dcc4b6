import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useId } from 'react';
import type * as React from 'react';
import { useControllableState } from '../../hooks/use-controllable-state';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';

/** From this width the navigation is a side column; below it, a drawer behind the Menu button. */
export const APP_FRAME_SIDE_NAVIGATION_QUERY = '(min-width: 1024px)';

/** One destination of the side navigation ("Orders"). */
export interface AppFrameNavItem {
  /** The link's text. */
  label: string;
  /** The page's address; also the item's key, and what `currentHref` is compared with. */
  href: string;
  /** A number shown after the label, as a badge ("Orders 12": orders waiting). @default undefined */
  count?: number;
  /** What a screen reader says for the count ("12 pending"), when the bare number would not tell. @default the number */
  countLabel?: string;
}

/** A group of items under an optional label ("Sales": Orders, Invoices, Shipments). */
export interface AppFrameNavSection {
  /** The group's name, shown above its items and naming their list. @default undefined */
  label?: string;
  /** The group's destinations, in order. */
  items: readonly AppFrameNavItem[];
}

/** What `renderLink` receives: the props of the link to draw; spread them on your own link. */
export interface AppFrameLinkProps {
  /** The item's address (`item.href`). */
  href: string;
  /** The link's content: the label and the count. */
  children: React.ReactNode;
  /** The kit's classes for the link. */
  className: string;
  /** `app-frame-nav-link`, the part's name for styling and tests. */
  'data-slot': string;
  /** `page` on the current item, else undefined. */
  'aria-current': 'page' | undefined;
}

export interface AppFrameProps extends React.ComponentProps<'div'> {
  /** The application's name or logo, at the start of the top bar (text, an `<img alt>`, or a link home). Text too long for a phone ends in an ellipsis. */
  productName: React.ReactNode;
  /** At the end of the top bar: the signed-in person, "Sign Out", and the like. @default undefined */
  actions?: React.ReactNode;
  /** The side navigation: sections of items. */
  navigation: readonly AppFrameNavSection[];
  /** The address of the item to mark current (`aria-current="page"`); on a page below an item (an order's view), pass that item's `href`. @default undefined */
  currentHref?: string;
  /** Draws each item's link, e.g. with a router's `Link` (`(props) => <Link to={props.href} {...props} />`). @default a plain `<a href>` */
  renderLink?: (props: AppFrameLinkProps, item: AppFrameNavItem) => React.ReactNode;
  /** The navigation landmark's name, read when a screen reader lists the page's landmarks. @default t('Main menu') */
  navigationLabel?: string;
  /** The `id` of the main area, the skip link's target. Keep it unique on the page. @default 'main-content' */
  mainId?: string;
  /** The skip link's text, the first thing `Tab` reaches. @default t('Skip to main content') */
  skipLinkText?: string;
  /** The text of the button that opens the navigation below 1024 px, and the drawer's title. @default t('Menu') */
  menuLabel?: string;
  /** The drawer is open (controlled). Below 1024 px only; it closes itself on navigation and when the window grows past 1024 px. @default undefined */
  menuOpen?: boolean;
  /** Called when the drawer asks to open or close (the Menu button, Escape, a link followed, the backdrop). */
  onMenuOpenChange?: (open: boolean) => void;
  /** The page itself, in the `<main>` area. */
  children?: React.ReactNode;
}

const renderAnchor = (props: AppFrameLinkProps) => <a {...props} />;

const navLinkClass = cn(
  'relative flex min-h-11 items-center gap-2 rounded-md px-3 py-2 text-base text-neutral-800 hover:bg-neutral-100 hover:text-neutral-900',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
  // The current item shows by weight and a bar at its start edge as well as colour (WCAG 1.4.1).
  'aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700',
  'aria-[current=page]:before:absolute aria-[current=page]:before:inset-y-1.5 aria-[current=page]:before:start-0 aria-[current=page]:before:w-1 aria-[current=page]:before:rounded-full aria-[current=page]:before:bg-brand-700',
);

function NavItemContent({ item }: { item: AppFrameNavItem }) {
  return (
    <>
      <span className="min-w-0 flex-1 break-words">{item.label}</span>
      {item.count === undefined ? null : (
        <>
          {/* Keeps the name "Orders 12", not "Orders12": the flex layout drops this space on screen. */}{' '}
            <Badge data-slot="app-frame-nav-count" className="px-2 py-0 text-xs leading-5 font-semibold tabular-nums">
            <span aria-hidden={item.countLabel ? true : undefined}>{item.count}</span>
            {item.countLabel ? <span className="sr-only">{item.countLabel}</span> : null}
          </Badge>
        </>
      )}
    </>
  );
}

type AppFrameNavProps = Pick<AppFrameProps, 'navigation' | 'currentHref'> & {
  label: string;
  renderLink: NonNullable<AppFrameProps['renderLink']>;
};

/** The sections as lists of links; each labelled section names its list. */
function AppFrameNav({ navigation, currentHref, label, renderLink }: AppFrameNavProps) {
  const baseId = useId();
  return (
    <nav aria-label={label} data-slot="app-frame-nav" className="flex flex-col gap-5 px-2 py-4">
      {navigation.map((section, index) => {
        const labelId = `${baseId}-section-${index}`;
        return (
          <div key={section.label ?? index} data-slot="app-frame-nav-section" className="flex flex-col gap-1">
            {section.label ? (
              <p id={labelId} data-slot="app-frame-nav-section-label" className="px-3 text-sm font-semibold text-neutral-700">
                {section.label}
              </p>
            ) : null}
            <ul aria-labelledby={section.label ? labelId : undefined} className="flex flex-col gap-0.5">
              {section.items.map((item) => (
                <li key={item.href}>
                  {renderLink(
                    {
                      href: item.href,
                      children: <NavItemContent item={item} />,
                      className: navLinkClass,
                      'data-slot': 'app-frame-nav-link',
                      'aria-current': item.href === currentHref ? 'page' : undefined,
                    },
                    item,
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

/** A press that follows a link in this window (not a new tab or window). */
function followsLinkHere(event: React.MouseEvent): boolean {
  const target = event.target as Element;
  return (
    target.closest('a[href]') !== null && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
  );
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
      <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The frame of a back-office application: a skip link, a top bar (product name, Menu button,
 * actions), a side navigation of sections, and the main area where each page goes. From 1024 px
 * the navigation is a column beside the page; below, the Menu button opens it as a drawer.
 *
 * **When to use**: once, as the layout of an application made of many pages (the shop's `/admin`),
 * around each page's content (a `PageHeader`, then `Panel`s). Not for the storefront, whose header
 * is the shop's own (`NavigationMenu`).
 *
 * **Accessibility**: landmarks a screen reader lists: the top bar is the `banner` (`<header>`), the
 * navigation a `nav` named by `navigationLabel`, the page the `main` (with `id`, `tabIndex=-1` so the
 * skip link moves focus into it). The current item carries `aria-current="page"` and shows it by
 * weight and a bar as well as colour; each labelled section names its list. The drawer is the
 * WAI-ARIA Dialog (Modal) pattern (Radix Dialog): focus moves into it and is trapped there, the page
 * behind is inert. Keyboard: the first `Tab` reaches the skip link (`Enter` moves to the main area);
 * `Enter` or `Space` on Menu opens the drawer; `Tab`/`Shift+Tab` move through its links and its
 * close button; `Escape`, the close button or following a link closes it, and focus returns to Menu.
 */
export function AppFrame({
  productName,
  actions,
  navigation,
  currentHref,
  renderLink = renderAnchor,
  navigationLabel = t('Main menu'),
  mainId = 'main-content',
  skipLinkText = t('Skip to main content'),
  menuLabel = t('Menu'),
  menuOpen,
  onMenuOpenChange,
  className,
  children,
  ...props
}: AppFrameProps) {
  const [open, setOpen] = useControllableState({ prop: menuOpen, defaultProp: false, onChange: onMenuOpenChange });

  // The drawer belongs to narrow windows: one widened past the breakpoint shows the side column instead.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(APP_FRAME_SIDE_NAVIGATION_QUERY);
    const closeWhenWide = () => wide.matches && setOpen(false);
    closeWhenWide();
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [open, setOpen]);

  const nav = <AppFrameNav navigation={navigation} currentHref={currentHref} label={navigationLabel} renderLink={renderLink} />;
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <div data-slot="app-frame" className={cn('min-h-dvh bg-neutral-50 text-neutral-900', className)} {...props}>
        <a
          href={`#${mainId}`}
          data-slot="app-frame-skip-link"
          // not-sr-only resets the padding, so the padding comes with the focus too.
          className="sr-only rounded-md bg-white font-semibold text-brand-700 shadow-md focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-toast focus:px-4 focus:py-2 focus:outline-2 focus:outline-offset-2 focus:outline-focus"
        >
          {skipLinkText}
        </a>
        <header
          data-slot="app-frame-top-bar"
          className="sticky top-0 z-sticky flex h-14 items-center gap-2 border-b border-neutral-200 bg-white ps-2 pe-3 sm:ps-4 sm:pe-4"
        >
          <DialogPrimitive.Trigger asChild>
            <Button data-slot="app-frame-menu-button" variant="ghost" className="shrink-0 gap-1.5 px-2 min-[1024px]:hidden">
              <MenuIcon />
              {menuLabel}
            </Button>
          </DialogPrimitive.Trigger>
          <div data-slot="app-frame-product" className="min-w-0 flex-1 truncate text-lg font-bold">
            {productName}
          </div>
          {actions ? (
            <div data-slot="app-frame-actions" className="flex shrink-0 items-center gap-2">
              {actions}
            </div>
          ) : null}
        </header>
        <div className="min-[1024px]:flex">
          <div
            data-slot="app-frame-side-column"
            className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-64 shrink-0 overflow-y-auto border-e border-neutral-200 bg-white min-[1024px]:block"
          >
            {nav}
          </div>
          <main id={mainId} tabIndex={-1} data-slot="app-frame-main" className="min-w-0 flex-1 p-4 outline-none sm:p-6">
            {children}
          </main>
        </div>
      </div>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-slot="app-frame-overlay" className="fixed inset-0 z-overlay bg-scrim/50" />
        <DialogPrimitive.Content
          data-slot="app-frame-drawer"
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-modal flex w-[min(85vw,20rem)] flex-col bg-white text-neutral-900 shadow-lg outline-none"
        >
          <div className="flex h-14 shrink-0 items-center gap-2 border-b border-neutral-200 ps-4 pe-2">
            <DialogPrimitive.Title data-slot="app-frame-drawer-title" className="min-w-0 flex-1 truncate text-lg font-semibold">
              {menuLabel}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button data-slot="app-frame-drawer-close" variant="ghost" size="icon" className="size-11" aria-label={t('Close menu')}>
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
                  <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                </svg>
              </Button>
            </DialogPrimitive.Close>
          </div>
          {/* Following a link is navigating away from the drawer's purpose: close it, whatever the link is (a router's too). */}
          <div className="min-h-0 flex-1 overflow-y-auto" onClick={(event) => followsLinkHere(event) && setOpen(false)}>
            {nav}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
