import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import type { LoginFormValues } from '@shop/ui/validation';
import { LoginForm, type FormStatusMessage } from '@shop/ui/forms';
import { cn } from '@shop/ui/cn';
import { TEXTS } from '../../../config/constants';
import type { LoginRequest, LoginResponse } from '../api';
import { applyCaptchaSection, shouldRefreshAfterFailedLogin, type CaptchaSectionEntry, type CaptchaState } from '../captcha';
import { logger } from '@shop/ui/logger';

/** The login form's captcha settings: form id, case sensitivity and the refresh call. */
export interface LoginCaptchaOptions {
  /** The captcha form id (`user_login`). */
  formId: string;
  /** @default false */
  isCaseSensitive?: boolean;
  /** Required from the start (the page settings say so). @default false */
  isRequired?: boolean;
  /** The captcha section's entry for this form (customer data). */
  section?: CaptchaSectionEntry;
  /** Call 12: a new image address. */
  refresh: (formId: string) => Promise<string>;
}

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
  captcha?: LoginCaptchaOptions;
  /** Receives the e-mail input (the popup focuses it on open). */
  emailRef?: Ref<HTMLInputElement>;
  /** Extra fields rendered before the buttons. */
  extraFields?: ReactNode;
  /** Accessible name of the form. @default 'Sign In' */
  label?: string;
  className?: string;
}

/**
 * The login captcha's state (SPEC.md §4 "Captcha"): required from the page settings or once
 * the captcha section says so, with an image fetched when it turns required.
 */
function useLoginCaptchaState(captcha: LoginCaptchaOptions | undefined) {
  const [state, setState] = useState<CaptchaState>({ isRequired: captcha?.isRequired ?? false, timestamp: 0, imageSrc: '' });

  const reload = async (): Promise<string> => {
    if (!captcha) return '';
    try {
      const imageSrc = await captcha.refresh(captcha.formId);
      setState((current) => ({ ...current, imageSrc }));
      return imageSrc;
    } catch (error) {
      logger.error('The captcha could not be refreshed', error);
      return state.imageSrc;
    }
  };
  // The effects below run when the section (or the page settings) change, not on every new
  // callback: they read the latest state and reload through refs.
  const reloadRef = useRef(reload);
  const stateRef = useRef(state);
  useEffect(() => {
    reloadRef.current = reload;
    stateRef.current = state;
  });

  const section = captcha?.section;
  useEffect(() => {
    if (!section) return;
    const step = applyCaptchaSection(stateRef.current, section);
    if (step.state === stateRef.current) return;
    stateRef.current = step.state;
    setState(step.state);
    if (step.refresh) void reloadRef.current();
  }, [section]);

  // A required captcha from the page settings needs an image too.
  const requiredAtStart = captcha?.isRequired ?? false;
  useEffect(() => {
    if (requiredAtStart) void reloadRef.current();
  }, [requiredAtStart]);

  return { state, reload };
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
  label = 'Sign In',
  className,
}: CustomerLoginFormProps) {
  const [message, setMessage] = useState<FormStatusMessage | null>(null);
  const { state: captchaState, reload } = useLoginCaptchaState(captcha);

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
      captcha={
        captcha && {
          formId: captcha.formId,
          required: captchaState.isRequired,
          imageSrc: captchaState.imageSrc,
          caseSensitive: captcha.isCaseSensitive,
          onReload: reload,
        }
      }
      extraFields={extraFields}
      disableWhileSubmitting
      showPasswordToggle={false}
    />
  );
}
