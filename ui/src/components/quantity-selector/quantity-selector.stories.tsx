import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantitySelector } from './quantity-selector';

const meta = {
  title: 'Kit/QuantitySelector',
  component: QuantitySelector,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
} satisfies Meta<typeof QuantitySelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The preset dropdown, chosen from the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Qty' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, '3');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await expect(canvasElement.querySelector('input[name="qty"]')).toHaveValue('3');
  },
};

/** A quantity outside the presets shows 'Other…' with the free-entry input. */
export const OtherQuantity: Story = {
  args: { defaultValue: 25 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Qty' })).toHaveValue('other');
    await expect(canvas.getByRole('spinbutton', { name: 'Other quantity' })).toHaveValue(25);
  },
};

/** Keyboard only: choose 'Other…', Tab into the input and type a quantity. */
export const FreeEntry: Story = {
  name: 'Free entry · keyboard: choose Other…, Tab into the input, type',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Qty' }), 'Other…');
    await userEvent.tab();
    const other = canvas.getByRole('spinbutton', { name: 'Other quantity' });
    await expect(other).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}12');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12);
  },
};

/** 0 is not a quantity: 'Please enter a quantity greater than 0.' */
export const Invalid: Story = {
  args: { defaultValue: 12 },
  play: async ({ canvasElement, args }) => {
    const other = within(canvasElement).getByRole('spinbutton', { name: 'Other quantity' });
    await userEvent.clear(other);
    await userEvent.type(other, '0');
    await expect(other).toHaveAttribute('aria-invalid', 'true');
    await expect(other).toHaveAccessibleDescription('Please enter a quantity greater than 0.');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Pack sizes instead of 1-10. */
export const CustomPresets: Story = {
  args: { presets: [6, 12, 24, 48], defaultValue: 12, label: 'Bottles' },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Qty' })).toBeDisabled();
  },
};

export const Phone: Story = {
  args: { defaultValue: 12 },
  parameters: { test: { viewport: 'phone' } },
};

/** A preset quantity, a free quantity ('Other…'), pack-size presets and a disabled selector, for design review. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-wrap items-start gap-8">
      <QuantitySelector label="Qty" />
      <QuantitySelector label="Qty (other)" defaultValue={25} />
      <QuantitySelector label="Bottles" presets={[6, 12, 24, 48]} defaultValue={12} />
      <QuantitySelector label="Qty (disabled)" disabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Qty' })).toHaveValue('1');
    await expect(canvas.getByRole('combobox', { name: 'Qty (other)' })).toHaveValue('other');
    await expect(canvas.getByRole('spinbutton', { name: 'Other quantity' })).toHaveValue(25);
    const bottles = canvas.getByRole('combobox', { name: 'Bottles' });
    await expect(within(bottles).getAllByRole('option').map((option) => option.textContent)).toEqual(['6', '12', '24', '48', 'Other…']);
    await expect(canvas.getByRole('combobox', { name: 'Qty (disabled)' })).toBeDisabled();
  },
};
