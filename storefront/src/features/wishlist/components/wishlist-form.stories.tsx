import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { wishlistItemFixture } from '../fixtures';
import { WishlistForm } from './wishlist-form';
import { inFrame } from '../../../../test-support/story-frame';

const refused = async () => ({ success: false, message: '"Aero Tee" was not added to your cart: This product is out of stock.' });

const meta = {
  title: 'Storefront/WishlistForm',
  component: WishlistForm,
  tags: ['autodocs'],
  args: {
    items: [wishlistItemFixture(1, 'Aero Tee', 2, 'For Ann, size M'), wishlistItemFixture(2, 'Hero Hoodie'), wishlistItemFixture(3, 'Breathe-Easy Tank', 1)],
    actions: { update: fn(refused), remove: fn(refused), toCart: fn(refused), allToCart: fn(refused) },
    navigate: fn(),
  },
  decorators: [inFrame('max-w-5xl')],
} satisfies Meta<typeof WishlistForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three items, each with its quantity, comment, Add to Cart and Remove. */
export const Items: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Update Wish List' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Add All to Cart' })).toBeEnabled();
  },
};

/** A quantity of 0 is refused in place with the kit's message; nothing is posted. */
export const InvalidQuantity: Story = {
  play: async ({ args, canvas }) => {
    const [qty] = canvas.getAllByRole('textbox', { name: 'Qty' });
    await userEvent.clear(qty!);
    await userEvent.type(qty!, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Wish List' }));
    await expect(await canvas.findByText('Please enter a quantity greater than 0.')).toBeVisible();
    await expect(args.actions.update).not.toHaveBeenCalled();
  },
};

/** The cart refused an item: the reason shows above the buttons. */
export const RefusedByTheCart: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart: Aero Tee' }));
    await expect(await canvas.findByText(/This product is out of stock/)).toBeVisible();
  },
};
