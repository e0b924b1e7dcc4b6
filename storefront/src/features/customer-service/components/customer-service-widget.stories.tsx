import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withOpenState } from '../../../../test-support/with-open-state';
import { CustomerServiceWidget } from './customer-service-widget';

const StatefulWidget = withOpenState(CustomerServiceWidget);

const meta = {
  title: 'Storefront/CustomerServiceWidget',
  component: CustomerServiceWidget,
  tags: ['autodocs'],
  args: { open: false, onOpenChange: fn(), send: fn(async () => true) },
  parameters: { layout: 'fullscreen' },
  render: (args) => <StatefulWidget {...args} />,
} satisfies Meta<typeof CustomerServiceWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Customer Service' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** Opened from the keyboard: the panel with the contact form (prefilled for a customer). */
export const OpenWithContactForm: Story = {
  args: { defaults: { name: 'Veronica Costello', email: 'roni_cost@example.com' } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Customer Service' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = within(await canvas.findByRole('dialog', { name: 'Customer Service' }));
    await expect(await panel.findByRole('button', { name: 'Submit' }, { timeout: 3000 })).toBeInTheDocument();
    await expect(panel.getByDisplayValue('Veronica Costello')).toBeInTheDocument();
  },
};
