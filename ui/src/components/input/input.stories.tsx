import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CONTROL_SIZES, StoryLabel, expectControlHeights } from '../../../test-support/story-controls';
import { Input } from './input';

const meta = {
  title: 'Kit/Input',
  component: Input,
  tags: ['autodocs'],
  args: { placeholder: 'johndoe@domain.com', type: 'email', name: 'username' },
  argTypes: {
    size: { control: 'select', options: CONTROL_SIZES.map(({ size }) => size) },
  },
  render: (args) => (
    <StoryLabel text="Email Address" className="max-w-sm">
      <Input {...args} />
    </StoryLabel>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

const emailField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Email Address' });

export const Default: Story = {
  name: 'Default · keyboard: Tab reaches the field, typing fills it',
  play: async ({ canvasElement }) => {
    const input = emailField(canvasElement);
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
    const input = emailField(canvasElement);
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
    await expect(emailField(canvasElement)).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'jane@example.com' },
  play: async ({ canvasElement }) => {
    await expect(emailField(canvasElement)).toBeDisabled();
  },
};

/** The three sizes, then the filled, invalid, disabled and read-only states, for design review. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-3">
      {CONTROL_SIZES.map(({ size, name }) => (
        <Input key={size} {...args} size={size} aria-label={name} />
      ))}
      <Input {...args} aria-label="Filled" defaultValue="roni_cost@example.com" />
      <Input {...args} aria-label="Invalid" aria-invalid defaultValue="roni_cost" />
      <Input {...args} aria-label="Disabled" disabled defaultValue="roni_cost@example.com" />
      <Input {...args} aria-label="Read-only" readOnly defaultValue="roni_cost@example.com" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectControlHeights(canvasElement, 'textbox');
    await expect(canvas.getByRole('textbox', { name: 'Invalid' })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Read-only' })).toHaveAttribute('readonly');
  },
};
