import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  allowSlowTyping,
  blurOnDisableEachTest,
  pendingRequest,
  provideResizeObserver,
  useAnswerMessage,
} from '../../test-support/forms-test-steps';
import type { FormStatusMessage } from './form-message-area';
import { LoginForm } from './login-form';

provideResizeObserver();

const REQUIRED = 'This is a required field.';

allowSlowTyping();

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

describe('LoginForm for a shop', () => {
  async function fillIn(user: ReturnType<typeof userEvent.setup>, password = 'secret') {
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'roni_cost@example.com');
    await user.type(screen.getByLabelText(/^Password/), password);
  }

  it('validates a captcha that becomes required after mount, and clears the answer once sent', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    const captcha = { formId: 'user_login', imageSrc: '/captcha/1.png' };
    const { rerender } = render(<LoginForm onLogin={onLogin} captcha={{ ...captcha, required: false }} />);
    expect(screen.queryByRole('textbox', { name: 'Please type the letters and numbers below' })).toBeNull();
    expect(document.querySelector('input[name="captcha_form_id"]')).toHaveValue('user_login');
    await fillIn(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onLogin).toHaveBeenCalledWith({ email: 'roni_cost@example.com', password: 'secret' }));

    rerender(<LoginForm onLogin={onLogin} captcha={{ ...captcha, required: true }} />);
    const answer = screen.getByRole('textbox', { name: 'Please type the letters and numbers below' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(answer).toHaveFocus());
    expect(answer).toHaveAccessibleDescription(REQUIRED);
    expect(onLogin).toHaveBeenCalledTimes(1);

    await user.keyboard('x7Kp2q{Enter}');
    await waitFor(() =>
      expect(onLogin).toHaveBeenLastCalledWith({ email: 'roni_cost@example.com', password: 'secret', captcha: 'x7Kp2q' }),
    );
    // A captcha word is good for one check: the next try needs the new one.
    await waitFor(() => expect(answer).toHaveValue(''));
  }, 30_000);

  it('shows the message area as an alert, and a click on it asks to clear it', async () => {
    const user = userEvent.setup();
    const onMessageClear = vi.fn();
    const { rerender } = render(<LoginForm onLogin={vi.fn()} />);
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(<LoginForm onLogin={vi.fn()} message={null} onMessageClear={onMessageClear} />);
    const area = screen.getByRole('alert');
    expect(area).toBeEmptyDOMElement();
    expect(area).toHaveAttribute('data-slot', 'login-form-messages');

    rerender(
      <LoginForm onLogin={vi.fn()} message={{ type: 'error', text: 'Invalid login or password.' }} onMessageClear={onMessageClear} />,
    );
    expect(area).toHaveTextContent('Invalid login or password.');
    expect(area).toHaveAttribute('data-type', 'error');
    await user.click(area);
    expect(onMessageClear).toHaveBeenCalledTimes(1);

    rerender(<LoginForm onLogin={vi.fn()} message={{ type: 'success', text: 'Login successful.' }} />);
    expect(screen.getByRole('alert')).toHaveAttribute('data-type', 'success');
  }, 30_000);

  it('disables the fields while the login runs when asked to, and enables them after', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onLogin = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<LoginForm onLogin={onLogin} disableWhileSubmitting captcha={{ imageSrc: '/captcha/1.png' }} />);
    await fillIn(user);
    await user.type(screen.getByRole('textbox', { name: 'Please type the letters and numbers below' }), 'x7Kp2q');
    await user.keyboard('{Enter}');
    const fields = [
      screen.getByRole('textbox', { name: 'Email Address' }),
      screen.getByLabelText(/^Password/),
      screen.getByRole('textbox', { name: 'Please type the letters and numbers below' }),
    ];
    await waitFor(() => {
      for (const field of fields) expect(field).toBeDisabled();
    });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    finish();
    await waitFor(() => {
      for (const field of fields) expect(field).toBeEnabled();
    });
  }, 30_000);

  it('keeps the fields enabled while submitting by default', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn(() => new Promise<void>(() => {}));
    render(<LoginForm onLogin={onLogin} />);
    await fillIn(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toBeEnabled();
  }, 30_000);

  it('is named Sign In unless named otherwise, and carries the context, the email ref and extra fields', () => {
    const { unmount } = render(<LoginForm onLogin={vi.fn()} />);
    expect(screen.getByRole('form', { name: 'Sign In' })).toBeInTheDocument();
    expect(document.querySelector('input[name="context"]')).toBeNull();
    unmount();

    const emailRef = createRef<HTMLInputElement>();
    render(
      <LoginForm
        onLogin={vi.fn()}
        aria-label="Checkout using your account"
        context="checkout"
        emailRef={emailRef}
        showPasswordToggle={false}
        extraFields={<p>Extra field region</p>}
      />,
    );
    const form = screen.getByRole('form', { name: 'Checkout using your account' });
    expect(form.querySelector('input[type="hidden"][name="context"]')).toHaveValue('checkout');
    expect(emailRef.current).toBe(screen.getByRole('textbox', { name: 'Email Address' }));
    expect(screen.queryByRole('checkbox', { name: 'Show Password' })).toBeNull();
    // Extra fields come after the fields, before the buttons.
    const extra = screen.getByText('Extra field region');
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    expect(extra.compareDocumentPosition(signIn) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText(/^Password/).compareDocumentPosition(extra) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('renders Sign In disabled on the server, so a press before hydration cannot post the form natively', () => {
    const html = renderToString(<LoginForm onLogin={vi.fn()} />);
    expect(html).toMatch(/<button(?=[^>]*type="submit")(?=[^>]*disabled="")[^>]*>Sign In</);
    render(<LoginForm onLogin={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});

describe('LoginForm focus after the login call', () => {
  const emulateBlurOnDisable = blurOnDisableEachTest();

  /** A shop's use: fields locked during the call, the answer's message shown after it. */
  function ShopLogin({ answer }: { answer: () => Promise<FormStatusMessage | null> }) {
    const { message, send } = useAnswerMessage(answer);
    return <LoginForm disableWhileSubmitting showPasswordToggle={false} message={message} onLogin={send} />;
  }

  for (const blurs of [true, false]) {
    it(`puts focus on the password after a refused sign-in (${blurs ? 'a browser that blurs disabled fields' : 'focus kept'})`, async () => {
      if (blurs) emulateBlurOnDisable();
      const user = userEvent.setup();
      const server = pendingRequest<FormStatusMessage | null>();
      render(<ShopLogin answer={server.send} />);
      const email = screen.getByRole('textbox', { name: 'Email Address' });
      const password = screen.getByLabelText(/^Password/);
      await user.type(password, 'wrong-password');
      // Sent from the email field: a refusal still asks for the password again.
      await user.type(email, 'roni_cost@example.com{Enter}');
      await waitFor(() => expect(password).toBeDisabled());
      if (blurs) await waitFor(() => expect(document.body).toHaveFocus());
      else expect(email).toHaveFocus();
      await act(async () => server.settle({ type: 'error', text: 'Invalid login or password.' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login or password.');
      await waitFor(() => expect(password).toHaveFocus());
    }, 30_000);
  }

  it('puts focus on a success message, and back on Sign In when there is no message', async () => {
    emulateBlurOnDisable();
    const user = userEvent.setup();
    const { unmount } = render(<ShopLogin answer={async () => ({ type: 'success', text: 'Login successful.' })} />);
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'roni_cost@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    unmount();

    render(<ShopLogin answer={async () => null} />);
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'roni_cost@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    await user.click(signIn);
    await waitFor(() => expect(signIn).toBeEnabled());
    await waitFor(() => expect(signIn).toHaveFocus());
  }, 30_000);
});
