import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { t } from '@shop/ui/i18n';
import { inArabic } from '../../../../test-support/arabic-view';
import { CheckoutSuccess } from './checkout-success';
import { FIXTURE_GUEST_ORDER } from './checkout.fixtures';
import { CHECKOUT_TEXTS } from '../texts';

const meta = {
  title: 'Storefront/CheckoutSuccess',
  component: CheckoutSuccess,
  tags: ['autodocs'],
  args: {
    order: FIXTURE_GUEST_ORDER,
    passwordRules: { minLength: 8, minCharacterSets: 3 },
    onCreateAccount: fn(async () => ({ success: true, message: 'Thank you for registering with Summit Outfitters.' })),
  },
} satisfies Meta<typeof CheckoutSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's order: the number, Continue Shopping and the offer to create an account. */
export const Guest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your order number is:/)).toHaveTextContent('Your order number is: 000000001.');
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  },
};

/** A guest's order in the Arabic view: right to left, the Arabic catalogue (issue 31). */
export const GuestArabic: Story = {
  ...inArabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/000000001/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('Continue Shopping') })).toHaveAttribute('href', '/');
  },
};

/** The password rules and the confirmation are checked before the account is created. */
export const GuestCreatesAccount: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create an Account' }));
    await waitFor(() => expect(canvas.getAllByText('This is a required field.')).toHaveLength(2));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Str0ng-pass');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'Str0ng-pass{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Thank you for registering with Summit Outfitters.');
    await expect(args.onCreateAccount).toHaveBeenCalledWith({ password: 'Str0ng-pass', password_confirmation: 'Str0ng-pass' });
  },
};

/** A customer's order: no account offer. */
export const Customer: Story = {
  args: { order: { ...FIXTURE_GUEST_ORDER, can_create_account: false } },
};

/** A guest's order whose minutes for an account are over: the offer's box says so, with no form. */
export const GuestOfferExpired: Story = {
  args: { order: { ...FIXTURE_GUEST_ORDER, can_create_account: false, create_account_note: CHECKOUT_TEXTS.accountOfferExpired } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Create an Account' })).toHaveTextContent(CHECKOUT_TEXTS.accountOfferExpired);
    await expect(canvas.queryByRole('button', { name: 'Create an Account' })).toBeNull();
  },
};

/** No order in this session. */
export const NoOrder: Story = {
  args: { order: null },
};
