import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaymentCardForm } from './payment-card-form';
import { pinValidationClock } from '../../test-support/forms-fixtures';
import { sendWithKeyboard } from '../../test-support/forms-story-steps';

const REQUIRED = 'This is a required field.';
const SELECT = 'Please select an option.';
const BAD_NUMBER = 'Please enter a valid credit card number.';
const NUMBER_NOT_TYPE = 'Credit card number does not match credit card type.';
const TYPE_NOT_NUMBER = 'Card type does not match credit card number.';
const BAD_EXPIRY = 'Incorrect credit card expiration date.';
const BAD_CVN = 'Please enter a valid credit card verification number.';

const meta = {
  title: 'Forms/PaymentCard',
  component: PaymentCardForm,
  tags: ['autodocs'],
  args: { onPay: fn() },
  // Expiry is checked against the validation clock: 15 May 2026 in every story.
  beforeEach: pinValidationClock,
} satisfies Meta<typeof PaymentCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A Visa card filled in and sent from the keyboard: Tab between the fields, the options
 * chosen on the focused select, Enter on 'Place Order'.
 */
export const Default: Story = {
  play: ({ canvasElement, args }) => sendWithKeyboard(canvasElement, {
    sent: { ccType: 'VI', ccNumber: '4111 1111 1111 1111', ccExpMonth: '12', ccExpYear: '2027', ccCvn: '123' },
    button: 'Place Order',
    onSubmit: args.onPay,
    stops: (canvas) => [
      { focus: canvas.getByRole('combobox', { name: 'Credit Card Type' }), option: 'Visa' },
      { focus: canvas.getByRole('textbox', { name: 'Credit Card Number' }), keys: '4111 1111 1111 1111' },
      { focus: canvas.getByRole('combobox', { name: 'Month' }), option: '12 - December' },
      { focus: canvas.getByRole('combobox', { name: 'Year' }), option: '2027' },
      { focus: canvas.getByRole('textbox', { name: 'Card Verification Number' }), keys: '123' },
    ],
  }),
};

/** Sent empty, then with a number whose checksum fails. */
export const InvalidValues: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const type = canvas.getByRole('combobox', { name: 'Credit Card Type' });
    const number = canvas.getByRole('textbox', { name: 'Credit Card Number' });
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(canvas.getAllByText(SELECT)).toHaveLength(3));
    await expect(canvas.getByText(REQUIRED)).toBeInTheDocument();
    await expect(type).toHaveFocus();
    await expect(type).toHaveAccessibleDescription(SELECT);

    await userEvent.selectOptions(type, 'Visa');
    await userEvent.type(number, '4111 1111 1111 1112');
    await expect(await canvas.findByText(BAD_NUMBER)).toBeInTheDocument();
    await expect(number).toHaveAccessibleDescription(BAD_NUMBER);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/**
 * The number and the type must fit each other (an American Express number under Visa),
 * and the verification number must fit the type (4 digits for American Express).
 */
export const TypeMismatch: Story = {
  args: { defaultValues: { ccType: 'VI', ccNumber: '3782 822463 10005', ccExpMonth: '08', ccExpYear: '2028', ccCvn: '123' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const type = canvas.getByRole('combobox', { name: 'Credit Card Type' });
    const cvn = canvas.getByRole('textbox', { name: 'Card Verification Number' });
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(await canvas.findByText(TYPE_NOT_NUMBER)).toBeInTheDocument();
    await expect(canvas.getByText(NUMBER_NOT_TYPE)).toBeInTheDocument();

    await userEvent.selectOptions(type, 'American Express');
    await waitFor(() => expect(canvas.queryByText(TYPE_NOT_NUMBER)).not.toBeInTheDocument());
    await expect(canvas.queryByText(NUMBER_NOT_TYPE)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(await canvas.findByText(BAD_CVN)).toBeInTheDocument();
    await expect(cvn).toHaveFocus();
    await expect(args.onPay).not.toHaveBeenCalled();

    await userEvent.clear(cvn);
    await userEvent.type(cvn, '1234{Enter}');
    await waitFor(() =>
      expect(args.onPay).toHaveBeenCalledWith({
        ccType: 'AE',
        ccNumber: '3782 822463 10005',
        ccExpMonth: '08',
        ccExpYear: '2028',
        ccCvn: '1234',
      }),
    );
  },
};

/** A card that expired last month is refused; one that expires this month still passes. */
export const Expired: Story = {
  args: { defaultValues: { ccType: 'MC', ccNumber: '5555 5555 5555 4444', ccExpMonth: '04', ccExpYear: '2026', ccCvn: '321' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const month = canvas.getByRole('combobox', { name: 'Month' });
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(await canvas.findByText(BAD_EXPIRY)).toBeInTheDocument();
    await expect(month).toHaveFocus();
    await expect(month).toHaveAccessibleDescription(BAD_EXPIRY);
    await expect(args.onPay).not.toHaveBeenCalled();

    await userEvent.selectOptions(month, '05 - May');
    await waitFor(() => expect(canvas.queryByText(BAD_EXPIRY)).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(args.onPay).toHaveBeenCalledTimes(1));
    // Show the refused state for the screenshot.
    await userEvent.selectOptions(month, '04 - April');
    await expect(await canvas.findByText(BAD_EXPIRY)).toBeInTheDocument();
  },
};
