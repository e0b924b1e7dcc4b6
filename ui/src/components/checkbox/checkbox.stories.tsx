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
  name: 'Unchecked · keyboard: Tab focuses, Space toggles',
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

const states = [
  { id: 'all-unchecked', label: 'Unchecked', props: {} },
  { id: 'all-checked', label: 'Checked', props: { defaultChecked: true } },
  { id: 'all-indeterminate', label: 'Indeterminate', props: { checked: 'indeterminate' as const } },
  { id: 'all-invalid', label: 'Invalid', props: { 'aria-invalid': true } },
  { id: 'all-disabled', label: 'Disabled', props: { disabled: true } },
  { id: 'all-disabled-checked', label: 'Disabled and checked', props: { disabled: true, defaultChecked: true } },
];

/** Every state side by side, for design review. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      {states.map(({ id, label, props }) => (
        <div key={id} className="flex items-center gap-2">
          <Checkbox id={id} {...props} />
          <label htmlFor={id} className="text-base text-neutral-900 peer-disabled:text-neutral-600">
            {label}
          </label>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Unchecked' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Checked' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Indeterminate' })).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Invalid' })).toBeInvalid();
    await expect(canvas.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Disabled and checked' })).toBeChecked();
  },
};
