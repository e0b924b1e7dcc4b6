import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, closeWithKey, onPhone, openWithClick, openWithEnter, waitUntilGone } from '../../../test-support/story-play';
import { Button } from '../button/button';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { DropdownDialog, DropdownDialogGroup } from './dropdown-dialog';

function MiniCartBody() {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-neutral-700">
        <strong className="text-neutral-900">2</strong> items
      </p>
      <ul className="flex flex-col gap-3 text-sm">
        <li className="flex justify-between gap-4">
          <span>Radiant Tee, M, Blue</span>
          <span className="font-semibold">$22.00</span>
        </li>
        <li className="flex justify-between gap-4">
          <span>Breathe-Easy Tank, S, White</span>
          <span className="font-semibold">$34.00</span>
        </li>
      </ul>
      <p className="flex justify-between border-t border-neutral-200 pt-3 text-sm">
        <span>Cart Subtotal</span>
        <span className="font-bold">$56.00</span>
      </p>
      <Button className="w-full">Proceed to Checkout</Button>
      <a href="#cart" className="text-center text-sm font-semibold text-brand-700 underline underline-offset-4">
        View and Edit Cart
      </a>
    </div>
  );
}

const meta = {
  title: 'Kit/DropdownDialog',
  component: DropdownDialog,
  tags: ['autodocs'],
  args: {
    trigger: <Button variant="outline">My Cart</Button>,
    title: 'My Cart',
    children: <MiniCartBody />,
    onOpenChange: fn(),
  },
  decorators: [
    (Story) => (
      <DropdownDialogGroup>
        <div className="flex min-h-[26rem] justify-end">
          <Story />
        </div>
      </DropdownDialogGroup>
    ),
  ],
} satisfies Meta<typeof DropdownDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The panel's code loads on the first open: finds that wait for it allow a busy machine 5 s.
const LAZY_PANEL_TIMEOUT = 5000;

const cartTrigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'My Cart' });
const openCartWithClick = (canvasElement: HTMLElement) => openWithClick(cartTrigger(canvasElement), 'dialog', 'My Cart', LAZY_PANEL_TIMEOUT);
const openWithKeyboard = (trigger: HTMLElement, name: string) => openWithEnter(trigger, 'dialog', name, LAZY_PANEL_TIMEOUT);

/** The customer-service element at the bottom of the screen: above its trigger, named by a title, no Close button. */
const customerService = {
  side: 'top',
  title: 'Customer Service',
  closeButton: false,
  trigger: <Button>Customer Service</Button>,
  children: <p className="text-sm text-neutral-700">Questions about an order or a product? Write to us.</p>,
} as const;

/** The panel opened above its trigger, without a Close button. */
async function expectAboveWithoutClose(panel: HTMLElement) {
  await expect(panel).toHaveAttribute('data-side', 'top');
  await expect(within(panel).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
}

/** Closed. Keyboard alone: Enter opens it with focus inside, Escape closes it and focus returns. */
export const Closed: Story = {
  name: 'Closed · keyboard: Enter opens with focus inside, Escape closes, focus returns',
  play: async ({ canvasElement, args }) => {
    const trigger = cartTrigger(canvasElement);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'My Cart' }, { timeout: LAZY_PANEL_TIMEOUT });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await expect(panel).toContainElement(document.activeElement as HTMLElement);
    await closeWithKey('{Escape}', 'dialog', trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    trigger.blur();
  },
};

/** Open under its trigger. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const trigger = cartTrigger(canvasElement);
    // Opened with the keyboard, so no pointer is left to "leave" before the screenshot.
    await openWithKeyboard(trigger, 'My Cart');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    blurActiveElement();
  },
};

/** A click outside closes it; clicking the trigger again toggles it. */
export const OutsideClick: Story = {
  render: (args) => (
    <div className="flex w-full items-start justify-between">
      <p className="text-sm text-neutral-700">Page content</p>
      <DropdownDialog {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await openCartWithClick(canvasElement);
    await userEvent.click(within(canvasElement).getByText('Page content'));
    await waitUntilGone('dialog');
    await openCartWithClick(canvasElement);
    await userEvent.click(cartTrigger(canvasElement));
    await waitUntilGone('dialog');
  },
};

const accountLinks = [
  ['#account', 'My Account'],
  ['#wishlist', 'My Wish List'],
  ['#logout', 'Sign Out'],
] as const;

/** Opening one dropdown closes the other (the header's cart and account menus). */
export const OneAtATime: Story = {
  render: (args) => (
    <div className="flex items-start gap-3">
      <DropdownDialog trigger={<Button variant="ghost">My Account</Button>} aria-label="Customer menu">
        <ul className="flex flex-col gap-2 text-sm">
          {accountLinks.map(([href, label]) => (
            <li key={href}>
              <a href={href} className="text-brand-700 underline underline-offset-4">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </DropdownDialog>
      <DropdownDialog {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await openWithKeyboard(within(canvasElement).getByRole('button', { name: 'My Account' }), 'Customer menu');
    await openWithKeyboard(cartTrigger(canvasElement), 'My Cart');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Customer menu' })).not.toBeInTheDocument());
    blurActiveElement();
  },
};

/**
 * Mouse leave: the panel closes a while after the mouse leaves it (default 1000 ms,
 * shortened here; unit tests check the default with fake timers). Ends closed.
 */
export const MouseLeave: Story = {
  args: { mouseLeaveDelay: 200 },
  play: async ({ canvasElement }) => {
    const panel = await openCartWithClick(canvasElement);
    await userEvent.hover(panel);
    await userEvent.unhover(panel);
    await waitUntilGone('dialog');
    cartTrigger(canvasElement).blur();
  },
};

/**
 * A confirm dialog opened from inside the panel stacks on top of it (Radix layers):
 * answering it, or pressing Escape in it, leaves the dropdown open.
 */
export const NestedConfirm: Story = {
  args: {
    closeOnMouseLeave: false,
    children: (
      <div className="flex items-center justify-between gap-4 text-sm">
        <span>Radiant Tee, M, Blue</span>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm">
              Remove
            </Button>
          }
          content="Are you sure you would like to remove this item from the shopping cart?"
          confirmVariant="danger"
        />
      </div>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const panel = await openCartWithClick(canvasElement);
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByText(/Are you sure/));
    await userEvent.keyboard('{Escape}');
    await waitUntilGone('alertdialog');
    await expect(screen.getByRole('dialog', { name: 'My Cart' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    // Open again for the picture: the confirm above the still open dropdown.
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove' }));
    await screen.findByRole('alertdialog');
  },
};

/**
 * Above its trigger, named by a title without a Close button (the customer-service
 * element at the bottom of the screen).
 */
export const AboveWithoutClose: Story = {
  args: { ...customerService, closeOnMouseLeave: false },
  render: (args) => (
    <div className="flex min-h-[26rem] w-full items-end justify-end">
      <DropdownDialog {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Customer Service' });
    const panel = await openWithKeyboard(trigger, 'Customer Service');
    await expectAboveWithoutClose(panel);
    await expect(panel.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top);
    blurActiveElement();
  },
};

/** On a phone the panel spans the screen, less a margin. */
export const Phone: Story = { ...Open, ...onPhone };

/**
 * Below its trigger with a close button, and above its trigger without one. A dropdown closes
 * when focus leaves it, so the two cannot be open side by side: the play opens each in turn with
 * the keyboard (the cart closing with Escape), and the screenshot shows the second open.
 */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex min-h-[34rem] w-full items-center justify-around">
      <DropdownDialog {...args} />
      <div className="self-end">
        <DropdownDialog {...args} {...customerService} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cartButton = cartTrigger(canvasElement);
    const cart = await openWithKeyboard(cartButton, 'My Cart');
    await expect(cart).toHaveAttribute('data-side', 'bottom');
    await expect(within(cart).getByRole('button', { name: 'Close' })).toBeVisible();
    await closeWithKey('{Escape}', 'dialog', cartButton);
    const serviceButton = within(canvasElement).getByRole('button', { name: 'Customer Service' });
    await expectAboveWithoutClose(await openWithKeyboard(serviceButton, 'Customer Service'));
    blurActiveElement();
  },
};
