// Isolated (vitest.config.ts): the customer API is replaced with vi.mock.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emulateBlurOnDisable } from '@shop/ui/hooks';
import { setDictionary } from '@shop/ui/i18n';
import { messagesOf } from '../../src/features/store-views/catalogues.server';
import { viewByCode } from '../../src/features/store-views/model';
import type { AccountFormResponse } from '../../src/features/customer/api';
import { ShopRuntimeContext, type ShopRuntime } from '../lib/shop-runtime';
import { ResetPasswordPageForm } from './reset-password-page-form';

const REFUSED = 'Your password reset link is not valid or was already used. Please request a new one.';

let answer: (response: AccountFormResponse) => void = () => {};
const resetPassword = vi.fn((_http: unknown, _request: unknown) => new Promise<AccountFormResponse>((resolve) => (answer = resolve)));
vi.mock('../../src/features/customer/api', () => ({ resetPassword: (http: unknown, request: unknown) => resetPassword(http, request) }));

const runtime = {
  settings: {
    customerPassword: { minLength: 8, minCharacterSets: 3 },
    urls: { resetPasswordPost: '/customer/account/resetPasswordPost/' },
    forgotPasswordUrl: '/customer/account/forgotpassword/',
    customerLoginUrl: '/customer/account/login/',
  },
  services: async () => ({ http: {} }),
} as unknown as ShopRuntime;

let stopEmulation = () => {};
afterEach(() => stopEmulation());

describe('ResetPasswordPageForm', () => {
  for (const blurs of [true, false]) {
    it(`shows a refusal with the link to ask again, and puts focus on it (${blurs ? 'a browser that blurs the disabled button' : 'focus kept'})`, async () => {
      if (blurs) stopEmulation = emulateBlurOnDisable();
      const user = userEvent.setup();
      render(
        <ShopRuntimeContext.Provider value={runtime}>
          <ResetPasswordPageForm token="not-a-real-token" />
        </ShopRuntimeContext.Provider>,
      );
      await user.type(screen.getByLabelText(/^New Password/), 'Brand-new-pass9');
      await user.type(screen.getByLabelText(/^Confirm New Password/), 'Brand-new-pass9');
      const button = screen.getByRole('button', { name: 'Set a New Password' });
      await user.click(button);
      await vi.waitFor(() => expect(button).toBeDisabled());
      if (blurs) await vi.waitFor(() => expect(document.body).toHaveFocus());
      await act(async () => answer({ success: false, message: REFUSED }));
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(REFUSED);
      expect(screen.getByRole('link', { name: 'Request a new password reset link' })).toHaveAttribute('href', '/customer/account/forgotpassword/');
      await vi.waitFor(() => expect(alert).toHaveFocus());
    });
  }

  it('speaks French and Arabic in those views (issue 31)', () => {
    const show = () =>
      render(
        <ShopRuntimeContext.Provider value={runtime}>
          <ResetPasswordPageForm token="not-a-real-token" />
        </ShopRuntimeContext.Provider>,
      );
    try {
      setDictionary(messagesOf(viewByCode('fr')!));
      const french = show();
      expect(screen.getByRole('form', { name: 'Définir un nouveau mot de passe' })).toBeInTheDocument();
      expect(screen.getByLabelText(/^Confirmer le nouveau mot de passe/)).toBeInTheDocument();
      expect(screen.getByText(/^Au moins 8/)).toHaveTextContent('Au moins 8 caractères, avec 3 types parmi : minuscules, majuscules, chiffres, caractères spéciaux.');
      french.unmount();
      setDictionary(messagesOf(viewByCode('ar')!));
      show();
      expect(screen.getByRole('button', { name: 'تعيين كلمة مرور جديدة' })).toBeInTheDocument();
      expect(screen.getByLabelText(/^كلمة المرور الجديدة/)).toBeInTheDocument();
    } finally {
      setDictionary({});
    }
  });

  it('tells the server the store view of the page, whose login page follows (issue 31)', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter basename="/ar" initialEntries={['/ar/customer/account/createPassword/']}>
        <ShopRuntimeContext.Provider value={runtime}>
          <ResetPasswordPageForm token="a-token" />
        </ShopRuntimeContext.Provider>
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText(/^New Password/), 'Brand-new-pass9');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Brand-new-pass9');
    await user.click(screen.getByRole('button', { name: 'Set a New Password' }));
    await vi.waitFor(() => expect(resetPassword).toHaveBeenLastCalledWith({}, { token: 'a-token', password: 'Brand-new-pass9', password_confirmation: 'Brand-new-pass9', store: 'ar' }));
  });
});
