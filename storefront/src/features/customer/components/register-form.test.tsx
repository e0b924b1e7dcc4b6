import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emulateBlurOnDisable } from '@shop/ui/hooks';
import type { AccountFormResponse } from '../api';
import { CustomerRegisterForm } from './register-form';

const account = {
  firstname: 'Veronica',
  lastname: 'Costello',
  email: 'veronica@example.com',
  password: 'Secret-123',
  password_confirmation: 'Secret-123',
};

function setup(answer: AccountFormResponse) {
  const register = vi.fn(async () => answer);
  const onSuccess = vi.fn();
  render(<CustomerRegisterForm register={register} onSuccess={onSuccess} />);
  return { register, onSuccess, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), account.firstname);
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), account.lastname);
  await user.type(screen.getByRole('textbox', { name: 'Email' }), ` ${account.email} `);
  await user.type(screen.getByLabelText(/^Password/), account.password);
  await user.type(screen.getByLabelText(/^Confirm Password/), account.password_confirmation);
  await user.click(screen.getByRole('button', { name: 'Create an Account' }));
}

describe('CustomerRegisterForm', () => {
  it('is the shop form: named, the five fields, no date of birth and no Show Password', async () => {
    const { register, user } = setup({ success: true });
    expect(screen.getByRole('form', { name: 'Create New Customer Account' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Date of Birth' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Show Password' })).toBeNull();
    expect(screen.getByText('At least 8 characters, using 3 of: lower case, upper case, digits, special characters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    expect(await screen.findAllByText('This is a required field.')).toHaveLength(5);
    expect(register).not.toHaveBeenCalled();
  });

  it('sends the account and reports success', async () => {
    const { register, onSuccess, user } = setup({ success: true, redirectUrl: '/customer/account/' });
    await fillIn(user);
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ success: true, redirectUrl: '/customer/account/' }));
    expect(register).toHaveBeenCalledWith(account);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("shows a refusal's message in the message area", async () => {
    const { onSuccess, user } = setup({ success: false, message: 'There is already an account with this email address.' });
    await fillIn(user);
    const alert = await screen.findByRole('alert');
    await vi.waitFor(() => expect(alert).toHaveTextContent('There is already an account with this email address.'));
    expect(alert).toHaveAttribute('data-slot', 'register-form-messages');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("puts focus on the refusal's message, where the browser blurred the disabled button", async () => {
    const stopEmulation = emulateBlurOnDisable();
    try {
      const { user } = setup({ success: false, message: 'There is already an account with this email address.' });
      await fillIn(user);
      const alert = await screen.findByRole('alert');
      await vi.waitFor(() => expect(alert).toHaveTextContent('There is already an account with this email address.'));
      await vi.waitFor(() => expect(alert).toHaveFocus());
    } finally {
      stopEmulation();
    }
  });

  it("falls back to 'Something went wrong.' when the refusal has no message", async () => {
    const { user } = setup({ success: false });
    await fillIn(user);
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.'));
  });
});
