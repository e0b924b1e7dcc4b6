import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from './input';

const meta = {
  title: 'Kit/Input',
  component: Input,
  tags: ['autodocs'],
  args: { placeholder: 'johndoe@domain.com', type: 'email', name: 'username' },
  argTypes: {
    size: { control: 'select', options: ['sm', 'md', 'lg'] },
  },
  render: (args) => (
    <label className="flex max-w-sm flex-col gap-1.5 text-sm font-semibold text-neutral-900">
      Email Address
      <Input {...args} />
    </label>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default · keyboard: Tab reaches the field, typing fills it',
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email Address' });
    // Keyboard alone: Tab reaches the field and typing fills it.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('jane@example.com');
    await expect(input).toHaveValue('jane@example.com');
  },
};

export const Filled: Story = { args: { defaultValue: 'jane@example.com' } };

export const Trim: Story = {
  args: { trim: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email Address' });
    await userEvent.type(input, '   jane@example.com  ');
    await expect(input).toHaveValue('jane@example.com');
    await userEvent.clear(input);
    await userEvent.paste('  pasted@example.com  ');
    await expect(input).toHaveValue('pasted@example.com');
    input.blur();
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'jane@' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email Address' })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'jane@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email Address' })).toBeDisabled();
  },
};

/** The three sizes side by side. */
/** The three sizes, then the filled, invalid, disabled and read-only states, for design review. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-3">
      <Input {...args} size="sm" aria-label="Small" />
      <Input {...args} size="md" aria-label="Medium" />
      <Input {...args} size="lg" aria-label="Large" />
      <Input {...args} aria-label="Filled" defaultValue="roni_cost@example.com" />
      <Input {...args} aria-label="Invalid" aria-invalid defaultValue="roni_cost" />
      <Input {...args} aria-label="Disabled" disabled defaultValue="roni_cost@example.com" />
      <Input {...args} aria-label="Read-only" readOnly defaultValue="roni_cost@example.com" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = ['Small', 'Medium', 'Large'].map((name) => canvas.getByRole('textbox', { name }).offsetHeight);
    await expect(heights).toEqual([32, 40, 48]);
    await expect(canvas.getByRole('textbox', { name: 'Invalid' })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Read-only' })).toHaveAttribute('readonly');
  },
};
