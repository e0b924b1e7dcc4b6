import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

// jsdom has no ResizeObserver; Radix's checkbox (Show Password) measures its form input with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const REQUIRED = 'This is a required field.';

// Typing through user-event and validating async takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

describe('LoginForm', () => {
  it('sends the trimmed email and the password, from the keyboard alone', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    render(<LoginForm onLogin={onLogin} forgotPasswordUrl="/customer/account/forgotpassword/" />);
    await user.tab();
    await user.keyboard(' roni_cost@example.com ');
    await user.tab();
    await user.keyboard('secret');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onLogin).toHaveBeenCalledWith({ email: 'roni_cost@example.com', password: 'secret' }));
    expect(screen.getByRole('link', { name: 'Forgot Your Password?' })).toHaveAttribute(
      'href',
      '/customer/account/forgotpassword/',
    );
  }, 30_000);

  it('blocks an invalid form with the exact messages and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    render(<LoginForm onLogin={onLogin} />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(2));
    const email = screen.getByRole('textbox', { name: 'Email Address' });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(REQUIRED);
    await user.keyboard('roni_cost@example');
    expect(await screen.findByText('Please enter a valid email address (Ex: johndoe@domain.com).')).toBeInTheDocument();
    expect(onLogin).not.toHaveBeenCalled();
  }, 30_000);

  it('requires the captcha answer while the captcha is shown', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    render(<LoginForm onLogin={onLogin} captcha={{ imageSrc: '/captcha/1.png' }} />);
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'roni_cost@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.keyboard('{Enter}');
    const captcha = screen.getByRole('textbox', { name: 'Please type the letters and numbers below' });
    await waitFor(() => expect(captcha).toHaveFocus());
    expect(captcha).toHaveAccessibleDescription(REQUIRED);
    expect(captcha).toHaveAttribute('name', 'captcha_string');
    expect(onLogin).not.toHaveBeenCalled();
    await user.keyboard('x7Kp2q{Enter}');
    await waitFor(() =>
      expect(onLogin).toHaveBeenCalledWith({ email: 'roni_cost@example.com', password: 'secret', captcha: 'x7Kp2q' }),
    );
  }, 30_000);

  it('shows the password as text while Show Password is ticked', async () => {
    const user = userEvent.setup();
    render(<LoginForm onLogin={vi.fn()} />);
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('checkbox', { name: 'Show Password' }));
    expect(password).toHaveAttribute('type', 'text');
  }, 30_000);
});
