import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAddressRestored } from '../../../test-support/story-play';
import { Collapsible, CollapsibleContent, CollapsibleTrigger, collapsibleStorageKey } from './collapsible';

const meta = {
  title: 'Kit/Collapsible',
  component: Collapsible,
  subcomponents: { CollapsibleTrigger, CollapsibleContent },
  tags: ['autodocs'],
  args: { id: 'block-shipping', onOpenChange: fn() },
  render: (args) => (
    <div className="max-w-md">
      <Collapsible {...args}>
        <CollapsibleTrigger>Estimate Shipping and Tax</CollapsibleTrigger>
        <CollapsibleContent>
          <p className="mb-2">Enter your destination to get a shipping estimate.</p>
          <p id="shipping-rates" className="text-sm text-neutral-600">
            Flat Rate: $5.00 per item
          </p>
        </CollapsibleContent>
      </Collapsible>
    </div>
  ),
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

const shippingTrigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Estimate Shipping and Tax' });

interface Panel {
  id: string;
  title: string;
  content: string;
  defaultOpen?: boolean;
  disabled?: boolean;
}

/** Panels one under the other, each with its trigger and content. */
function Panels({ panels, className }: { panels: Panel[]; className: string }) {
  return (
    <div className={className}>
      {panels.map(({ id, title, content, ...state }) => (
        <Collapsible key={id} id={id} {...state}>
          <CollapsibleTrigger>{title}</CollapsibleTrigger>
          <CollapsibleContent>{content}</CollapsibleContent>
        </Collapsible>
      ))}
    </div>
  );
}

/** Closed. Keyboard alone: Tab to the trigger, Enter opens, Space closes. */
export const Closed: Story = {
  name: 'Closed · keyboard: Enter opens, Space closes',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = shippingTrigger(canvasElement);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Enter your destination to get a shipping estimate.')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    trigger.blur();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enter your destination to get a shipping estimate.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const trigger = shippingTrigger(canvasElement);
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Remembers its state for this page path and element id in localStorage. */
export const RememberState: Story = {
  args: { rememberState: true, id: 'story-remember' },
  play: async ({ canvasElement }) => {
    const key = collapsibleStorageKey(window.location.pathname, 'story-remember');
    window.localStorage.removeItem(key);
    const trigger = shippingTrigger(canvasElement);
    await userEvent.click(trigger);
    await expect(window.localStorage.getItem(key)).toBe('open');
    await userEvent.click(trigger);
    await expect(window.localStorage.getItem(key)).toBe('closed');
    await userEvent.click(trigger);
    window.localStorage.removeItem(key);
    trigger.blur();
  },
};

/** A link to an element inside the panel (`#shipping-rates`) opens it. */
export const OpensForFragment: Story = {
  play: async ({ canvasElement }) => {
    await withAddressRestored(async () => {
      window.location.hash = '#shipping-rates';
      await waitFor(() => expect(shippingTrigger(canvasElement)).toHaveAttribute('aria-expanded', 'true'));
    });
  },
};

/** Several panels in a row, as in a cart summary or an FAQ. */
export const Group: Story = {
  render: () => (
    <Panels
      className="max-w-md"
      panels={[
        { id: 'block-discount', title: 'Apply Discount Code', content: 'Enter a discount code at checkout.', defaultOpen: true },
        { id: 'block-gift', title: 'Gift Options', content: 'Add a gift message to your order.' },
        { id: 'block-points', title: 'Reward Points', content: 'Sign in to use your reward points.', disabled: true },
      ]}
    />
  ),
};

/** Closed, open and disabled panels one under the other, for design review. */
export const AllVariants: Story = {
  render: () => (
    <Panels
      className="flex max-w-md flex-col divide-y divide-neutral-200"
      panels={[
        { id: 'all-closed', title: 'Closed', content: 'Hidden until opened.' },
        { id: 'all-open', title: 'Open', content: 'Enter your destination to get a shipping estimate.', defaultOpen: true },
        { id: 'all-disabled', title: 'Disabled', content: 'Cannot be opened.', disabled: true },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Closed' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Hidden until opened.')).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Enter your destination to get a shipping estimate.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Disabled' })).toBeDisabled();
  },
};
