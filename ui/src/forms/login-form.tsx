import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import type * as React from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../components/button';
import { CaptchaField } from '../components/captcha-field';
import { Form, FormField } from '../components/form-field';
import { Input } from '../components/input';
import { t } from '../i18n';
import { cn } from '../lib/cn';
import { createLoginSchema, type LoginFormValues } from '../validation';
import { FormRow } from './form-row';
import { ShowPasswordToggle } from './show-password-toggle';

/** The captcha a login form shows once the server asks for it (SPEC.md §3 "Captcha per form"). */
export interface LoginFormCaptcha {
  /** The form the captcha belongs to, sent as `captcha_form_id`. @default 'user_login' */
  formId?: string;
  /** Address of the captcha image. */
  imageSrc: string;
  /** Shows 'Attention: Captcha is case sensitive.'. @default false */
  caseSensitive?: boolean;
  /** Asks the server for a new image and resolves to its address. */
  onReload?: () => Promise<string>;
}

export type LoginFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** Called with the valid, trimmed values; the Sign In button shows progress until it settles. */
  onLogin: (values: LoginFormValues) => void | Promise<void>;
  /** The captcha, when the server requires one; its answer is then required. @default undefined */
  captcha?: LoginFormCaptcha;
  /** Where 'Forgot Your Password?' leads; the link is left out without it. @default undefined */
  forgotPasswordUrl?: string;
  /** Values to start with. @default empty */
  defaultValues?: Partial<LoginFormValues>;
};

/**
 * The customer login form (SPEC.md §2, §5): 'Email Address' (required, a valid address,
 * trimmed), 'Password' (required), the captcha string when a captcha is shown, and
 * 'Sign In'. An invalid form is not submitted; the first invalid field gets focus.
 */
export function LoginForm({ onLogin, captcha, forgotPasswordUrl, defaultValues, className, ...props }: LoginFormProps) {
  const captchaShown = captcha !== undefined;
  const schema = useMemo(() => createLoginSchema({ captchaShown }), [captchaShown]);
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '', ...(captchaShown ? { captcha: '' } : {}), ...defaultValues },
  });
  const [passwordShown, setPasswordShown] = useState(false);
  const showPasswordId = useId();

  return (
    <Form {...form}>
      <form
        data-slot="login-form"
        noValidate
        onSubmit={form.handleSubmit((values) => onLogin(values))}
        className={cn('flex w-full max-w-md flex-col gap-5', className)}
        {...props}
      >
        <FormRow control={form.control} name="email" label={t('Email Address')} required>
          {(field) => <Input type="email" autoComplete="email" trim aria-required {...field} />}
        </FormRow>
        <FormRow control={form.control} name="password" label={t('Password')} required>
          {(field) => (
            <Input type={passwordShown ? 'text' : 'password'} autoComplete="current-password" aria-required {...field} />
          )}
        </FormRow>
        <ShowPasswordToggle id={showPasswordId} checked={passwordShown} onCheckedChange={setPasswordShown} />
        {captcha ? (
          <FormField
            control={form.control}
            name="captcha"
            render={({ field, fieldState }) => (
              <CaptchaField
                className="max-w-none"
                formId={captcha.formId ?? 'user_login'}
                required
                imageSrc={captcha.imageSrc}
                caseSensitive={captcha.caseSensitive}
                onReload={captcha.onReload}
                error={fieldState.error?.message}
                inputProps={{
                  value: field.value ?? '',
                  onChange: field.onChange,
                  onBlur: field.onBlur,
                  ref: field.ref,
                  disabled: field.disabled,
                }}
              />
            )}
          />
        ) : null}
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('Sign In')}
          </Button>
          {forgotPasswordUrl ? (
            <a
              href={forgotPasswordUrl}
              className="text-sm text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {t('Forgot Your Password?')}
            </a>
          ) : null}
        </div>
      </form>
    </Form>
  );
}
