import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { setClock, systemClock } from '@shop/ui/clock';
import { t } from '@shop/ui/i18n';
import { inArabic } from '../../../../test-support/arabic-view';
import type { AddToCartResponse } from '../../cart/contract';
import { AddToCartForm } from '../../cart/components/add-to-cart-form';
import type { ProductTileData } from '../types';
import { ProductTile } from './product-tile';

const picture = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="300" viewBox="0 0 240 300"><rect width="240" height="300" fill="#d1d8e0"/><path d="M70 90h100l22 44-30 14v92H78v-92l-30-14z" fill="#4b6584"/></svg>`;

const product: ProductTileData = {
  id: 1556,
  sku: 'MH07',
  name: 'Hero Hoodie',
  url: '/hero-hoodie.html',
  type: 'simple',
  image: { src: `data:image/svg+xml,${encodeURIComponent(picture)}`, alt: 'Hero Hoodie', width: 240, height: 300 },
  isSalable: true,
  shortDescription: 'A soft fleece hoodie with a kangaroo pocket, made for cool mornings on the trail.',
  price: { amount: 5400, currency: 'USD' },
};

const submitAdded = async (): Promise<AddToCartResponse> => ({});

/** The tile's Add to Cart form for `product`, with the story's answer (`submit`) and state. */
function TileAddToCartForm({ product, ...props }: { product: ProductTileData } & Omit<ComponentProps<typeof AddToCartForm>, 'action' | 'productId' | 'sku' | 'name'>) {
  return <AddToCartForm action="/checkout/cart/add/" productId={product.id} sku={product.sku} name={product.name} {...props} />;
}

/** A clock whose timers never fire, so 'Added' stays in the frame for review. */
const frozenClock = { ...systemClock, setTimeout: () => setTimeout(() => {}, 0) };

const meta = {
  title: 'Storefront/ProductTile',
  component: ProductTile,
  tags: ['autodocs'],
  args: { product, index: 0, listName: 'Category Products' },
  decorators: [
    (Story) => (
      <ul className="grid w-64">
        <Story />
      </ul>
    ),
  ],
  render: (args) => <ProductTile {...args} action={<TileAddToCartForm product={args.product} submit={fn(submitAdded)} disabled={!args.product.isSalable} />} />,
} satisfies Meta<typeof ProductTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Hero Hoodie' })).toBeInTheDocument();
    await expect(canvas.getByText('In stock')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent('$54.00');
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  },
};

/** In the Arabic view: right to left, the shop's texts from the Arabic catalogue (issue 31). */
export const Arabic: Story = {
  ...inArabic,
  args: { product: { ...product, price: { amount: 4320, regularAmount: 5400, currency: 'USD' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText(t('In stock'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('Add to Cart') })).toBeEnabled();
  },
};

/** A special price: the new amount and the old one struck through. */
export const SpecialPrice: Story = {
  args: { product: { ...product, price: { amount: 4320, regularAmount: 5400, currency: 'USD' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Special Price')).toBeInTheDocument();
    await expect(canvas.getByText('Regular Price')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent('Special Price $43.20 Regular Price $54.00');
  },
};

/** A configurable product whose colours and sizes cost different amounts. */
export const AsLowAs: Story = {
  args: { product: { ...product, type: 'configurable', price: { amount: 3780, asLowAs: true, currency: 'USD' } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent('As low as $37.80');
  },
};

export const OutOfStock: Story = {
  args: { product: { ...product, isSalable: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Out of stock')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  },
};

/** The request is still running: 'Adding...' and disabled. */
export const Adding: Story = {
  render: (args) => <ProductTile {...args} action={<TileAddToCartForm product={args.product} submit={() => new Promise<AddToCartResponse>(() => {})} />} />,
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Add to Cart' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Adding...' })).toBeDisabled();
  },
};

/** The request succeeded: 'Added' (back to 'Add to Cart' after 1 s, held here). */
export const Added: Story = {
  beforeEach: () => setClock(frozenClock),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(await canvas.findByRole('button', { name: 'Added' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Added');
  },
};

function UnavailableTile(args: ComponentProps<typeof ProductTile>) {
  return (
    <ProductTile
      {...args}
      action={(tile) => (
        <TileAddToCartForm
          product={args.product}
          disabled={!tile.salable}
          submit={async () => ({ product: { statusText: 'This product is out of stock.' } })}
          onUnavailable={tile.onUnavailable}
        />
      )}
    />
  );
}

/** The answer says the product cannot be bought any more: the stock status shows its status text. */
export const Unavailable: Story = {
  render: (args) => <UnavailableTile {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(await canvas.findByText('This product is out of stock.')).toBeInTheDocument();
    await expect(canvas.queryByText('In stock')).not.toBeInTheDocument();
    // 'Added' for a second (as after any answer), then 'Add to Cart' again, disabled.
    await expect(await canvas.findByRole('button', { name: 'Add to Cart' }, { timeout: 3000 })).toBeDisabled();
  },
};
