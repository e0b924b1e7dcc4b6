import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import type * as React from 'react';
import { useForm, useWatch, type ControllerRenderProps } from 'react-hook-form';
import { FormField, FormItem, FormMessage, useFormField } from '../components/form-field';
import { Input, requiredEmailInput } from '../components/input';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { t } from '../i18n';
import { cn } from '../lib/cn';
import {
  createRegisterSchema,
  CUSTOMER_PASSWORD_DEFAULTS,
  formatDob,
  type DateOfBirthParts,
  type RegisterFormValues,
  type RegisterSubmission,
  type RemoteCheck,
} from '../validation';
import { FormCaptcha, isCaptchaRequired, sendThenClearCaptcha } from './form-captcha';
import { FormFrame, FormSubmitRow } from './form-frame';
import type { FormMessageProps } from './form-message-area';
import { FormRow } from './form-row';
import type { LoginFormCaptcha } from './login-form';
import { ShowPasswordToggle } from './show-password-toggle';

/**
 * What a valid registration submits (`createRegisterSubmissionSchema` checks it on a server):
 * the form's values with the date of birth, when typed, stored as month/day/year (`03/07/1990`).
 */
export type RegisterFormSubmission = RegisterSubmission;

export type RegisterFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> &
  FormMessageProps & {
    /** Called with the valid values; 'Create an Account' shows progress until it settles. */
    onRegister: (values: RegisterFormSubmission) => void | Promise<void>;
    /**
     * Checks on the server that the email address is free, e.g.
     * `remoteRule('/customer/account/emailAvailable?email=')`; its message shows under the field.
     * @default undefined (no remote check)
     */
    emailAvailable?: RemoteCheck;
    /** The fewest password characters (the shop's configuration). @default 8 */
    minLength?: number;
    /** How many character classes a password needs (the shop's configuration). @default 3 */
    minCharacterSets?: number;
    /** Whether the date of birth is asked for. @default true */
    showDob?: boolean;
    /** Whether the date of birth must be given. @default false */
    dobRequired?: boolean;
    /** Values to start with. @default empty */
    defaultValues?: Partial<RegisterFormValues>;
    /** The form's accessible name. @default t('Create New Customer Account') */
    'aria-label'?: string;
    /** Whether the 'Show Password' checkbox is offered. @default true */
    showPasswordToggle?: boolean;
    /**
     * The registration captcha (Luma's `user_create`), when the shop has one: its form id
     * (@default 'user_create'), whether it must be answered now (it may turn required after
     * mount, when the shop asks for it), its image and reload. The answer is sent as
     * `captcha_string` with `captcha_form_id`, and cleared after each attempt (a word is good
     * for one check).
     * @default undefined
     */
    captcha?: LoginFormCaptcha;
  };

const EMPTY_DOB = { day: '', month: '', year: '' };

const DOB_PARTS = [
  { part: 'month', label: 'Month', autoComplete: 'bday-month', maxLength: 2, width: 'w-16' },
  { part: 'day', label: 'Day', autoComplete: 'bday-day', maxLength: 2, width: 'w-16' },
  { part: 'year', label: 'Year', autoComplete: 'bday-year', maxLength: 4, width: 'w-24' },
] as const;

type DobValue = { day: string; month: string; year: string };

export interface DateOfBirthInputsProps {
  /** The react-hook-form field holding `{ day, month, year }` (render it inside a `FormItem`). */
  field: Pick<ControllerRenderProps<{ dob?: DateOfBirthParts }, 'dob'>, 'value' | 'onChange' | 'onBlur' | 'ref' | 'disabled'>;
  required: boolean;
}

/**
 * Month, day and year inputs in a fieldset: the date is one field for the rules, so its
 * message (from `validate-dob`) describes all three inputs. The registration and the Account
 * Information forms use it.
 */
export function DateOfBirthInputs({ field, required }: DateOfBirthInputsProps) {
  const { error, formItemId, formMessageId } = useFormField();
  const value = { ...EMPTY_DOB, ...field.value } as DobValue;
  const describedBy = error?.message ? formMessageId : undefined;
  return (
    <fieldset data-slot="register-form-dob" className="flex flex-col gap-1.5">
      <legend
        data-error={!!error}
        className="mb-1.5 text-sm font-semibold text-neutral-900 data-[error=true]:text-danger-600"
      >
        {t('Date of Birth')}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-danger-600">
            *
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap gap-3">
        {DOB_PARTS.map(({ part, label, autoComplete, maxLength, width }) => (
          <div key={part} className="flex flex-col gap-1">
            <label htmlFor={`${formItemId}-${part}`} className="text-sm text-neutral-700">
              {t(label)}
            </label>
            <Input
              id={`${formItemId}-${part}`}
              // The rules report on the whole date; focus goes to its first input.
              ref={part === 'month' ? field.ref : undefined}
              className={width}
              inputMode="numeric"
              autoComplete={autoComplete}
              maxLength={maxLength}
              value={value[part]}
              onChange={(event) => field.onChange({ ...value, [part]: event.target.value })}
              onBlur={field.onBlur}
              disabled={field.disabled}
              aria-required={required || undefined}
              aria-invalid={!!error}
              aria-describedby={describedBy}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function isDobTyped(dob: DateOfBirthParts | undefined): dob is DateOfBirthParts {
  return dob !== undefined && [dob.day, dob.month, dob.year].some((part) => String(part ?? '').trim() !== '');
}

/**
 * The customer registration form: first and last name, email (optionally checked on the
 * server), password with the configured length and character classes (not the email) and
 * Luma's strength meter under it, the password's confirmation, and the date of birth as month,
 * day and year (SPEC.md §3, §5).
 * 'Create an Account' stays disabled until the page has hydrated (the kit Button). When the request ends,
 * focus goes to the first invalid field, else to the message (e.g. a refusal), else back
 * where it was, even where the browser blurred the disabled button.
 */
export function RegisterForm({
  onRegister,
  emailAvailable,
  minLength = CUSTOMER_PASSWORD_DEFAULTS.minLength,
  minCharacterSets = CUSTOMER_PASSWORD_DEFAULTS.minCharacterSets,
  showDob = true,
  dobRequired = false,
  defaultValues,
  'aria-label': ariaLabel = t('Create New Customer Account'),
  message,
  onMessageClear,
  showPasswordToggle = true,
  captcha,
  className,
  ...props
}: RegisterFormProps) {
  const captchaRequired = isCaptchaRequired(captcha);
  const captchaFormId = captcha?.formId ?? 'user_create';
  const schema = useMemo(
    () => createRegisterSchema({ emailAvailable, minLength, minCharacterSets, dobRequired: showDob && dobRequired, captchaShown: captchaRequired }),
    [emailAvailable, minLength, minCharacterSets, showDob, dobRequired, captchaRequired],
  );
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstname: '',
      lastname: '',
      email: '',
      password: '',
      password_confirmation: '',
      ...(showDob ? { dob: EMPTY_DOB } : {}),
      ...(captcha ? { captcha: '' } : {}),
      ...defaultValues,
    },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const [passwordShown, setPasswordShown] = useState(false);
  const showPasswordId = useId();
  const passwordType = passwordShown ? 'text' : 'password';

  const submit = async (values: RegisterFormValues) => {
    const { dob, captcha: answer, ...rest } = values;
    const captchaFields = captcha ? { captcha_form_id: captchaFormId, ...(captchaRequired ? { captcha_string: answer ?? '' } : {}) } : {};
    await sendThenClearCaptcha(
      () => onRegister({ ...rest, ...(isDobTyped(dob) ? { dob: formatDob(dob) } : {}), ...captchaFields }),
      captcha && (() => form.setValue('captcha', '')),
    );
  };

  return (
    <FormFrame
      form={form}
      slot="register-form"
      submitting={form.formState.isSubmitting}
      focusTarget={(formElement) =>
        message?.text ? formElement.querySelector<HTMLElement>('[data-slot="register-form-messages"]') : null
      }
      message={message}
      onMessageClear={onMessageClear}
      messageClassName="sm:col-span-2"
      aria-label={ariaLabel}
      onSubmit={form.handleSubmit(submit)}
      className={cn('grid w-full max-w-2xl grid-cols-1 gap-5 sm:grid-cols-2', className)}
      {...props}
    >
      <FormRow control={form.control} name="firstname" label={t('First Name')} required>
        {(field) => <Input autoComplete="given-name" aria-required {...field} />}
      </FormRow>
      <FormRow control={form.control} name="lastname" label={t('Last Name')} required>
        {(field) => <Input autoComplete="family-name" aria-required {...field} />}
      </FormRow>
      {showDob ? (
        <FormField
          control={form.control}
          name="dob"
          render={({ field }) => (
            <FormItem className="sm:col-span-2">
              <DateOfBirthInputs field={field} required={dobRequired} />
              <FormMessage />
            </FormItem>
          )}
        />
      ) : null}
      <FormRow
        control={form.control}
        name="email"
        // Once the form was sent, a new email re-checks the password (it must differ from the email).
        rules={{ deps: ['password'] }}
        label={t('Email')}
        required
        className="sm:col-span-2"
      >
        {(field) => (
          <Input
            {...requiredEmailInput}
            {...field}
            onBlur={() => {
              field.onBlur();
              // With a remote check, a typed address is checked on leaving the field (SPEC.md §5, call 15).
              if (emailAvailable && field.value) void form.trigger('email');
            }}
          />
        )}
      </FormRow>
      <div className="flex flex-col gap-2">
        <FormRow
          control={form.control}
          name="password"
          rules={{ deps: ['password_confirmation'] }}
          label={t('Password')}
          required
          description={t(
            'At least %1 characters, using %2 of: lower case, upper case, digits, special characters.',
            minLength,
            minCharacterSets,
          )}
        >
          {(field) => <Input type={passwordType} autoComplete="new-password" aria-required {...field} />}
        </FormRow>
        <PasswordStrengthMeter password={password} minLength={minLength} minCharacterSets={minCharacterSets} />
      </div>
      <FormRow control={form.control} name="password_confirmation" label={t('Confirm Password')} required>
        {(field) => <Input type={passwordType} autoComplete="new-password" aria-required {...field} />}
      </FormRow>
      {showPasswordToggle ? (
        <div className="sm:col-span-2">
          <ShowPasswordToggle id={showPasswordId} checked={passwordShown} onCheckedChange={setPasswordShown} />
        </div>
      ) : null}
      {captcha ? (
        <FormCaptcha
          control={form.control}
          captcha={captcha}
          formId={captchaFormId}
          required={captchaRequired}
          className="sm:col-span-2"
        />
      ) : null}
      <FormSubmitRow label={t('Create an Account')} loading={form.formState.isSubmitting} className="sm:col-span-2" />
    </FormFrame>
  );
}
