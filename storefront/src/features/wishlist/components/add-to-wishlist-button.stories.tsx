import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AddToCartForm } from '../../cart/components/add-to-cart-form';
import { ProductTile } from '../../catalog/components/product-tile';
import { wishlistItemFixture } from '../fixtures';
import { AddToWishlistButton } from './add-to-wishlist-button';

const { product } = wishlistItemFixture(1, 'Hero Hoodie');

const meta = {
  title: 'Storefront/AddToWishlistButton',
  component: AddToWishlistButton,
  tags: ['autodocs'],
  args: {
    action: `${window.location.origin}/wishlist/index/add`,
    productId: product.id,
    productName: product.name,
    getFormKey: () => 'abcdefghijklmnop',
    submitForm: fn(),
  },
} satisfies Meta<typeof AddToWishlistButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link-styled button alone. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to Wish List: Hero Hoodie' })).toBeEnabled();
    await expect(args.submitForm).not.toHaveBeenCalled();
  },
};

/** Under a grid tile's Add to Cart, as categories and search show it. */
export const InATile: Story = {
  render: (args) => (
    <ul className="grid w-64">
      <ProductTile
        product={{ ...product, shortDescription: 'A soft fleece hoodie with a kangaroo pocket.' }}
        index={0}
        listName="Category Products"
        action={
          <>
            <AddToCartForm action="/checkout/cart/add/" productId={product.id} sku={product.sku} name={product.name} submit={fn(async () => ({}))} />
            <AddToWishlistButton {...args} className="mt-1" />
          </>
        }
      />
    </ul>
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Add to Wish List: Hero Hoodie' })).toBeEnabled();
    await expect(args.submitForm).not.toHaveBeenCalled();
  },
};
