import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './price';

const meta = {
  title: 'Kit/Price',
  component: Price,
  tags: ['autodocs'],
  args: { amount: 5999 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain price: $59.99. */
export const Regular: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('$59.99');
  },
};

/** A special price: the new amount, and the old one struck through; each named for screen readers. */
export const SpecialPrice: Story = {
  args: { amount: 4500, regularAmount: 5999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Special Price')).toBeInTheDocument();
    await expect(canvas.getByText('Regular Price')).toBeInTheDocument();
    await expect(canvasElement.querySelector('s')).toHaveTextContent('$59.99');
  },
};

/** A configurable product whose options cost different amounts. */
export const AsLowAs: Story = {
  args: { amount: 2900, prefix: 'as-low-as' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('As low as $29.00');
  },
};

/** As low as, on a special price. */
export const AsLowAsSpecial: Story = {
  args: { amount: 2465, regularAmount: 2900, prefix: 'as-low-as' },
};

/** A long amount wraps inside a narrow column instead of overflowing it. */
export const LongAmount: Story = {
  args: { amount: 123456789012, regularAmount: 987654321098, size: 'lg' },
  decorators: [(Story) => <div className="w-48 border border-dashed border-neutral-300 p-2">{Story()}</div>],
};

/** The three sizes: cart lines, tiles, the product page. */
/** Each size with a regular price, a special price and an 'As low as' price, for design review. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} data-testid={`size-${size}`} className="flex flex-wrap items-baseline gap-6">
          <Price {...args} size={size} amount={5999} />
          <Price {...args} size={size} amount={4500} regularAmount={5999} />
          <Price {...args} size={size} amount={2900} prefix="as-low-as" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const size of ['sm', 'md', 'lg']) {
      const row = canvas.getByTestId(`size-${size}`);
      await expect(row).toHaveTextContent('$59.99');
      await expect(row).toHaveTextContent(/Special Price\s*\$45\.00/);
      await expect(row).toHaveTextContent('As low as');
    }
  },
};

/** Another currency and locale. */
export const Euro: Story = {
  args: { amount: 4599, currency: 'EUR', locale: 'de-DE' },
};
