import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emulateBlurOnDisable } from '@shop/ui/hooks';
import { logger } from '@shop/ui/logger';
import { createHttpClient } from '../../../lib/http';
import { createFakeFetch, jsonResponse } from '../../../../test-support/browser-doubles';
import { login as loginCall, type LoginRequest, type LoginResponse } from '../api';
import { CustomerLoginForm, type CustomerLoginFormProps } from './login-form';

function setup(login: (request: LoginRequest) => Promise<LoginResponse> = vi.fn(async () => ({ errors: false, message: 'Login successful.' })), captcha?: CustomerLoginFormProps['captcha']) {
  const onSuccess = vi.fn();
  render(<CustomerLoginForm login={login} onSuccess={onSuccess} context="checkout" forgotPasswordUrl="/forgot" captcha={captcha} />);
  return { login, onSuccess, user: userEvent.setup() };
}

let stopEmulation = () => {};
afterEach(() => stopEmulation());

describe('CustomerLoginForm', () => {
  it('blocks an invalid form with the rule messages', async () => {
    const { login, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('This is a required field.')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(/Please enter a valid email address/)).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('sends username, password and the checkout context, then reports success', async () => {
    const { login, onSuccess, user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), ' roni@example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(login).toHaveBeenCalledWith({ username: 'roni@example.com', password: 'secret', context: 'checkout' });
    expect(screen.getByRole('link', { name: 'Forgot Your Password?' })).toHaveAttribute('href', '/forgot');
  });

  it("is the shop's Sign In form: the hidden checkout context, no Show Password, fields locked while the call runs", async () => {
    let answer: (response: LoginResponse) => void = () => {};
    const { user } = setup(vi.fn(() => new Promise<LoginResponse>((resolve) => (answer = resolve))));
    const form = screen.getByRole('form', { name: 'Sign In' });
    expect(form.querySelector('input[type="hidden"][name="context"]')).toHaveValue('checkout');
    expect(screen.queryByRole('checkbox', { name: 'Show Password' })).toBeNull();
    const email = screen.getByRole('textbox', { name: 'Email Address' });
    await user.type(email, 'roni@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(email).toBeDisabled());
    expect(screen.getByLabelText(/^Password/)).toBeDisabled();
    answer({ errors: true, message: 'Invalid login or password.' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid login or password.');
    expect(alert).toHaveAttribute('data-slot', 'login-form-messages');
    await vi.waitFor(() => expect(email).toBeEnabled());
  });

  it("says 'Could not authenticate. Please try again later' when the answer has errors but no message", async () => {
    const { user } = setup(vi.fn(async () => ({ errors: true })));
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'roni@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not authenticate. Please try again later');
  });

  it("shows the answer's message on errors, and a click clears it", async () => {
    const { user } = setup(vi.fn(async () => ({ errors: true, message: 'Invalid login or password.' })));
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'roni@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByText('Invalid login or password.');
    await user.click(alert);
    expect(screen.queryByText('Invalid login or password.')).toBeNull();
  });

  it('requires the captcha once the section says so, and refreshes it after a failed login naming this form', async () => {
    const refresh = vi.fn(async () => '/captcha/1.svg');
    const login = vi.fn(async () => ({ errors: true, message: 'Incorrect CAPTCHA', captcha_form_id: 'user_login' }));
    const { user } = setup(login, { formId: 'user_login', isCaseSensitive: true, section: { isRequired: true, timestamp: 5 }, refresh });
    const captchaInput = await screen.findByRole('textbox', { name: /Please type the letters and numbers below/ });
    expect(screen.getByText('Attention: Captcha is case sensitive.')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'roni@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    // Email and password are filled: the one required-field message is the captcha's.
    expect(await screen.findAllByText('This is a required field.')).toHaveLength(1);
    expect(captchaInput).toHaveAccessibleDescription(/This is a required field\./);
    expect(login).not.toHaveBeenCalled();
    await user.type(captchaInput, 'AbCdE');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ captcha_form_id: 'user_login', captcha_string: 'AbCdE' }));
  });
});

describe('CustomerLoginForm focus after a refused sign-in', () => {
  for (const blurs of [true, false]) {
    it(`puts focus on the password (${blurs ? 'a browser that blurs the disabled fields, as Chromium 150' : 'a browser that keeps focus'})`, async () => {
      if (blurs) stopEmulation = emulateBlurOnDisable();
      let answer: (response: LoginResponse) => void = () => {};
      const { user } = setup(vi.fn(() => new Promise<LoginResponse>((resolve) => (answer = resolve))));
      const password = screen.getByLabelText(/^Password/);
      await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'roni@example.com');
      await user.type(password, 'wrong{Enter}');
      await vi.waitFor(() => expect(password).toBeDisabled());
      if (blurs) await vi.waitFor(() => expect(document.body).toHaveFocus());
      await act(async () => answer({ errors: true, message: 'Invalid login or password.' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login or password.');
      await vi.waitFor(() => expect(password).toHaveFocus());
    });
  }

  it("puts focus on the password after 'Could not authenticate', when Sign In was pressed", async () => {
    stopEmulation = emulateBlurOnDisable();
    const { user } = setup(vi.fn(async () => ({ errors: true })));
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'roni@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not authenticate. Please try again later');
    await vi.waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveFocus());
  });
});

describe('CustomerLoginForm with the login call (call 9)', () => {
  const signIn = async (answer: () => Response | Promise<Response>) => {
    const http = createHttpClient({ baseUrl: 'http://shop.test/', fetch: createFakeFetch(answer).fetch });
    const { user } = setup((request) => loginCall(http, request));
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'roni@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    return user;
  };

  it("says 'Could not authenticate. Please try again later' when the call gets no answer or a server failure, and logs it (SPEC.md §8)", async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const answers = [() => Promise.reject(new TypeError('Failed to fetch')), () => new Response('<h1>Bad gateway</h1>', { status: 502 })];
    const user = await signIn(() => answers.shift()!());
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not authenticate. Please try again later');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not authenticate. Please try again later');
    error.mockRestore();
  });

  it("shows a refusal's own message (SPEC.md §8: the response message is shown)", async () => {
    await signIn(() => jsonResponse({ errors: true, message: 'The account sign-in was incorrect or your account is disabled temporarily.' }, 401));
    expect(await screen.findByRole('alert')).toHaveTextContent('The account sign-in was incorrect or your account is disabled temporarily.');
  });
});
