import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DiscountForm } from './discount-form';

const meta = {
  title: 'Storefront/DiscountForm',
  component: DiscountForm,
  tags: ['autodocs'],
  args: { appliedCode: undefined, apply: fn(async () => ({ success: true })), cancel: fn(async () => ({ success: true })) },
  render: (args) => (
    <div className="max-w-xl">
      <DiscountForm {...args} />
    </div>
  ),
} satisfies Meta<typeof DiscountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No code: closed. Keyboard alone: Tab to the trigger, Enter opens it, Tab to the field, type, Enter applies. */
export const Closed: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Apply Discount Code' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Enter discount code')).toHaveFocus();
    await userEvent.keyboard('WELCOME10{Enter}');
    await waitFor(() => expect(args.apply).toHaveBeenCalledWith('WELCOME10'));
  },
};

/** Open with an empty field submitted: the required message under it. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply Discount Code' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply Discount' }));
    await expect(await canvas.findByText('This is a required field.')).toBeVisible();
    await expect(args.apply).not.toHaveBeenCalled();
  },
};

/** A code applied: open, the field read-only with the code, "Cancel Coupon". */
export const Applied: Story = {
  args: { appliedCode: 'WELCOME10' },
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('Enter discount code');
    await expect(field).toHaveValue('WELCOME10');
    await expect(field).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Coupon' }));
    await waitFor(() => expect(args.cancel).toHaveBeenCalledTimes(1));
  },
};
