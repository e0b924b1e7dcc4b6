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
  argTypes: { mode: { control: 'select', options: ['auto', 'desktop', 'mobile'] } },
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

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

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
    await waitFor(() => expect(women).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getByRole('link', { name: 'Jackets' })).toBeVisible();
    await userEvent.unhover(women);
    await waitFor(() => expect(women).toHaveAttribute('aria-expanded', 'false'));
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
    await waitFor(() => expect(women).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'All Women' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(women).toHaveAttribute('aria-expanded', 'false'));
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
  parameters: { test: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Menu' })).toBeInTheDocument());
    await expect(canvasElement.querySelector('[data-slot="navigation-menu"]')).toHaveAttribute('data-state', 'closed');
  },
};

/** Mobile: the menu open. */
export const MobileOpen: Story = {
  parameters: { test: { viewport: 'phone' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Menu' }));
    await expect(await body(canvasElement).findByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(args.onMobileStatusChange).toHaveBeenLastCalledWith('open');
  },
};

/** Mobile: a sub-menu open. */
export const MobileSubmenuOpen: Story = {
  parameters: { test: { viewport: 'phone' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Menu' }));
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Women' }));
    await expect(body(canvasElement).getByRole('link', { name: 'All Women' })).toBeVisible();
    await expect(args.onMobileStatusChange).toHaveBeenLastCalledWith('submenu-open');
  },
};

/** Mobile: a sub-sub-menu open. */
export const MobileSubSubmenuOpen: Story = {
  parameters: { test: { viewport: 'phone' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Menu' }));
    const panel = body(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: 'Women' }));
    await userEvent.click(panel.getByRole('button', { name: 'Tops' }));
    await expect(panel.getByRole('link', { name: 'Tees' })).toHaveAttribute('aria-current', 'page');
    await expect(args.onMobileStatusChange).toHaveBeenLastCalledWith('subsubmenu-open');
  },
};

/** Keyboard only: open, expand two levels, then close resets every level. */
export const MobileKeyboardCloseResets: Story = {
  parameters: { test: { viewport: 'phone' } },
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
    await expect(await panel.findByRole('button', { name: 'Women' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(hamburger).toHaveFocus());
  },
};
