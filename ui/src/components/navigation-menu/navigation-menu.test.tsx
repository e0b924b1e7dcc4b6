import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceTimers } from '../../../test-support/fake-timers';
import { MOBILE_MENU_CLOSED, mobileMenuReducer, mobileMenuStatus, type MobileMenuState } from './mobile-menu-state';
import {
  DESKTOP_MENU_HOVER_DELAYS,
  DesktopNavigationMenu,
  MOBILE_MENU_QUERY,
  MobileNavigationMenu,
  NavigationMenu,
  useMobileMode,
  type NavigationItem,
} from './navigation-menu';

const ITEMS: NavigationItem[] = [
  {
    label: 'Women',
    href: '/women',
    children: [
      {
        label: 'Tops',
        href: '/women/tops',
        children: [
          { label: 'Jackets', href: '/women/tops/jackets' },
          { label: 'Tees', href: '/women/tops/tees' },
        ],
      },
      { label: 'Bottoms', href: '/women/bottoms', children: [{ label: 'Shorts', href: '/women/bottoms/shorts' }] },
    ],
  },
  { label: 'Men', href: '/men', children: [{ label: 'Shirts', href: '/men/shirts' }] },
  { label: 'Sale', href: '/sale' },
];

/** A matchMedia whose width can be changed, notifying listeners like a resized window. */
function stubMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
    return {
      get matches() {
        return width <= max;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
  });
  return {
    resize(next: number) {
      width = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('mobileMenuReducer', () => {
  const run = (...actions: Parameters<typeof mobileMenuReducer>[1][]) =>
    actions.reduce<MobileMenuState>(mobileMenuReducer, MOBILE_MENU_CLOSED);

  it('goes closed → open → sub-menu open → sub-sub-menu open', () => {
    expect(mobileMenuStatus(run())).toBe('closed');
    expect(mobileMenuStatus(run({ type: 'toggle' }))).toBe('open');
    expect(run({ type: 'toggle' }, { type: 'toggleSubmenu', index: 1 })).toEqual({ open: true, path: [1] });
    expect(mobileMenuStatus(run({ type: 'toggle' }, { type: 'toggleSubmenu', index: 1 }))).toBe('submenu-open');
    const deep = run({ type: 'open' }, { type: 'toggleSubmenu', index: 0 }, { type: 'toggleSubSubmenu', index: 1 });
    expect(deep).toEqual({ open: true, path: [0, 1] });
    expect(mobileMenuStatus(deep)).toBe('subsubmenu-open');
  });

  it('resets everything on close, and on toggling while open', () => {
    const deep = run({ type: 'open' }, { type: 'toggleSubmenu', index: 0 }, { type: 'toggleSubSubmenu', index: 1 });
    expect(mobileMenuReducer(deep, { type: 'close' })).toEqual(MOBILE_MENU_CLOSED);
    expect(mobileMenuReducer(deep, { type: 'toggle' })).toEqual(MOBILE_MENU_CLOSED);
    expect(mobileMenuReducer(mobileMenuReducer(deep, { type: 'close' }), { type: 'open' })).toEqual({ open: true, path: [] });
  });

  it('keeps one path open: another sub-menu replaces the first, the same one collapses', () => {
    const sub = run({ type: 'open' }, { type: 'toggleSubmenu', index: 0 }, { type: 'toggleSubSubmenu', index: 0 });
    expect(mobileMenuReducer(sub, { type: 'toggleSubmenu', index: 1 })).toEqual({ open: true, path: [1] });
    expect(mobileMenuReducer(sub, { type: 'toggleSubmenu', index: 0 })).toEqual({ open: true, path: [] });
    expect(mobileMenuReducer(sub, { type: 'toggleSubSubmenu', index: 0 })).toEqual({ open: true, path: [0] });
  });

  it('ignores sub-menu actions while closed or without a sub-menu', () => {
    expect(run({ type: 'toggleSubmenu', index: 0 })).toEqual(MOBILE_MENU_CLOSED);
    expect(run({ type: 'open' }, { type: 'toggleSubSubmenu', index: 0 })).toEqual({ open: true, path: [] });
    expect(run({ type: 'back' })).toEqual(MOBILE_MENU_CLOSED);
    expect(run({ type: 'open' }, { type: 'back' })).toEqual({ open: true, path: [] });
  });

  it('goes back one level at a time (the drill-down layout)', () => {
    const deep = run({ type: 'open' }, { type: 'toggleSubmenu', index: 2 }, { type: 'toggleSubSubmenu', index: 1 });
    const sub = mobileMenuReducer(deep, { type: 'back' });
    expect(sub).toEqual({ open: true, path: [2] });
    expect(mobileMenuStatus(sub)).toBe('submenu-open');
    expect(mobileMenuReducer(sub, { type: 'back' })).toEqual({ open: true, path: [] });
  });
});

describe('useMobileMode', () => {
  it('is true below 1026 px and follows resizes', () => {
    expect(MOBILE_MENU_QUERY).toBe('(max-width: 1025px)');
    const media = stubMatchMedia(1025);
    const { result } = renderHook(() => useMobileMode());
    expect(result.current).toBe(true);
    act(() => media.resize(1026));
    expect(result.current).toBe(false);
    act(() => media.resize(375));
    expect(result.current).toBe(true);
  });
});

describe('NavigationMenu', () => {
  beforeEach(() => {
    stubMatchMedia(1280);
  });

  it('shows the desktop menu from 1026 px and the hamburger below', () => {
    const media = stubMatchMedia(1026);
    render(<NavigationMenu items={ITEMS} />);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Women' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    act(() => media.resize(1025));
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Women' })).not.toBeInTheDocument();
  });

  it('opens a desktop sub-menu from the keyboard and closes it with Escape', async () => {
    const user = userEvent.setup();
    render(<NavigationMenu items={ITEMS} mode="desktop" currentHref="/women/tops/tees" />);
    const women = screen.getByRole('button', { name: 'Women' });
    await user.tab();
    expect(women).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(women).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'All Women' })).toHaveAttribute('href', '/women');
    expect(screen.getByRole('link', { name: 'Jackets' })).toHaveAttribute('href', '/women/tops/jackets');
    expect(screen.getByRole('link', { name: 'Tees' })).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(women).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('link', { name: 'Jackets' })).not.toBeInTheDocument();
  });

  it('opens a desktop item after the mouse rests on it 200 ms, and closes 150 ms after it leaves', () => {
    vi.useFakeTimers();
    expect(DESKTOP_MENU_HOVER_DELAYS).toEqual({ open: 200, close: 150 });
    const onValueChange = vi.fn();
    render(<NavigationMenu items={ITEMS} mode="desktop" onValueChange={onValueChange} />);
    const women = screen.getByRole('button', { name: 'Women' });
    const men = screen.getByRole('button', { name: 'Men' });
    // React derives pointerenter/leave from pointerover/out.
    fireEvent.pointerOver(women, { pointerType: 'mouse' });
    advanceTimers(199);
    expect(women).toHaveAttribute('aria-expanded', 'false');
    advanceTimers(1);
    expect(women).toHaveAttribute('aria-expanded', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('/women');

    // Sliding straight onto the next item switches at once.
    fireEvent.pointerOut(women, { pointerType: 'mouse', relatedTarget: men });
    fireEvent.pointerOver(men, { pointerType: 'mouse', relatedTarget: women });
    expect(men).toHaveAttribute('aria-expanded', 'true');
    expect(women).toHaveAttribute('aria-expanded', 'false');

    fireEvent.pointerOut(men, { pointerType: 'mouse', relatedTarget: document.body });
    advanceTimers(149);
    expect(men).toHaveAttribute('aria-expanded', 'true');
    advanceTimers(1);
    expect(men).toHaveAttribute('aria-expanded', 'false');

    // A brief pass over an item (shorter than 200 ms) opens nothing.
    fireEvent.pointerOver(women, { pointerType: 'mouse' });
    advanceTimers(100);
    fireEvent.pointerOut(women, { pointerType: 'mouse', relatedTarget: document.body });
    advanceTimers(1000);
    expect(women).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a clicked desktop item open when the mouse leaves, and closes it on an outside click', async () => {
    const user = userEvent.setup();
    render(
      <>
        <NavigationMenu items={ITEMS} mode="desktop" hoverOpenDelay={0} />
        <p>Page</p>
      </>,
    );
    const women = screen.getByRole('button', { name: 'Women' });
    await user.click(women);
    expect(women).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(women);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(women).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Page'));
    expect(women).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores touch hovers on desktop items', () => {
    vi.useFakeTimers();
    render(<NavigationMenu items={ITEMS} mode="desktop" />);
    const women = screen.getByRole('button', { name: 'Women' });
    fireEvent.pointerOver(women, { pointerType: 'touch' });
    advanceTimers(1000);
    expect(women).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerOver(women, { pointerType: 'mouse' });
    advanceTimers(1000);
    expect(women).toHaveAttribute('aria-expanded', 'true');
  });

  it('walks the mobile states and a close resets them all', async () => {
    const onMobileStatusChange = vi.fn();
    const user = userEvent.setup();
    render(<NavigationMenu items={ITEMS} mode="mobile" onMobileStatusChange={onMobileStatusChange} />);
    const root = () => document.querySelector('[data-slot="navigation-menu"]');
    expect(root()).toHaveAttribute('data-state', 'closed');
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    expect(hamburger).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(hamburger);
    expect(root()).toHaveAttribute('data-state', 'open');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(hamburger).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toContainElement(screen.getByRole('navigation', { name: 'Main menu' }));

    await user.click(screen.getByRole('button', { name: 'Women' }));
    expect(root()).toHaveAttribute('data-state', 'submenu-open');
    expect(screen.getByRole('button', { name: 'Women' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'All Women' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tops' }));
    expect(root()).toHaveAttribute('data-state', 'subsubmenu-open');
    expect(screen.getByRole('link', { name: 'Jackets' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(root()).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onMobileStatusChange.mock.calls.map(([status]) => status)).toEqual([
      'open',
      'submenu-open',
      'subsubmenu-open',
      'closed',
    ]);

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(root()).toHaveAttribute('data-state', 'open');
    expect(await screen.findByRole('button', { name: 'Women' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Jackets' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu with Escape and returns focus to the hamburger', async () => {
    const user = userEvent.setup();
    render(<NavigationMenu items={ITEMS} mode="mobile" />);
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    hamburger.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Women' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(hamburger).toHaveFocus();
    expect(document.querySelector('[data-slot="navigation-menu"]')).toHaveAttribute('data-state', 'closed');
  });

  it('loads the drawer only when the hamburger is used', async () => {
    render(<NavigationMenu items={ITEMS} mode="mobile" />);
    expect(document.querySelector('[data-slot="navigation-menu-panel"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toHaveAttribute('data-slot', 'navigation-menu-panel');
  });
});

/** The shop's phone menu: groups without a page of their own, then categories. */
const PHONE_ITEMS: NavigationItem[] = [
  { id: 'shop', label: 'Shop by Category', children: ITEMS },
  {
    id: 'account',
    label: 'My Account',
    children: [
      { label: 'Sign In', href: '/customer/account/login/' },
      { label: 'Create an Account', href: '/customer/account/create/' },
    ],
  },
  { label: 'View and Edit Cart', href: '/checkout/cart/' },
];

describe('MobileNavigationMenu, drill-down layout', () => {
  it('shows one level at a time, named after it, with Back and a close that resets every level', async () => {
    const user = userEvent.setup();
    render(<MobileNavigationMenu items={PHONE_ITEMS} layout="drilldown" currentHref="/women/tops/tees" />);
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    await user.click(hamburger);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('data-menu-state', 'open');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View and Edit Cart' })).toHaveAttribute('href', '/checkout/cart/');

    await user.click(screen.getByRole('button', { name: 'Shop by Category' }));
    expect(drawer).toHaveAttribute('data-menu-state', 'submenu-open');
    expect(screen.getByRole('dialog', { name: 'Shop by Category' })).toBe(drawer);
    // Entering a level reads out its name: focus is on the heading.
    expect(screen.getByRole('heading', { name: 'Shop by Category' })).toHaveFocus();
    expect(screen.getByRole('navigation', { name: 'Shop by Category' })).toBeInTheDocument();
    // A group without a page of its own has no 'All …' link.
    expect(screen.queryByRole('link', { name: /^All / })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Women' }));
    expect(drawer).toHaveAttribute('data-menu-state', 'subsubmenu-open');
    expect(screen.getByRole('link', { name: 'All Women' })).toHaveAttribute('href', '/women');
    // The deepest level lists links only, even for entries with children.
    expect(screen.getByRole('link', { name: 'Tops' })).toHaveAttribute('href', '/women/tops');
    expect(screen.queryByRole('button', { name: 'Tops' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(drawer).toHaveAttribute('data-menu-state', 'submenu-open');
    // Back returns focus to the item that was opened.
    expect(screen.getByRole('button', { name: 'Women' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(hamburger).toHaveFocus();
    await user.click(hamburger);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toHaveAttribute('data-menu-state', 'open');
  });
});

describe('DesktopNavigationMenu with top-level links', () => {
  beforeEach(() => {
    stubMatchMedia(1280);
  });

  it('makes first-level items links to their page, marking the current section', () => {
    render(<DesktopNavigationMenu items={ITEMS} label="Main" topLevelLinks currentHref="/women/tops/tees" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const women = screen.getByRole('link', { name: 'Women' });
    expect(nav).toContainElement(women);
    expect(women).toHaveAttribute('href', '/women');
    expect(women).toHaveAttribute('aria-expanded', 'false');
    expect(women).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Men' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Sale' })).toHaveAttribute('href', '/sale');
  });

  it('opens a sub-menu when focus enters the item, without an All link; Escape closes it and keeps focus on the link', async () => {
    const user = userEvent.setup();
    render(<DesktopNavigationMenu items={ITEMS} topLevelLinks />);
    await user.tab();
    const women = screen.getByRole('link', { name: 'Women' });
    expect(women).toHaveFocus();
    expect(women).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Women' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'All Women' })).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Tops' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(women).toHaveAttribute('aria-expanded', 'false');
    expect(women).toHaveFocus();
    // ArrowDown opens it again and moves into it.
    await user.keyboard('{ArrowDown}');
    expect(women).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Tops' })).toHaveFocus());
    // Moving on to the next item opens that one instead.
    await user.tab({ shift: true });
    expect(women).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Men' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Men' })).toHaveAttribute('aria-expanded', 'true');
    expect(women).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on hover only when not in mobile mode', () => {
    vi.useFakeTimers();
    const media = stubMatchMedia(1025);
    render(<DesktopNavigationMenu items={ITEMS} topLevelLinks />);
    const women = screen.getByRole('link', { name: 'Women' });
    fireEvent.pointerOver(women, { pointerType: 'mouse' });
    advanceTimers(1000);
    expect(women).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerOut(women, { pointerType: 'mouse', relatedTarget: document.body });
    act(() => media.resize(1026));
    fireEvent.pointerOver(women, { pointerType: 'mouse' });
    advanceTimers(DESKTOP_MENU_HOVER_DELAYS.open);
    expect(women).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a sub-menu of links only as one column', () => {
    render(<DesktopNavigationMenu items={ITEMS} topLevelLinks />);
    act(() => screen.getByRole('link', { name: 'Men' }).focus());
    const men = screen.getByRole('list', { name: 'Men' });
    expect(men).toHaveClass('flex-col');
    // With a third level, a column per sub-menu instead.
    expect(screen.getByRole('list', { name: 'Women', hidden: true })).not.toHaveClass('flex-col');
  });
});
