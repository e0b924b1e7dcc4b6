import { useRef } from 'react';
import { AuthenticationPopup } from '../../src/features/checkout-entry/components/authentication-popup';
import type { CaptchaSectionEntry } from '../../src/features/customer/captcha';
import { LoginForm } from '../../src/features/customer/components/login-form';
import { login, refreshCaptcha } from '../../src/features/customer/api';
import { readFormKey } from '../../src/features/form-key/dom';
import { useShopRuntime } from '../lib/shop-runtime';
import { useSectionData } from '../lib/use-section';

/** The captcha form of the login forms. */
export const LOGIN_CAPTCHA_FORM = 'user_login';

/** The login form's captcha options from the page settings and the captcha section. */
export function useLoginCaptcha() {
  const runtime = useShopRuntime();
  const { settings } = runtime;
  const section = useSectionData<Record<string, CaptchaSectionEntry | undefined>>('captcha');
  const config = settings.captcha[LOGIN_CAPTCHA_FORM];
  if (!config) return undefined;
  return {
    formId: config.formId,
    isCaseSensitive: config.isCaseSensitive,
    isRequired: config.isRequired,
    section: section?.[LOGIN_CAPTCHA_FORM],
    refresh: async (formId: string) => refreshCaptcha((await runtime.services()).http, config.refreshUrl, formId, readFormKey()),
  };
}

/**
 * The authentication popup of the checkout entry with the shop's login form: signing
 * in goes on to checkout (or to the address the answer names).
 */
export function CheckoutLoginPopup({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const runtime = useShopRuntime();
  const { settings } = runtime;
  const emailRef = useRef<HTMLInputElement>(null);
  const captcha = useLoginCaptcha();
  return (
    <AuthenticationPopup
      open={open}
      onOpenChange={onOpenChange}
      registerUrl={settings.registerUrl}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        emailRef.current?.focus();
      }}
    >
      <LoginForm
        label="Checkout using your account"
        context="checkout"
        emailRef={emailRef}
        forgotPasswordUrl={settings.forgotPasswordUrl}
        captcha={captcha}
        login={async (request) => login((await runtime.services()).http, settings.loginUrl, request, readFormKey())}
        onSuccess={(response) => window.location.assign(response.redirectUrl || settings.checkoutUrl)}
      />
    </AuthenticationPopup>
  );
}
