import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import type * as React from 'react';
import { useForm } from 'react-hook-form';
import { Input, requiredEmailInput } from '../components/input';
import { t } from '../i18n';
import { cn } from '../lib/cn';
import { createLoginSchema, type LoginFormValues } from '../validation';
import { mergeRefs, namedControl } from './form-elements';
import { FormCaptcha, isCaptchaRequired, sendThenClearCaptcha } from './form-captcha';
import { FormFrame, FormSubmitRow } from './form-frame';
import type { FormMessageProps } from './form-message-area';
import { FormRow } from './form-row';
import { ShowPasswordToggle } from './show-password-toggle';

/** The captcha of a login form (SPEC.md §3 "Captcha per form"). */
export interface LoginFormCaptcha {
  /** The form the captcha belongs to, sent as `captcha_form_id`. @default 'user_login' */
  formId?: string;
  /**
   * Whether the captcha must be answered. It may change after mount (the server asks for a
   * captcha after failed logins): the rules follow the current value. While false only the
   * hidden `captcha_form_id` is rendered.
   * @default true
   */
  required?: boolean;
  /** Address of the captcha image. */
  imageSrc: string;
  /** Shows 'Attention: Captcha is case sensitive.'. @default false */
  caseSensitive?: boolean;
  /** Asks the server for a new image and resolves to its address. */
  onReload?: () => Promise<string>;
}

export type LoginFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> &
  FormMessageProps & {
    /**
     * Called with the valid, trimmed values (`captcha` only while the captcha is required);
     * the Sign In button shows progress until it settles. The captcha answer is cleared then:
     * a captcha word is good for one check.
     */
    onLogin: (values: LoginFormValues) => void | Promise<void>;
    /** The captcha, when the shop has one for this form. @default undefined */
    captcha?: LoginFormCaptcha;
    /** Where 'Forgot Your Password?' leads; the link is left out without it. @default undefined */
    forgotPasswordUrl?: string;
    /** Values to start with. @default empty */
    defaultValues?: Partial<LoginFormValues>;
    /** The form's accessible name. @default t('Sign In') */
    'aria-label'?: string;
    /** Sent as the hidden field `context`, e.g. 'checkout' in the checkout popup. @default undefined */
    context?: string;
    /** Receives the email input, e.g. to focus it when a popup opens. @default undefined */
    emailRef?: React.Ref<HTMLInputElement>;
    /** Disables the fields while `onLogin` runs, so the values sent cannot change. @default false */
    disableWhileSubmitting?: boolean;
    /** Whether the 'Show Password' checkbox is offered. @default true */
    showPasswordToggle?: boolean;
    /** Content placed after the fields, before the buttons (extra form-field regions). @default undefined */
    extraFields?: React.ReactNode;
  };

/**
 * The customer login form (SPEC.md §2, §5): 'Email Address' (required, a valid address,
 * trimmed), 'Password' (required), the captcha string while a captcha is required, and
 * 'Sign In'. An invalid form is not submitted; the first invalid field gets focus. Sign In
 * stays disabled until the page has hydrated (the kit Button). When the login call ends, focus is placed on
 * purpose (the browser may have blurred the disabled fields): on the password after a
 * refused sign-in (an error message), else on the message, else back where it was.
 */
export function LoginForm({
  onLogin,
  captcha,
  forgotPasswordUrl,
  defaultValues,
  'aria-label': ariaLabel = t('Sign In'),
  message,
  onMessageClear,
  context,
  emailRef,
  disableWhileSubmitting = false,
  showPasswordToggle = true,
  extraFields,
  className,
  ...props
}: LoginFormProps) {
  const captchaRequired = isCaptchaRequired(captcha);
  // A new resolver each time the captcha turns required or not: react-hook-form reads the
  // resolver of the latest render when it validates.
  const schema = useMemo(() => createLoginSchema({ captchaShown: captchaRequired }), [captchaRequired]);
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '', ...(captcha ? { captcha: '' } : {}), ...defaultValues },
  });
  const [passwordShown, setPasswordShown] = useState(false);
  const showPasswordId = useId();
  const submitting = form.formState.isSubmitting;
  const fieldsDisabled = disableWhileSubmitting && submitting;

  const submit = form.handleSubmit(async ({ captcha: answer, ...values }) => {
    await sendThenClearCaptcha(() => onLogin(captchaRequired ? { ...values, captcha: answer ?? '' } : values), captcha && (() => form.setValue('captcha', '')));
  });

  return (
    <FormFrame
      form={form}
      slot="login-form"
      submitting={submitting}
      focusTarget={(formElement) => {
        if (!message?.text) return null;
        if (message.type === 'error') return namedControl(formElement, 'password');
        return formElement.querySelector<HTMLElement>('[data-slot="login-form-messages"]');
      }}
      message={message}
      onMessageClear={onMessageClear}
      aria-label={ariaLabel}
      onSubmit={submit}
      className={cn('flex w-full max-w-md flex-col gap-5', className)}
      {...props}
    >
      <FormRow control={form.control} name="email" label={t('Email Address')} required>
        {(field) => (
          <Input
            {...requiredEmailInput}
            {...field}
            ref={mergeRefs(field.ref, emailRef)}
            disabled={fieldsDisabled || field.disabled}
          />
        )}
      </FormRow>
      <FormRow control={form.control} name="password" label={t('Password')} required>
        {(field) => (
          <Input
            type={passwordShown ? 'text' : 'password'}
            autoComplete="current-password"
            aria-required
            {...field}
            disabled={fieldsDisabled || field.disabled}
          />
        )}
      </FormRow>
      {showPasswordToggle ? (
        <ShowPasswordToggle id={showPasswordId} checked={passwordShown} onCheckedChange={setPasswordShown} />
      ) : null}
      {context ? <input type="hidden" name="context" value={context} /> : null}
      {captcha ? (
        <FormCaptcha
          control={form.control}
          captcha={captcha}
          formId={captcha.formId ?? 'user_login'}
          required={captchaRequired}
          disabled={fieldsDisabled}
          className="max-w-none"
        />
      ) : null}
      {extraFields}
      <FormSubmitRow label={t('Sign In')} loading={submitting} className="flex flex-wrap items-center gap-4">
        {forgotPasswordUrl ? (
          <a
            href={forgotPasswordUrl}
            className="text-sm text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {t('Forgot Your Password?')}
          </a>
        ) : null}
      </FormSubmitRow>
    </FormFrame>
  );
}
