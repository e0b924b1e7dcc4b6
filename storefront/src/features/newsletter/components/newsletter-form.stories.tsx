import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NewsletterForm } from './newsletter-form';

const meta = {
  title: 'Storefront/NewsletterForm',
  component: NewsletterForm,
  tags: ['autodocs'],
  args: { subscribe: fn(async () => ({ success: true, message: 'The confirmation request has been sent.' })) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the footer shows it on the first load. */
export const Empty: Story = {};

/** Subscribed by keyboard: the confirmation request is sent. */
export const Sent: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('jane@example.com{Enter}');
    await expect(await canvas.findByText('The confirmation request has been sent.')).toBeInTheDocument();
  },
};

/** An address already subscribed: Magento's refusal. */
export const AlreadySubscribed: Story = {
  args: { subscribe: fn(async () => ({ success: false, message: 'This email address is already subscribed.' })) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Sign Up for Our Newsletter:' }), 'jane@example.com{Enter}');
    await expect(await canvas.findByText('This email address is already subscribed.')).toBeInTheDocument();
  },
};

/** Not an address: the kit's message on the field, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Sign Up for Our Newsletter:' });
    await userEvent.type(field, 'jane@{Enter}');
    await expect(await canvas.findByText('Please enter a valid email address (Ex: johndoe@domain.com).')).toBeInTheDocument();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.subscribe).not.toHaveBeenCalled();
  },
};
