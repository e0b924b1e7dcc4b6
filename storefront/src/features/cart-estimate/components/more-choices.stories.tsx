import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FIXTURE_CROSS_SELLS } from './cart-estimate.fixtures';
import { MoreChoices } from './more-choices';

const meta = {
  title: 'Storefront/MoreChoices',
  component: MoreChoices,
  tags: ['autodocs'],
  args: { products: FIXTURE_CROSS_SELLS },
} satisfies Meta<typeof MoreChoices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart's cross-sells in the catalogue's carousel: four at a time on wide screens, two on phones. */
export const WithProducts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'More Choices:' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Cassius Sparring Tank/ })).toHaveAttribute('href', '/cassius-sparring-tank.html');
  },
};

/** While the cross-sells load: the block's space is kept, nothing shows. */
export const Loading: Story = { args: { products: undefined } };

/** Nothing to offer: the block is left out. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="more-choices"]')).toBeNull();
  },
};
