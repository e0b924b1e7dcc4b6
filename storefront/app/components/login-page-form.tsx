import type { Ref } from 'react';
import { LOGIN_REDIRECT_COOKIE } from '../../src/config/constants';
import { login, refreshCaptcha, type LoginResponse } from '../../src/features/customer/api';
import { CustomerLoginForm } from '../../src/features/customer/components/login-form';
import { CAPTCHA_FORMS } from '../../src/features/customer/captcha';
import type { CaptchaOptions } from '../../src/features/customer/hooks';
import { useSection } from '../../src/features/customer-data/hooks';
import { createCookieJar } from '../../src/lib/cookies';
import { useShopRuntime } from '../lib/shop-runtime';
import { sameOriginUrl } from '@shop/ui/form-post';
import { assignInView } from '../../src/features/store-views/hooks';

/** A form's captcha options (login, registration) from the page settings and the captcha section; undefined when the shop has none for it. */
export function useFormCaptcha(formId: string): CaptchaOptions | undefined {
  const runtime = useShopRuntime();
  const { settings } = runtime;
  const section = useSection('captcha');
  const config = settings.captcha[formId];
  if (!config) return undefined;
  return {
    formId: config.formId,
    isCaseSensitive: config.isCaseSensitive,
    isRequired: config.isRequired,
    section: section?.[formId],
    refresh: async (formId: string) => refreshCaptcha((await runtime.services()).http, formId, { url: config.refreshUrl }),
  };
}

export interface ShopLoginFormProps {
  /** Called after a successful login (go where it leads). */
  onSuccess: (response: LoginResponse) => void;
  /** Accessible name of the form. @default 'Sign In' */
  label?: string;
  /** Sent as the hidden `context` value ('checkout' in the popup). @default undefined */
  context?: string;
  /** Receives the e-mail input (the popup focuses it on open). @default undefined */
  emailRef?: Ref<HTMLInputElement>;
}

/**
 * The shop's login form bound to the page: call 9 with the form key, the login captcha and
 * the forgot-password link. The login page and the checkout popup both show this one.
 */
export function ShopLoginForm({ onSuccess, label, context, emailRef }: ShopLoginFormProps) {
  const runtime = useShopRuntime();
  const { settings } = runtime;
  const captcha = useFormCaptcha(CAPTCHA_FORMS.login);
  return (
    <CustomerLoginForm
      label={label}
      context={context}
      emailRef={emailRef}
      forgotPasswordUrl={settings.forgotPasswordUrl}
      captcha={captcha}
      login={async (request) => login((await runtime.services()).http, request, { url: settings.loginUrl })}
      onSuccess={onSuccess}
    />
  );
}

/**
 * Where to go after signing in: the answer's address, the login_redirect cookie, else home; only
 * ever an address of this shop (a cookie can be set by anyone: `javascript:` or `//evil.example` go home).
 */
export function afterLogin(redirectUrl: string | undefined, here: string = window.location.href): string {
  const cookies = createCookieJar();
  const saved = cookies.get(LOGIN_REDIRECT_COOKIE);
  if (saved) cookies.remove(LOGIN_REDIRECT_COOKIE);
  let target = redirectUrl || '/';
  if (!redirectUrl && saved) {
    try {
      target = decodeURIComponent(saved);
    } catch {
      target = '/';
    }
  }
  return sameOriginUrl(target, here) ?? '/';
}

/** The login page's form: after signing in, the answer's address, the saved checkout address or home. */
export function LoginPageForm() {
  return <ShopLoginForm onSuccess={(response) => assignInView(afterLogin(response.redirectUrl))} />;
}
