import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blurActiveElement, onPhone } from '../../../test-support/story-play';
import { ProductStatusForm } from '../../../test-support/product-status-form';
import { Switch } from './switch';

const meta = {
  title: 'Kit/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Enable Product', onCheckedChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

const switchNamed = (canvasElement: HTMLElement, name = 'Enable Product') => within(canvasElement).getByRole('switch', { name });

/** Off; with the keyboard alone: Tab focuses it, Space and Enter toggle it; a click on the label does too. */
export const Off: Story = {
  name: 'Off · keyboard: Tab focuses, Space or Enter toggles',
  play: async ({ canvasElement, args }) => {
    const toggle = switchNamed(canvasElement);
    await userEvent.click(within(canvasElement).getByText('Enable Product'));
    await expect(toggle).toBeChecked();
    toggle.blur();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(4);
    blurActiveElement();
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(switchNamed(canvasElement)).toHaveAttribute('data-state', 'checked');
  },
};

/** With a line of help under the label, read as the switch's description. */
export const WithDescription: Story = {
  args: { label: 'Visible on Storefront', description: 'Shown in the catalogue and in search.' },
  play: async ({ canvasElement }) => {
    await expect(switchNamed(canvasElement, 'Visible on Storefront')).toHaveAccessibleDescription('Shown in the catalogue and in search.');
  },
};

export const Disabled: Story = {
  args: { label: 'Manage Stock', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(switchNamed(canvasElement, 'Manage Stock')).toBeDisabled();
  },
};

export const DisabledOn: Story = { args: { label: 'Manage Stock', disabled: true, defaultChecked: true } };

/** Marked invalid (as `FormControl` does while the field has an error): a red edge round the track. */
export const Invalid: Story = { args: { label: 'Visible on Storefront', 'aria-invalid': true, defaultChecked: true } };

/** A switch whose state the page holds (controlled) and tells in a line under it. */
function ControlledSwitch({ onCheckedChange }: { onCheckedChange?: (checked: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <Switch
        label="Use Default Value"
        checked={on}
        onCheckedChange={(next) => {
          setOn(next);
          onCheckedChange?.(next);
        }}
      />
      <p className="text-sm text-neutral-700">{on ? 'The store view uses the default value.' : 'The store view has its own value.'}</p>
    </div>
  );
}

/** Controlled: the page holds the state and shows it elsewhere too. */
export const Controlled: Story = {
  render: (args) => <ControlledSwitch onCheckedChange={args.onCheckedChange} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(switchNamed(canvasElement, 'Use Default Value'));
    await expect(within(canvasElement).getByText('The store view uses the default value.')).toBeInTheDocument();
    blurActiveElement();
  },
};

/** In a react-hook-form form through the field parts: turning on "Visible" alone and saving shows the field's error under it. */
export const InAForm: Story = {
  render: () => <ProductStatusForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(switchNamed(canvasElement, 'Visible on Storefront'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enable the product before showing it on the storefront.')).toBeInTheDocument();
    await expect(switchNamed(canvasElement, 'Visible on Storefront')).toBeInvalid();
    blurActiveElement();
  },
};

/** A long label and description on a phone: the text wraps beside the switch. */
export const LongLabelOnAPhone: Story = {
  args: {
    label: 'Display Out of Stock Products in the Catalogue and in Search Results',
    description: 'Products that cannot be bought stay visible, marked “Out of stock”, instead of disappearing from their categories.',
    defaultChecked: true,
  },
  ...onPhone,
};

const states = [
  { id: 'all-off', label: 'Off', props: {} },
  { id: 'all-on', label: 'On', props: { defaultChecked: true } },
  { id: 'all-described', label: 'With a description', props: { description: 'A line of help under the label.' } },
  { id: 'all-invalid', label: 'Invalid', props: { 'aria-invalid': true } },
  { id: 'all-disabled', label: 'Disabled', props: { disabled: true } },
  { id: 'all-disabled-on', label: 'Disabled and on', props: { disabled: true, defaultChecked: true } },
];

/** Every state one under the other, for design review. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {states.map(({ id, label, props }) => (
        <Switch key={id} id={id} label={label} {...props} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(switchNamed(canvasElement, 'Off')).not.toBeChecked();
    await expect(switchNamed(canvasElement, 'On')).toBeChecked();
    await expect(switchNamed(canvasElement, 'Invalid')).toBeInvalid();
    await expect(switchNamed(canvasElement, 'Disabled and on')).toBeDisabled();
  },
};
