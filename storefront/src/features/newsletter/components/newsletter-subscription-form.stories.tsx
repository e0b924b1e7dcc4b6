import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NewsletterSubscriptionForm } from './newsletter-subscription-form';

const meta = {
  title: 'Storefront/NewsletterSubscriptionForm',
  component: NewsletterSubscriptionForm,
  tags: ['autodocs'],
  args: { subscribed: false, save: fn(async () => ({ success: false, message: 'Please sign in to continue.' })), navigate: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NewsletterSubscriptionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotSubscribed: Story = {};

export const Subscribed: Story = { args: { subscribed: true } };

/** A refusal stays on the page, announced. */
export const Refused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'General Subscription' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please sign in to continue.')).toBeInTheDocument();
  },
};
