import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { createLoginSchema, type LoginFormValues } from '@shop/ui/validation';
import { Button } from '../../../../../ui/src/components/button';
import { CaptchaField } from '../../../../../ui/src/components/captcha-field';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../../../../ui/src/components/form-field';
import { Input } from '../../../../../ui/src/components/input';
import { cn } from '../../../../../ui/src/lib/cn';
import { TEXTS } from '../../../config/constants';
import type { LoginRequest, LoginResponse } from '../api';
import { applyCaptchaSection, shouldRefreshAfterFailedLogin, type CaptchaSectionEntry, type CaptchaState } from '../captcha';

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

export interface LoginFormProps {
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

type Message = { type: 'error' | 'success'; text: string };

const noSubscription = () => () => {};
/** False on the server and while hydrating, true once the form's handlers are attached. */
function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}


/**
 * The login form (SPEC.md §2, §5, §8): Email Address and Password (required, valid
 * e-mail, trimmed), the captcha once required (refreshed after a failed login whose
 * captcha_form_id matches), 'Sign In' and 'Forgot Your Password?'. The answer's message
 * shows in the message area; a press on it clears it.
 */
export function LoginForm({ login, onSuccess, context, forgotPasswordUrl, captcha, emailRef, extraFields, label = 'Sign In', className }: LoginFormProps) {
  const [message, setMessage] = useState<Message | null>(null);
  const [captchaState, setCaptchaState] = useState<CaptchaState>({ isRequired: captcha?.isRequired ?? false, timestamp: 0, imageSrc: '' });
  const captchaRequired = useRef(captchaState.isRequired);
  useEffect(() => {
    captchaRequired.current = captchaState.isRequired;
  }, [captchaState.isRequired]);

  const form = useForm<LoginFormValues>({
    // The captcha rule follows the captcha's current state, not the one at mount.
    resolver: (values, ctx, options) => zodResolver(createLoginSchema({ captchaShown: captchaRequired.current }))(values, ctx, options),
    defaultValues: { email: '', password: '', captcha: '' },
  });

  const reloadImage = async () => {
    if (!captcha) return '';
    try {
      const src = await captcha.refresh(captcha.formId);
      setCaptchaState((state) => ({ ...state, imageSrc: src }));
      return src;
    } catch (error) {
      console.error(error);
      return captchaState.imageSrc;
    }
  };
  const reloadRef = useRef(reloadImage);
  useEffect(() => {
    reloadRef.current = reloadImage;
  });

  const section = captcha?.section;
  const stateRef = useRef(captchaState);
  useEffect(() => {
    stateRef.current = captchaState;
  });
  useEffect(() => {
    if (!section) return;
    const step = applyCaptchaSection(stateRef.current, section);
    if (step.state === stateRef.current) return;
    stateRef.current = step.state;
    setCaptchaState(step.state);
    if (step.refresh) void reloadRef.current();
  }, [section]);

  // A required captcha from the page settings needs an image too.
  useEffect(() => {
    if (captcha?.isRequired) void reloadRef.current();
  }, [captcha?.isRequired]);

  const submit = form.handleSubmit(async (values) => {
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
    form.setValue('captcha', '');
    if (captcha && shouldRefreshAfterFailedLogin(captchaState, captcha.formId, response.captcha_form_id)) await reloadImage();
  });

  const busy = form.formState.isSubmitting;
  const captchaValue = useWatch({ control: form.control, name: 'captcha' });
  const hydrated = useHydrated();

  return (
    <Form {...form}>
      <form aria-label={label} noValidate onSubmit={submit} data-slot="login-form" className={cn('flex flex-col gap-5', className)}>
        <div
          data-slot="login-form-messages"
          role="alert"
          onClick={() => setMessage(null)}
          className={cn(
            'rounded-md px-4 py-3 text-sm empty:hidden',
            message?.type === 'error' && 'bg-danger-50 text-danger-700',
            message?.type === 'success' && 'bg-success-50 text-success-700',
          )}
        >
          {message?.text}
        </div>
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel required>Email Address</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  ref={(node) => {
                    field.ref(node);
                    if (typeof emailRef === 'function') emailRef(node);
                    else if (emailRef) emailRef.current = node;
                  }}
                  type="email"
                  autoComplete="email"
                  trim
                  aria-required
                  disabled={busy}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel required>Password</FormLabel>
              <FormControl>
                <Input {...field} type="password" autoComplete="current-password" aria-required disabled={busy} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {context ? <input type="hidden" name="context" value={context} /> : null}
        {captcha ? (
          <CaptchaField
            formId={captcha.formId}
            required={captchaState.isRequired}
            imageSrc={captchaState.imageSrc}
            caseSensitive={captcha.isCaseSensitive}
            onReload={reloadImage}
            error={form.formState.errors.captcha?.message}
            inputProps={{
              value: captchaValue ?? '',
              onChange: (event) => form.setValue('captcha', event.target.value, { shouldValidate: form.formState.isSubmitted }),
              disabled: busy,
            }}
          />
        ) : null}
        {extraFields}
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" loading={busy} disabled={!hydrated}>
            Sign In
          </Button>
          <a href={forgotPasswordUrl} className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
            Forgot Your Password?
          </a>
        </div>
      </form>
    </Form>
  );
}
