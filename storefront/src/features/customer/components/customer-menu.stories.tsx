import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inFrame } from '../../../../test-support/story-frame';
import { withOpenState } from '../../../../test-support/with-open-state';
import { CustomerMenu } from './customer-menu';

const StatefulMenu = withOpenState(CustomerMenu);

/** Veronica is signed in: her first name is in the customer section. */
const signedIn = { customer: { firstname: 'Veronica' } };

/** The signed-in trigger, once the menu's code has loaded. */
const findSignedInTrigger = (canvas: StoryContext['canvas']) => canvas.findByRole('button', { name: 'Veronica' }, { timeout: 5000 });

const meta = {
  title: 'Storefront/CustomerMenu',
  component: CustomerMenu,
  tags: ['autodocs'],
  args: {
    customer: {},
    open: false,
    onOpenChange: fn(),
    loginUrl: '/customer/account/login/',
    registerUrl: '/customer/account/create/',
    logoutUrl: '/customer/account/logout/',
    accountUrl: '/customer/account/',
  },
  decorators: [inFrame('flex h-72 items-start justify-end', 'h-11')],
  render: (args) => <StatefulMenu {...args} />,
  // The header's customer menu at a desktop width (lg and up): the first name and the two links show.
  parameters: { test: { viewport: 'wide' } },
} satisfies Meta<typeof CustomerMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvas }) => {
    // The links' code loads once the customer section is known (as on the page).
    await expect(await canvas.findByRole('link', { name: 'Sign In' }, { timeout: 5000 })).toHaveAttribute('href', '/customer/account/login/');
    await expect(canvas.getByRole('link', { name: 'Create an Account' })).toBeVisible();
  },
};

/** A signed-in customer opens the menu from the keyboard: 'Greetings, Veronica'. */
export const SignedInOpen: Story = {
  args: signedIn,
  play: async ({ canvas, args }) => {
    const button = await findSignedInTrigger(canvas);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const dropdown = await canvas.findByRole('dialog', { name: 'Greetings, Veronica' }, { timeout: 5000 });
    await waitFor(() => expect(within(dropdown).getByText('Greetings, Veronica')).toBeVisible());
    await expect(within(dropdown).getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/customer/account/logout/');
    // Focus moved to the dropdown; Tab goes on to its first link.
    await waitFor(() => expect(dropdown).toHaveFocus());
    await userEvent.tab();
    await expect(within(dropdown).getByRole('link', { name: 'My Account' })).toHaveFocus();
  },
};

/**
 * Below lg the signed-in trigger is an icon button as wide as the guest's: the first name is
 * its accessible name, and the header does not move when the customer section arrives.
 */
export const SignedInPhone: Story = {
  args: signedIn,
  parameters: { test: { viewport: 'phone' } },
  play: async ({ canvas }) => {
    const button = await findSignedInTrigger(canvas);
    await expect(button).toBeVisible();
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(44);
  },
};
