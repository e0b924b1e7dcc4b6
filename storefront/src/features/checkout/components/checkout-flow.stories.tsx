import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { setClock, systemClock } from '@shop/ui/clock';
import { t } from '@shop/ui/i18n';
import { inArabic } from '../../../../test-support/arabic-view';
import { CheckoutFlow } from './checkout-flow';
import { FIXTURE_SAVED_ADDRESS, fillCard, fillShipping, fixtureCalls } from './checkout.fixtures';

const REQUIRED = 'This is a required field.';
const YEARS = [2026, 2027, 2028, 2029, 2030];

const meta = {
  title: 'Storefront/Checkout',
  component: CheckoutFlow,
  tags: ['autodocs'],
  args: { calls: fixtureCalls(), guest: true, currency: 'USD', onPlaced: fn(), onSignIn: fn(), years: YEARS },
  parameters: { test: { viewport: 'wide' } },
  // Card expiry is checked against the validation clock: 15 May 2026 in every story.
  beforeEach: () => {
    setClock({ now: () => new Date(2026, 4, 15, 12).getTime() });
    return () => setClock(systemClock);
  },
} satisfies Meta<typeof CheckoutFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Next, then wait until Review & Payments has taken focus (it scrolls there), so the screenshot is the same every run. */
async function goToPayment(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(canvas.getByRole('heading', { name: 'Review & Payments', level: 2 })).toHaveFocus());
}

function blurActive(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

/** A guest's empty Shipping step: methods for the default country, the summary beside it. */
export const ShippingEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /\$5\.00 Fixed Flat Rate/ })).toBeChecked();
    await expect(canvas.getByRole('complementary', { name: 'Order Summary' })).toHaveTextContent('Order Total$91.99');
  },
};

/** The Shipping step in the Arabic view: right to left (the steps, the summary on the other side), the Arabic catalogue (issue 31). */
export const ShippingArabic: Story = {
  ...inArabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /Flat Rate/ })).toBeChecked();
    await expect(canvas.getByRole('complementary', { name: t('Order Summary') })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('Next') })).toBeEnabled();
  },
};

/** Next with nothing typed: every required field says so. */
export const ShippingErrors: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('radio', { name: /Flat Rate/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    // Email, First Name, Last Name, Street Address, City, Zip/Postal Code, Phone Number.
    await waitFor(() => expect(canvas.getAllByText(REQUIRED)).toHaveLength(7));
    await expect(canvas.getByText('Please select an option.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveFocus();
    blurActive(canvasElement);
  },
};

/** Filled for Texas: tax appears in the totals; Best Way is chosen instead of the cheapest. */
export const ShippingFilled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillShipping({ user: userEvent, canvas });
    await userEvent.click(canvas.getByRole('radio', { name: /Best Way/ }));
    const summary = canvas.getByRole('complementary', { name: 'Order Summary' });
    await waitFor(() => expect(summary).toHaveTextContent('Tax$7.18'));
    await expect(summary).toHaveTextContent('Order Total$109.17');
    blurActive(canvasElement);
  },
};

/** An e-mail that has an account: the offer to sign in. */
export const EmailHasAccount: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email Address' }), 'roni@taken.example');
    await userEvent.tab();
    await expect(await canvas.findByText('You already have an account with us. Sign in or continue as guest.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalled();
    blurActive(canvasElement);
  },
};

/** Next leads to Review & Payments: where it ships, billing same as shipping, the card form. */
export const Payment: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillShipping({ user: userEvent, canvas });
    await goToPayment(canvas);
    await expect(await canvas.findByRole('checkbox', { name: 'My billing and shipping address are the same' })).toBeChecked();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Review & Payments');
    blurActive(canvasElement);
    // The focused heading scrolled the page; the review shows the step from the top.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

/** A declined card: the reason shows, the card stays typed and nothing is placed. */
export const Declined: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await fillShipping({ user: userEvent, canvas });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await canvas.findByRole('checkbox', { name: 'My billing and shipping address are the same' });
    await fillCard({ user: userEvent, canvas }, '4000 0000 0000 0002');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await expect(canvas.getByRole('textbox', { name: 'Credit Card Number' })).toHaveValue('4000 0000 0000 0002');
    await expect(args.onPlaced).not.toHaveBeenCalled();
    blurActive(canvasElement);
  },
};

/** A separate billing address: its fields are checked with Place Order. */
export const BillingAddress: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await fillShipping({ user: userEvent, canvas });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'My billing and shipping address are the same' }));
    const billing = within(canvas.getByRole('group', { name: 'Billing Address' }));
    await fillCard({ user: userEvent, canvas }, '4111 1111 1111 1111');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(billing.getAllByText(REQUIRED)).toHaveLength(6));
    await expect(args.onPlaced).not.toHaveBeenCalled();
    blurActive(canvasElement);
  },
};

/** A signed-in customer starts on the default saved address; "New Address" shows the fields. */
export const SignedIn: Story = {
  args: { guest: false, calls: fixtureCalls({ savedAddresses: [FIXTURE_SAVED_ADDRESS] }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('radio', { name: /Ava Jones, 6146 Honey Bluff Parkway/ })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: 'Email Address' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'New Address' }));
    await expect(canvas.getByRole('checkbox', { name: 'Save in address book' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
    blurActive(canvasElement);
  },
};

/** The phone layout: the summary above the steps. */
export const Phone: Story = {
  parameters: { test: { viewport: 'phone' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('radio', { name: /Flat Rate/ });
  },
};
