import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emulateBlurOnDisable } from '@shop/ui/hooks';
import type { AccountFormResponse } from '../api';
import { ForgotPasswordForm } from './forgot-password-form';

const SENT = 'If there is an account associated with roni@example.com you will receive an email with a link to reset your password.';

let stopEmulation = () => {};
afterEach(() => stopEmulation());

describe('ForgotPasswordForm', () => {
  it('checks the address before asking for the reset link', async () => {
    const user = userEvent.setup();
    const requestReset = vi.fn(async (): Promise<AccountFormResponse> => ({ success: true, message: SENT }));
    render(<ForgotPasswordForm requestReset={requestReset} />);
    await user.click(screen.getByRole('button', { name: 'Reset My Password' }));
    expect(await screen.findByText('This is a required field.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveFocus();
    expect(requestReset).not.toHaveBeenCalled();
  });

  for (const blurs of [true, false]) {
    it(`shows the answer and puts focus on it (${blurs ? 'a browser that blurs the disabled button' : 'focus kept'})`, async () => {
      if (blurs) stopEmulation = emulateBlurOnDisable();
      const user = userEvent.setup();
      let answer = () => {};
      const requestReset = vi.fn(() => new Promise<AccountFormResponse>((resolve) => (answer = () => resolve({ success: true, message: SENT }))));
      render(<ForgotPasswordForm requestReset={requestReset} />);
      await user.type(screen.getByRole('textbox', { name: 'Email Address' }), ' roni@example.com ');
      const button = screen.getByRole('button', { name: 'Reset My Password' });
      await user.click(button);
      await vi.waitFor(() => expect(button).toBeDisabled());
      if (blurs) await vi.waitFor(() => expect(document.body).toHaveFocus());
      await act(async () => answer());
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(SENT);
      expect(alert).toHaveAttribute('data-type', 'success');
      await vi.waitFor(() => expect(alert).toHaveFocus());
      expect(requestReset).toHaveBeenCalledWith('roni@example.com');
    });
  }
});
