import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { GuestOrderForm } from './guest-order-form';

const meta = {
  title: 'Storefront/GuestOrderForm',
  component: GuestOrderForm,
  tags: ['autodocs'],
  args: {
    lookup: fn(async () => ({ success: false, message: 'You entered incorrect data. Please try again.' })),
    navigate: fn(),
  },
} satisfies Meta<typeof GuestOrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Orders and Returns as it opens: found by e-mail. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Order Information' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: /Find Order By/ })).toHaveValue('email');
  },
};

/** Continue with nothing typed: the kit's messages under the fields. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findAllByText('This is a required field.')).toHaveLength(3);
  },
};

/** Found by the billing ZIP code, with details that match no order: one message, whatever was wrong. */
export const WrongDetails: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Order ID/ }), '000000001');
    await userEvent.type(canvas.getByRole('textbox', { name: /Billing Last Name/ }), 'Smith');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Find Order By/ }), 'ZIP Code');
    await userEvent.type(canvas.getByRole('textbox', { name: /Billing ZIP Code/ }), '90001');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You entered incorrect data. Please try again.');
  },
};
