import { useState, type ReactNode, type Ref } from 'react';
import type { LoginFormValues } from '@shop/ui/validation';
import { LoginForm, type FormStatusMessage } from '@shop/ui/forms';
import { cn } from '@shop/ui/cn';
import { t } from '@shop/ui/i18n';
import { TEXTS } from '../../../config/constants';
import type { LoginRequest, LoginResponse } from '../api';
import { shouldRefreshAfterFailedLogin } from '../captcha';
import { useCaptchaState, type CaptchaOptions } from '../hooks';

export interface CustomerLoginFormProps {
  /** Call 9. */
  login: (request: LoginRequest) => Promise<LoginResponse>;
  /** Called after a successful login (redirect there). */
  onSuccess: (response: LoginResponse) => void;
  /** Sent as the hidden `context` value ('checkout' in the popup). */
  context?: string;
  /** 'Forgot Your Password?' link. */
  forgotPasswordUrl: string;
  /** The captcha, when the shop has one for login. */
  captcha?: CaptchaOptions;
  /** Receives the e-mail input (the popup focuses it on open). */
  emailRef?: Ref<HTMLInputElement>;
  /** Extra fields rendered before the buttons. */
  extraFields?: ReactNode;
  /** Accessible name of the form. @default 'Sign In' */
  label?: string;
  className?: string;
}

/**
 * The shop's one login form (SPEC.md §2, §5, §8), used by the login page and the checkout
 * popup, on the kit's `LoginForm`: sends call 9 with the e-mail as username, the context and
 * the captcha, shows the answer's message in the message area (a press on it clears it),
 * makes the captcha required once the section says so, and refreshes it after a failed
 * login whose captcha_form_id names this form. The fields are locked during the call; after
 * a refusal the kit puts focus on the password.
 */
export function CustomerLoginForm({
  login,
  onSuccess,
  context,
  forgotPasswordUrl,
  captcha,
  emailRef,
  extraFields,
  label = t('Sign In'),
  className,
}: CustomerLoginFormProps) {
  const [message, setMessage] = useState<FormStatusMessage | null>(null);
  const { state: captchaState, reload, formCaptcha } = useCaptchaState(captcha);

  const submit = async (values: LoginFormValues) => {
    setMessage(null);
    const response = await login({
      username: values.email,
      password: values.password,
      ...(context ? { context } : {}),
      ...(captcha ? { captcha_form_id: captcha.formId } : {}),
      ...(captchaState.isRequired ? { captcha_string: values.captcha ?? '' } : {}),
    });
    if (!response.errors) {
      setMessage(response.message ? { type: 'success', text: response.message } : null);
      onSuccess(response);
      return;
    }
    setMessage({ type: 'error', text: response.message ?? TEXTS.couldNotAuthenticate });
    if (captcha && shouldRefreshAfterFailedLogin(captchaState, captcha.formId, response.captcha_form_id)) await reload();
  };

  return (
    <LoginForm
      aria-label={label}
      className={cn('max-w-none', className)}
      onLogin={submit}
      message={message}
      onMessageClear={() => setMessage(null)}
      context={context}
      emailRef={emailRef}
      forgotPasswordUrl={forgotPasswordUrl}
      captcha={formCaptcha}
      extraFields={extraFields}
      disableWhileSubmitting
      showPasswordToggle={false}
    />
  );
}
