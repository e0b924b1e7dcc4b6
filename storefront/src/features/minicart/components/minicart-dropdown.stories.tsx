import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '@shop/ui/i18n';
import { inArabic } from '../../../../test-support/arabic-view';
import { inFrame } from '../../../../test-support/story-frame';
import { withOpenState } from '../../../../test-support/with-open-state';
import { MiniCart } from './minicart';
import { cartSectionData, fixtureCart } from './minicart.fixtures';

const StatefulMiniCart = withOpenState(MiniCart);

/** The header's mini cart, opened: its trigger and the kit's dropdown dialog with this content. */
const meta = {
  title: 'Storefront/MiniCartDropdown',
  component: MiniCart,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    cart: fixtureCart(2),
    maxItemsToDisplay: 10,
    cartUrl: '/checkout/cart/',
    onCheckout: fn(() => false),
    updateQty: fn(async () => ({ success: true })),
    removeItem: fn(async () => ({ success: true })),
  },
  // The dropdown hangs below its trigger at the right edge, as in the header.
  decorators: [inFrame('flex min-h-[44rem] justify-end max-md:min-h-0', 'h-fit')],
  render: (args) => <StatefulMiniCart {...args} />,
} satisfies Meta<typeof MiniCart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dropdown, once its lazily loaded content is there; focus left for the picture. */
async function openCart(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement).findByRole('dialog', { name: t('My Cart') }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  (document.activeElement as HTMLElement).blur();
  return within(dialog);
}

export const Empty: Story = {
  args: { cart: cartSectionData({ cart_empty_message: 'Browse the new season and fill it up.' }) },
  play: async ({ canvasElement }) => {
    const canvas = await openCart(canvasElement);
    await expect(canvas.getByText('You have no items in your shopping cart.')).toBeInTheDocument();
    await expect(canvas.getByText('Browse the new season and fill it up.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Checkout immediately' })).toBeNull();
  },
};

export const OneItem: Story = {
  args: { cart: fixtureCart(1) },
  play: async ({ canvasElement }) => {
    const canvas = await openCart(canvasElement);
    await expect(canvas.getByText('1 item')).toBeInTheDocument();
    await expect(canvas.getByText('Color:')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Checkout immediately' })).toHaveAttribute('title', 'Proceed to Checkout');
  },
};

/** In the Arabic view: right to left (the dropdown hangs from the trigger's other side), the Arabic catalogue (issue 31). */
export const Arabic: Story = {
  ...inArabic,
  args: { cart: fixtureCart(2) },
  play: async ({ canvasElement }) => {
    const canvas = await openCart(canvasElement);
    await expect(canvas.getByRole('button', { name: t('Checkout immediately') })).toBeEnabled();
  },
};

/** Five lines with maxItemsToDisplay 2: the two most recent show, with the 'of' total. */
export const OfTotal: Story = {
  args: { cart: fixtureCart(5), maxItemsToDisplay: 2 },
  play: async ({ canvasElement }) => {
    const canvas = await openCart(canvasElement);
    await expect(canvas.getByText('2 of 5 items')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Three lines show at full height; the list scrolls past them. */
export const Scrolling: Story = {
  args: { cart: fixtureCart(5) },
  play: async ({ canvasElement }) => {
    const list = (await openCart(canvasElement)).getByRole('list', { name: 'Recently added items' });
    await expect(list).toHaveAttribute('data-scrollable', 'true');
    await waitFor(() => expect(list.scrollHeight).toBeGreaterThan(list.clientHeight));
  },
};

export const WithoutCheckout: Story = {
  args: { cart: fixtureCart(2, { possible_onepage_checkout: false }) },
  play: async ({ canvasElement }) => {
    const canvas = await openCart(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Checkout immediately' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View and Edit Cart' })).toHaveAttribute('href', '/checkout/cart/');
  },
};

export const RemoveConfirm: Story = {
  args: { cart: fixtureCart(2) },
  play: async ({ canvasElement, args }) => {
    const canvas = await openCart(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Remove Hero Hoodie' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure you would like to remove this item from the shopping cart?');
    // The confirm is a layer above the dropdown (in a portal): a press in it is not outside the cart.
    await userEvent.click(within(dialog).getByText(/Are you sure/));
    await expect(within(canvasElement).getByRole('dialog', { name: 'My Cart' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

export const QuantityChanged: Story = {
  args: { cart: fixtureCart(2) },
  play: async ({ canvasElement }) => {
    const canvas = await openCart(canvasElement);
    const qty = canvas.getByRole('textbox', { name: 'Qty of Sprite Yoga Strap 6 foot' });
    const updates = canvasElement.querySelectorAll('[data-slot="minicart-item-update"]');
    await expect(updates[1]).toHaveAttribute('data-state', 'hidden');
    await userEvent.clear(qty);
    await userEvent.type(qty, '4');
    await expect(updates[1]).toHaveAttribute('data-state', 'visible');
    // The button fades in (300 ms) before it is exposed to assistive technology.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Update' })).toBeEnabled());
    await expect(updates[0]).toHaveAttribute('data-state', 'hidden');
  },
};

export const Phone: Story = {
  args: { cart: fixtureCart(3), maxItemsToDisplay: 2 },
  parameters: { test: { viewport: 'phone' }, layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await expect((await openCart(canvasElement)).getByText('2 of 3 items')).toBeInTheDocument();
    // The dropdown fits the phone screen: the page does not scroll when it takes focus.
    await expect(document.scrollingElement?.scrollTop).toBe(0);
  },
};
