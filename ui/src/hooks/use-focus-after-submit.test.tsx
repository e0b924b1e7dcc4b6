import { render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { emulateBlurOnDisable, useFocusAfterSubmit, type UseFocusAfterSubmitOptions } from './use-focus-after-submit';

interface SignInProps {
  submitting: boolean;
  emailInvalid?: boolean;
  target?: UseFocusAfterSubmitOptions['target'];
}

/** A form that disables its controls while it is sent, as the kit's login form does. */
function SignIn({ submitting, emailInvalid = false, target }: SignInProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusAfterSubmit({ formRef, submitting, target });
  return (
    <>
      <form ref={formRef} aria-label="Sign In">
        <label>
          Email <input name="email" disabled={submitting} aria-invalid={emailInvalid} />
        </label>
        <label>
          Password <input name="password" type="password" disabled={submitting} />
        </label>
        <p data-testid="not-focusable" />
        <button type="submit" disabled={submitting}>
          Sign In
        </button>
      </form>
      <button type="button">Elsewhere</button>
    </>
  );
}

const password = () => screen.getByLabelText('Password');
const byName = (name: string) => (form: HTMLFormElement) => form.elements.namedItem(name) as HTMLElement;

let stopEmulation = () => {};
afterEach(() => stopEmulation());

describe('useFocusAfterSubmit', () => {
  it('gives focus back to the control that had it when the browser blurred it on disable', async () => {
    stopEmulation = emulateBlurOnDisable();
    const { rerender } = render(<SignIn submitting={false} />);
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    signIn.focus();
    rerender(<SignIn submitting />);
    // As Chromium 150 does: the disabled button lost focus to the page.
    await waitFor(() => expect(document.body).toHaveFocus());
    rerender(<SignIn submitting={false} />);
    expect(signIn).toHaveFocus();
  });

  it('moves focus to the target, whether the browser blurred the disabled control or kept it', async () => {
    for (const blurs of [true, false]) {
      stopEmulation = blurs ? emulateBlurOnDisable() : () => {};
      const { rerender, unmount } = render(<SignIn submitting={false} target={byName('password')} />);
      screen.getByRole('textbox', { name: 'Email' }).focus();
      rerender(<SignIn submitting target={byName('password')} />);
      if (blurs) await waitFor(() => expect(document.body).toHaveFocus());
      rerender(<SignIn submitting={false} target={byName('password')} />);
      expect(password()).toHaveFocus();
      stopEmulation();
      unmount();
    }
  });

  it('prefers the first invalid field to the target', async () => {
    stopEmulation = emulateBlurOnDisable();
    const { rerender } = render(<SignIn submitting={false} target={byName('password')} />);
    password().focus();
    rerender(<SignIn submitting target={byName('password')} />);
    await waitFor(() => expect(document.body).toHaveFocus());
    rerender(<SignIn submitting={false} emailInvalid target={byName('password')} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('falls back to the last focused control when the target cannot take focus', async () => {
    stopEmulation = emulateBlurOnDisable();
    const target = () => screen.getByTestId('not-focusable');
    const { rerender } = render(<SignIn submitting={false} target={target} />);
    password().focus();
    rerender(<SignIn submitting target={target} />);
    await waitFor(() => expect(document.body).toHaveFocus());
    rerender(<SignIn submitting={false} target={target} />);
    expect(password()).toHaveFocus();
  });

  it('leaves focus the shopper moved out of the form during the request', () => {
    const { rerender } = render(<SignIn submitting={false} target={byName('password')} />);
    screen.getByRole('textbox', { name: 'Email' }).focus();
    rerender(<SignIn submitting target={byName('password')} />);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    rerender(<SignIn submitting={false} target={byName('password')} />);
    expect(elsewhere).toHaveFocus();
  });

  it("counts focus parked on the form's container (a dialog's focus trap) as lost", async () => {
    stopEmulation = emulateBlurOnDisable();
    const dialog = (submitting: boolean) => (
      <div role="dialog" aria-label="Sign in" tabIndex={-1}>
        <SignIn submitting={submitting} target={byName('password')} />
      </div>
    );
    const { rerender } = render(dialog(false));
    password().focus();
    rerender(dialog(true));
    await waitFor(() => expect(document.body).toHaveFocus());
    // A focus trap moves focus from the page body to its container.
    screen.getByRole('dialog').focus();
    rerender(dialog(false));
    expect(password()).toHaveFocus();
  });

  it('does nothing before a request has run', () => {
    const { rerender } = render(<SignIn submitting={false} target={byName('password')} />);
    rerender(<SignIn submitting={false} target={byName('password')} />);
    expect(document.body).toHaveFocus();
  });
});

describe('emulateBlurOnDisable', () => {
  it('blurs the focused control once it is disabled, and stops when asked', async () => {
    const stop = emulateBlurOnDisable();
    const { rerender } = render(<SignIn submitting={false} />);
    password().focus();
    rerender(<SignIn submitting />);
    await waitFor(() => expect(document.body).toHaveFocus());
    stop();
    rerender(<SignIn submitting={false} />);
    password().focus();
    rerender(<SignIn submitting />);
    await Promise.resolve();
    expect(password()).toHaveFocus();
  });
});
