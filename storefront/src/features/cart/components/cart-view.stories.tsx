import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { t } from '@shop/ui/i18n';
import { inArabic } from '../../../../test-support/arabic-view';
import type { CartItem } from '../contract';
import { MiniCartItemRow } from '../../minicart/components/minicart-item';
import { fixtureCart } from '../../minicart/components/minicart.fixtures';
import { CartView } from './cart-view';

/** The cart page's view with mini cart lines (as the app renders it). */
const CartViewOfLines = CartView<CartItem>;

const renderItem = (item: CartItem) => (
  <MiniCartItemRow key={item.item_id} item={item} currency="USD" showRowTotal onUpdateQty={async () => ({ success: true })} onRemove={async () => ({ success: true })} />
);

const meta = {
  title: 'Storefront/CartView',
  component: CartViewOfLines,
  tags: ['autodocs'],
  args: { cart: fixtureCart(3), renderItem, onCheckout: fn(() => false), continueUrl: '/' },
} satisfies Meta<typeof CartViewOfLines>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="cart-subtotal"]')).toHaveTextContent('$141.00');
    // Each line: its unit price and its total (2 × $14.00).
    const strap = canvas.getAllByRole('listitem')[1]!;
    await expect(strap.querySelector('[data-slot="minicart-item-price"]')).toHaveTextContent('$14.00');
    await expect(strap.querySelector('[data-slot="minicart-item-row-total"]')).toHaveTextContent('$28.00');
    await expect(canvas.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  },
};

/** In the Arabic view: right to left, the Arabic catalogue (issue 31). */
export const Arabic: Story = {
  ...inArabic,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: t('Proceed to Checkout') })).toBeEnabled();
  },
};

/** A discount code applied: "Discount (WELCOME10)" with its minus amount under the subtotal. */
export const WithDiscount: Story = {
  args: { cart: { ...fixtureCart(3), coupon_code: 'WELCOME10', discount_minor: 1410 } },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[data-slot="cart-discount"]');
    await expect(line).toHaveTextContent('Discount (WELCOME10)');
    await expect(line).toHaveTextContent('-$14.10');
  },
};

export const Empty: Story = {
  args: { cart: { items: [], summary_count: 0, cart_empty_message: 'Browse the new season and fill it up.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no items in your shopping cart.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  },
};
