import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { emulateBlurOnDisable } from '@shop/ui/hooks';
import type { LoginResponse } from '../../customer/api';
import { CustomerLoginForm } from '../../customer/components/login-form';
import { AuthenticationPopup } from './authentication-popup';

const meta = {
  title: 'Storefront/AuthenticationPopup',
  component: AuthenticationPopup,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    registerUrl: '/customer/account/create/',
    children: null,
  },
  render: (args) => (
    <AuthenticationPopup {...args}>
      <CustomerLoginForm
        label="Checkout using your account"
        context="checkout"
        forgotPasswordUrl="/customer/account/forgotpassword/"
        login={async (): Promise<LoginResponse> => ({ errors: true, message: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.' })}
        onSuccess={fn()}
      />
    </AuthenticationPopup>
  ),
} satisfies Meta<typeof AuthenticationPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both blocks: the new-customer benefits and the login form. */
export const Open: Story = {
  play: async () => {
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: 'Sign in to check out' });
    const popup = within(dialog);
    await expect(popup.getByRole('heading', { name: 'Checkout as a new customer' })).toBeInTheDocument();
    await expect(popup.getByText('Track order history')).toBeInTheDocument();
    await expect(popup.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/customer/account/create/');
    await expect(popup.getByRole('heading', { name: 'Checkout using your account' })).toBeInTheDocument();
    await expect(popup.getByRole('form', { name: 'Checkout using your account' })).toBeInTheDocument();
  },
};

/**
 * A failed sign-in: the answer's message shows in the message area, and focus is on the
 * password to retype. The fields are disabled during the call; here the story blurs a
 * disabled field as Chromium 150 and many other browsers do, so it shows the same on all.
 */
export const LoginError: Story = {
  beforeEach: () => emulateBlurOnDisable(),
  play: async () => {
    const popup = within(await within(document.body).findByRole('dialog', { name: 'Sign in to check out' }));
    const password = popup.getByLabelText(/Password/);
    await userEvent.type(popup.getByLabelText(/Email Address/), 'roni_cost@example.com');
    await userEvent.type(password, 'wrong-password');
    await userEvent.keyboard('{Enter}');
    const messages = await popup.findByText(/The account sign-in was incorrect/);
    await expect(messages).toHaveAttribute('data-slot', 'login-form-messages');
    await expect(messages).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(password).toHaveFocus());
  },
};

export const Phone: Story = {
  parameters: { test: { viewport: 'phone' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Sign in to check out' });
    // The popup fades in; wait until it is fully shown.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('link', { name: 'Create an Account' })).toBeVisible();
  },
};
