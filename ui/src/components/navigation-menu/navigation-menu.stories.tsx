import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NavigationMenu, type NavigationItem } from './navigation-menu';

const ITEMS: NavigationItem[] = [
  { label: "What's New", href: '#new' },
  {
    label: 'Women',
    href: '#women',
    children: [
      {
        label: 'Tops',
        href: '#women-tops',
        children: [
          { label: 'Jackets', href: '#women-jackets' },
          { label: 'Hoodies & Sweatshirts', href: '#women-hoodies' },
          { label: 'Tees', href: '#women-tees' },
        ],
      },
      {
        label: 'Bottoms',
        href: '#women-bottoms',
        children: [
          { label: 'Pants', href: '#women-pants' },
          { label: 'Shorts', href: '#women-shorts' },
        ],
      },
      { label: 'Accessories', href: '#women-accessories' },
    ],
  },
  {
    label: 'Men',
    href: '#men',
    children: [
      {
        label: 'Tops',
        href: '#men-tops',
        children: [
          { label: 'Jackets', href: '#men-jackets' },
          { label: 'Tees', href: '#men-tees' },
        ],
      },
      { label: 'Bottoms', href: '#men-bottoms', children: [{ label: 'Pants', href: '#men-pants' }] },
    ],
  },
  {
    label: 'Gear',
    href: '#gear',
    children: [
      { label: 'Bags', href: '#gear-bags' },
      { label: 'Fitness Equipment', href: '#gear-fitness' },
      { label: 'Watches', href: '#gear-watches' },
    ],
  },
  { label: 'Sale', href: '#sale' },
];

const meta = {
  title: 'Kit/NavigationMenu',
  component: NavigationMenu,
  tags: ['autodocs'],
  args: { items: ITEMS, currentHref: '#women-tees', onMobileStatusChange: fn() },
  argTypes: {
    mode: { control: 'select', options: ['auto', 'desktop', 'mobile'] },
    mobileLayout: { control: 'inline-radio', options: ['accordion', 'drilldown'] },
  },
  decorators: [
    (Story) => (
      <header className="min-h-[420px] border-b border-neutral-200 bg-white">
        <div className="flex items-center gap-4 px-2 py-2">
          <Story />
        </div>
      </header>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavigationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

// The drawer's code loads on the first press: finds that wait for it allow a busy machine 5 s.
const LAZY_DRAWER_TIMEOUT = 5000;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The phone stories: the hamburger and its drawer. */
const mobile = { parameters: { test: { viewport: 'phone' } } } as const;

/** Presses the hamburger; returns the page, where the drawer's buttons are found once it has loaded. */
async function openMobileMenu(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Menu' }));
  return body(canvasElement);
}

/** Waits until the item's sub-menu is open (or closed). */
const expectExpanded = (item: HTMLElement, expanded: boolean) =>
  waitFor(() => expect(item).toHaveAttribute('aria-expanded', String(expanded)));

/**
 * The desktop layout. The screenshot viewport is 1024 px, below the 1026 px
 * breakpoint, so the desktop stories force `mode="desktop"`.
 */
export const Desktop: Story = {
  args: { mode: 'desktop' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Women' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

/** Hovering a first-level item opens it; leaving closes it again. */
export const DesktopHover: Story = {
  args: { mode: 'desktop' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const women = canvas.getByRole('button', { name: 'Women' });
    await userEvent.hover(women);
    await expectExpanded(women, true);
    await expect(canvas.getByRole('link', { name: 'Jackets' })).toBeVisible();
    await userEvent.unhover(women);
    await expectExpanded(women, false);
  },
};

/** Keyboard only: Tab to an item, open it with Enter, Tab into its links, Escape closes. */
export const DesktopKeyboard: Story = {
  args: { mode: 'desktop' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: "What's New" })).toHaveFocus();
    await userEvent.tab();
    const women = canvas.getByRole('button', { name: 'Women' });
    await expect(women).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectExpanded(women, true);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'All Women' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expectExpanded(women, false);
    await expect(women).toHaveFocus();
  },
};

/** A sub-menu open (opened from the keyboard, so the screenshot shows it). */
export const DesktopSubmenuOpen: Story = {
  args: { mode: 'desktop' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const women = canvas.getByRole('button', { name: 'Women' });
    women.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Tees' })).toHaveAttribute('aria-current', 'page'));
  },
};

/** The hamburger, closed. */
export const MobileClosed: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Menu' })).toBeInTheDocument());
    await expect(canvasElement.querySelector('[data-slot="navigation-menu"]')).toHaveAttribute('data-state', 'closed');
  },
};

/** Mobile: the menu open. */
export const MobileOpen: Story = {
  ...mobile,
  play: async ({ canvasElement, args }) => {
    const panel = await openMobileMenu(canvasElement);
    await expect(await panel.findByRole('dialog', { name: 'Menu' }, { timeout: LAZY_DRAWER_TIMEOUT })).toBeVisible();
    await expect(args.onMobileStatusChange).toHaveBeenLastCalledWith('open');
  },
};

/** Mobile: a sub-menu open. */
export const MobileSubmenuOpen: Story = {
  ...mobile,
  play: async ({ canvasElement, args }) => {
    const panel = await openMobileMenu(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: 'Women' }, { timeout: LAZY_DRAWER_TIMEOUT }));
    await expect(panel.getByRole('link', { name: 'All Women' })).toBeVisible();
    await expect(args.onMobileStatusChange).toHaveBeenLastCalledWith('submenu-open');
  },
};

/** Mobile: a sub-sub-menu open. */
export const MobileSubSubmenuOpen: Story = {
  ...mobile,
  play: async ({ canvasElement, args }) => {
    const panel = await openMobileMenu(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: 'Women' }, { timeout: LAZY_DRAWER_TIMEOUT }));
    await userEvent.click(panel.getByRole('button', { name: 'Tops' }));
    await expect(panel.getByRole('link', { name: 'Tees' })).toHaveAttribute('aria-current', 'page');
    await expect(args.onMobileStatusChange).toHaveBeenLastCalledWith('subsubmenu-open');
  },
};

/** Keyboard only: open, expand two levels, then close resets every level. */
export const MobileKeyboardCloseResets: Story = {
  ...mobile,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = body(canvasElement);
    const hamburger = await canvas.findByRole('button', { name: 'Menu' });
    await userEvent.tab();
    await expect(hamburger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(panel.getByRole('button', { name: 'Close menu' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(panel.getByRole('button', { name: 'Women' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    await expect(panel.getByRole('button', { name: 'Tops' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onMobileStatusChange).toHaveBeenLastCalledWith('subsubmenu-open');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(hamburger).toHaveFocus());
    await expect(args.onMobileStatusChange).toHaveBeenLastCalledWith('closed');
    await userEvent.keyboard('{Enter}');
    await expect(await panel.findByRole('button', { name: 'Women' }, { timeout: LAZY_DRAWER_TIMEOUT })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(hamburger).toHaveFocus());
  },
};

/**
 * First-level items as links to their own page (`topLevelLinks`): focus entering an item
 * opens its sub-menu (no 'All …' link); the current section is marked. A sub-menu of
 * links only is one column.
 */
export const DesktopTopLevelLinks: Story = {
  args: { mode: 'desktop', topLevelLinks: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const women = canvas.getByRole('link', { name: 'Women' });
    await expect(women).toHaveAttribute('href', '#women');
    await expect(women).toHaveAttribute('aria-current', 'true');
    const gear = canvas.getByRole('link', { name: 'Gear' });
    gear.focus();
    await expectExpanded(gear, true);
    await expect(canvas.getByRole('list', { name: 'Gear' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'All Gear' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expectExpanded(gear, false);
    await expect(gear).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Bags' })).toHaveFocus());
  },
};

/** The shop's phone menu: groups with no page of their own, then the categories. */
const PHONE_ITEMS: NavigationItem[] = [
  { id: 'shop', label: 'Shop by Category', children: ITEMS.filter((item) => item.children) },
  {
    id: 'account',
    label: 'My Account',
    children: [
      { label: 'Sign In', href: '#sign-in' },
      { label: 'Create an Account', href: '#create' },
    ],
  },
  { label: 'View and Edit Cart', href: '#cart' },
];

/** The drill-down layout of that menu, on a phone. */
const drilldown = { ...mobile, args: { items: PHONE_ITEMS, mobileLayout: 'drilldown' } } satisfies Story;

/** Drill-down layout: a sub-menu replaces the list, named after it, with a Back button. */
export const MobileDrilldownSubmenu: Story = {
  ...drilldown,
  play: async ({ canvasElement, args }) => {
    const panel = await openMobileMenu(canvasElement);
    await expect(await panel.findByRole('dialog', { name: 'Menu' }, { timeout: LAZY_DRAWER_TIMEOUT })).toHaveAttribute('data-menu-state', 'open');
    await userEvent.click(panel.getByRole('button', { name: 'Shop by Category' }));
    const drawer = panel.getByRole('dialog', { name: 'Shop by Category' });
    await expect(drawer).toHaveAttribute('data-menu-state', 'submenu-open');
    await expect(panel.getByRole('heading', { name: 'Shop by Category' })).toHaveFocus();
    await expect(args.onMobileStatusChange).toHaveBeenLastCalledWith('submenu-open');
  },
};

/** Drill-down layout, a sub-sub-menu: 'All Women' first; Back goes up one level. */
export const MobileDrilldownSubSubmenu: Story = {
  ...drilldown,
  play: async ({ canvasElement, args }) => {
    const panel = await openMobileMenu(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: 'Shop by Category' }, { timeout: LAZY_DRAWER_TIMEOUT }));
    await userEvent.click(panel.getByRole('button', { name: 'Women' }));
    await userEvent.click(panel.getByRole('button', { name: 'Back' }));
    await expect(panel.getByRole('button', { name: 'Women' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(panel.getByRole('dialog', { name: 'Women' })).toHaveAttribute('data-menu-state', 'subsubmenu-open');
    await expect(panel.getByRole('link', { name: 'All Women' })).toHaveAttribute('href', '#women');
    await expect(panel.getByRole('link', { name: 'Tops' })).toBeVisible();
    await expect(args.onMobileStatusChange).toHaveBeenLastCalledWith('subsubmenu-open');
  },
};

/**
 * The desktop menu with disclosure buttons, the desktop menu whose top-level items are links,
 * and the mobile hamburger, one under the other (each named, so the three landmarks differ), for
 * design review. The play opens a sub-menu of each desktop menu from the keyboard and closes it
 * with Escape.
 */
export const AllVariants: Story = {
  parameters: { test: { viewport: 'wide' } },
  render: (args) => (
    <div className="flex w-full flex-col gap-6">
      <NavigationMenu {...args} mode="desktop" label="Main menu (buttons)" />
      <NavigationMenu {...args} mode="desktop" topLevelLinks label="Main menu (links)" />
      <NavigationMenu {...args} mode="mobile" label="Main menu (mobile)" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = within(canvas.getByRole('navigation', { name: 'Main menu (buttons)' }));
    const women = buttons.getByRole('button', { name: 'Women' });
    women.focus();
    await userEvent.keyboard('{Enter}');
    await expectExpanded(women, true);
    await userEvent.keyboard('{Escape}');
    await expectExpanded(women, false);
    const links = within(canvas.getByRole('navigation', { name: 'Main menu (links)' }));
    const gear = links.getByRole('link', { name: 'Gear' });
    gear.focus();
    await expectExpanded(gear, true);
    await userEvent.keyboard('{Escape}');
    await expectExpanded(gear, false);
    gear.blur();
    await expect(await canvas.findByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};
