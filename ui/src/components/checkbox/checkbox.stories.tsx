import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './checkbox';

/** A checkbox with its label beside it, as a form shows one. */
function LabelledCheckbox({ label, ...props }: CheckboxProps & { label: string }) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox {...props} />
      <label htmlFor={props.id} className="text-base text-neutral-900 peer-disabled:text-neutral-600">
        {label}
      </label>
    </div>
  );
}

const meta = {
  title: 'Kit/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { id: 'newsletter', name: 'is_subscribed', value: '1', onCheckedChange: fn() },
  render: (args) => <LabelledCheckbox {...args} label="Sign Up for Newsletter" />,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const newsletterBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('checkbox', { name: 'Sign Up for Newsletter' });

export const Unchecked: Story = {
  name: 'Unchecked · keyboard: Tab focuses, Space toggles',
  play: async ({ canvasElement, args }) => {
    const box = newsletterBox(canvasElement);
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
    const box = newsletterBox(canvasElement);
    await expect(box).toHaveAttribute('data-state', 'checked');
  },
};

export const Indeterminate: Story = {
  args: { checked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    const box = newsletterBox(canvasElement);
    await expect(box).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true, required: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(newsletterBox(canvasElement)).toBeDisabled();
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
        <LabelledCheckbox key={id} id={id} label={label} {...props} />
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
