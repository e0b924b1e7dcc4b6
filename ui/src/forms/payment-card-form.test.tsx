import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pinValidationClock } from '../../test-support/forms-fixtures';
import { allowSlowTyping, blurOnDisableEachTest, pendingRequest, submitAndLoseFocus } from '../../test-support/forms-test-steps';
import { PaymentCardForm } from './payment-card-form';

beforeEach(pinValidationClock);

const visa = { ccType: 'VI', ccNumber: '4111111111111111', ccExpMonth: '05', ccExpYear: '2026', ccCvn: '123' };

allowSlowTyping();

describe('PaymentCardForm', () => {
  it('offers the accepted types and the years from the current one', () => {
    render(<PaymentCardForm onPay={vi.fn()} cardTypes={['VI', 'AE']} />);
    const types = screen.getByRole('combobox', { name: 'Credit Card Type' });
    expect([...(types as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      '--Please Select--',
      'Visa',
      'American Express',
    ]);
    const years = screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement;
    expect(years.options[1]?.text).toBe('2026');
    expect(years.options[years.options.length - 1]?.text).toBe('2036');
  }, 30_000);

  it('sends a valid card expiring this month', async () => {
    const user = userEvent.setup();
    const onPay = vi.fn();
    render(<PaymentCardForm onPay={onPay} defaultValues={visa} />);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(onPay).toHaveBeenCalledWith(visa));
  }, 30_000);

  it('refuses a past expiry, a bad checksum and a verification number of the wrong length', async () => {
    const user = userEvent.setup();
    const onPay = vi.fn();
    render(
      <PaymentCardForm onPay={onPay} defaultValues={{ ...visa, ccNumber: '4111111111111112', ccExpMonth: '04', ccCvn: '12' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please enter a valid credit card number.')).toBeInTheDocument();
    expect(screen.getByText('Incorrect credit card expiration date.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid credit card verification number.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Credit Card Number' })).toHaveFocus();
    expect(onPay).not.toHaveBeenCalled();
  }, 30_000);

  it('re-checks the number and the verification number when the type changes', async () => {
    const user = userEvent.setup();
    render(<PaymentCardForm onPay={vi.fn()} defaultValues={{ ...visa, ccNumber: '378282246310005', ccCvn: '1234' }} />);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Credit card number does not match credit card type.')).toBeInTheDocument();
    expect(screen.getByText('Card type does not match credit card number.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid credit card verification number.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Credit Card Type' }), 'American Express');
    await waitFor(() => expect(screen.queryByText('Credit card number does not match credit card type.')).not.toBeInTheDocument());
    expect(screen.queryByText('Card type does not match credit card number.')).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid credit card verification number.')).not.toBeInTheDocument();
  }, 30_000);
});

describe('PaymentCardForm focus after paying', () => {
  const emulateBlurOnDisable = blurOnDisableEachTest();

  it("gives focus back to 'Place Order' once onPay settled, where the browser blurred it while it was disabled", async () => {
    emulateBlurOnDisable();
    const user = userEvent.setup();
    const payment = pendingRequest();
    render(<PaymentCardForm onPay={payment.send} defaultValues={visa} />);
    const button = screen.getByRole('button', { name: 'Place Order' });
    await submitAndLoseFocus(user, button);
    await act(async () => payment.settle());
    await waitFor(() => expect(button).toHaveFocus());
  }, 30_000);
});
