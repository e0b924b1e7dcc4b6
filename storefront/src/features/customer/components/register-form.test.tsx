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

function setup(answer: AccountFormResponse, checkEmail?: (email: string) => Promise<true | string>) {
  const register = vi.fn(async () => answer);
  const onSuccess = vi.fn();
  render(<CustomerRegisterForm register={register} onSuccess={onSuccess} checkEmail={checkEmail} />);
  return { register, onSuccess, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, { email = true } = {}) {
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), account.firstname);
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), account.lastname);
  if (email) await user.type(screen.getByRole('textbox', { name: 'Email' }), ` ${account.email} `);
  await user.type(screen.getByLabelText(/^Password/), account.password);
  await user.type(screen.getByLabelText(/^Confirm Password/), account.password_confirmation);
  await user.click(screen.getByRole('button', { name: 'Create an Account' }));
}

describe('CustomerRegisterForm', () => {
  it('is the shop form: named, the five fields, an optional date of birth and no Show Password', async () => {
    const { register, user } = setup({ success: true });
    expect(screen.getByRole('form', { name: 'Create New Customer Account' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Date of Birth' })).toBeInTheDocument();
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

  it('sends the date of birth typed as month, day and year as month/day/year', async () => {
    const { register, user } = setup({ success: true });
    await user.type(screen.getByRole('textbox', { name: 'Month' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '7');
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '1990');
    await fillIn(user);
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith({ ...account, dob: '03/07/1990' }), { timeout: 5000 });
  });

  it("asks call 15 about the typed address once, after the debounce, and shows the server's message", async () => {
    const taken = 'A customer with the same email address already exists in an associated website.';
    const checkEmail = vi.fn(async (email: string) => (email === account.email ? taken : (true as const)));
    const { register, user } = setup({ success: true }, checkEmail);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), account.email);
    await user.tab();
    // The check waits for the debounce and the async validation: give a busy machine time.
    expect(await screen.findByText(taken, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(checkEmail.mock.calls).toEqual([[account.email]]);
    await fillIn(user, { email: false });
    await vi.waitFor(() => expect(screen.getByText(taken)).toBeInTheDocument(), { timeout: 4000 });
    expect(register).not.toHaveBeenCalled();
    // Validating the form again does not ask again for the same address.
    expect(checkEmail).toHaveBeenCalledTimes(1);
  }, 15_000);

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

  it('shows the registration captcha once the section asks for it, sends the answer, and draws a new image after a refusal', async () => {
    const refresh = vi.fn(async () => 'data:image/png;base64,AA==');
    const register = vi.fn(async () => ({ success: false, message: 'Incorrect CAPTCHA' }));
    const { rerender } = render(
      <CustomerRegisterForm register={register} onSuccess={vi.fn()} captcha={{ formId: 'user_create', isCaseSensitive: true, section: { isRequired: false, timestamp: 1 }, refresh }} />,
    );
    expect(screen.queryByRole('textbox', { name: /Please type the letters and numbers below/ })).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
    // Many registrations came from this address: the captcha section now asks for it.
    rerender(
      <CustomerRegisterForm register={register} onSuccess={vi.fn()} captcha={{ formId: 'user_create', isCaseSensitive: true, section: { isRequired: true, timestamp: 2 }, refresh }} />,
    );
    const answer = await screen.findByRole('textbox', { name: /Please type the letters and numbers below/ });
    expect(refresh).toHaveBeenCalledWith('user_create');
    const user = userEvent.setup();
    await user.type(answer, 'Wq7rT');
    await fillIn(user);
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Incorrect CAPTCHA'));
    expect(register).toHaveBeenCalledWith({ ...account, captcha_form_id: 'user_create', captcha_string: 'Wq7rT' });
    // The word was used up by the check: a new image is drawn.
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
  });
});
