import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Kit/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { id: 'newsletter', name: 'is_subscribed', value: '1', onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox {...args} />
      <label htmlFor={args.id} className="text-base text-neutral-900 peer-disabled:text-neutral-600">
        Sign Up for Newsletter
      </label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Sign Up for Newsletter' });
    await userEvent.click(within(canvasElement).getByText('Sign Up for Newsletter'));
    await expect(box).toBeChecked();
    // Keyboard alone: Tab to it, Space toggles it back.
    box.blur();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
    box.blur();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Sign Up for Newsletter' });
    await expect(box).toHaveAttribute('data-state', 'checked');
  },
};

export const Indeterminate: Story = {
  args: { checked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Sign Up for Newsletter' });
    await expect(box).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true, required: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Sign Up for Newsletter' })).toBeDisabled();
  },
};

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };
