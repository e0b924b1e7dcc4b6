import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@shop/ui/i18n';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@shop/ui/button';
import { Checkbox } from '@shop/ui/checkbox';
import { Form, FormField, FormItem, FormMessage } from '@shop/ui/form-field';
import { DateOfBirthInputs, FormMessageArea, FormRow } from '@shop/ui/forms';
import { Input, requiredEmailInput } from '@shop/ui/input';
import { PasswordStrengthMeter } from '@shop/ui/password-strength-meter';
import { createAccountInformationSchema, parseDob, type AccountInformationFormValues } from '@shop/ui/validation';
import { usePostThenNavigate, type NavigatingAnswer } from '../../../lib/post-then-navigate';
import type { EditAccountRequest } from '../contract';
import type { AccountProfile } from '../types';
import { useFocusMessageAfterSubmit } from '../../../lib/focus-message';

export interface AccountInformationFormProps {
  profile: AccountProfile;
  /** The store's password policy (the page settings' `customerPassword`). */
  passwordRules: { minLength: number; minCharacterSets: number };
  /** Opens with Change Password ticked (the dashboard's Change Password link). @default false */
  changePassword?: boolean;
  save: (request: EditAccountRequest) => Promise<NavigatingAnswer>;
  /** @default window.location.assign */
  navigate?: (url: string) => void;
}

/**
 * Luma's Edit Account Information: names, date of birth (month, day, year), and behind the
 * Change Email / Change Password boxes the new e-mail, the current password, the new password
 * with its strength and its confirmation, all on the kit's rules.
 */
export function AccountInformationForm({ profile, passwordRules, changePassword = false, save, navigate }: AccountInformationFormProps) {
  const schema = useMemo(() => createAccountInformationSchema(passwordRules), [passwordRules]);
  const form = useForm<AccountInformationFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstname: profile.firstname,
      lastname: profile.lastname,
      dob: (profile.dob ? parseDob(profile.dob) : null) ?? { day: '', month: '', year: '' },
      change_email: false,
      email: profile.email,
      change_password: changePassword,
      current_password: '',
      password: '',
      password_confirmation: '',
    },
  });
  const [changeEmail, changingPassword, password] = useWatch({ control: form.control, name: ['change_email', 'change_password', 'password'] });
  const { post, message, clearMessage } = usePostThenNavigate(navigate);
  const formRef = useFocusMessageAfterSubmit({ submitting: form.formState.isSubmitting, slot: 'account-information-message' });

  const submit = () => post(true, () => save(form.getValues() as EditAccountRequest));

  const legend = changeEmail && changingPassword ? t('Change Email and Password') : changeEmail ? t('Change Email') : t('Change Password');

  return (
    <Form {...form}>
      <form ref={formRef} data-slot="account-information-form" aria-label={t('Edit Account Information')} noValidate onSubmit={form.handleSubmit(submit)} className="flex w-full max-w-xl flex-col gap-6">
        <FormMessageArea data-slot="account-information-message" message={message ? { type: 'error', text: message } : null} onClear={clearMessage} />
        <fieldset className="flex flex-col gap-5">
          <legend className="mb-4 w-full border-b border-neutral-300 pb-2 text-xl font-bold">{t('Account Information')}</legend>
          <FormRow control={form.control} name="firstname" label={t('First Name')} required>
            {(field) => <Input autoComplete="given-name" aria-required {...field} />}
          </FormRow>
          <FormRow control={form.control} name="lastname" label={t('Last Name')} required>
            {(field) => <Input autoComplete="family-name" aria-required {...field} />}
          </FormRow>
          <FormField
            control={form.control}
            name="dob"
            render={({ field }) => (
              <FormItem>
                <DateOfBirthInputs field={field} required={false} />
                <FormMessage />
              </FormItem>
            )}
          />
          {(
            [
              ['change_email', t('Change Email')],
              ['change_password', t('Change Password')],
            ] as const
          ).map(([name, label]) => (
            <FormField
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <label className="flex items-center gap-2 text-sm">
                  <Checkbox name={name} checked={field.value === true} onCheckedChange={(checked) => field.onChange(checked === true)} />
                  {label}
                </label>
              )}
            />
          ))}
        </fieldset>
        {changeEmail || changingPassword ? (
          <fieldset className="flex flex-col gap-5">
            <legend className="mb-4 w-full border-b border-neutral-300 pb-2 text-xl font-bold">{legend}</legend>
            {changeEmail ? (
              <FormRow control={form.control} name="email" label={t('Email')} required rules={{ deps: ['password'] }}>
                {(field) => <Input {...requiredEmailInput} {...field} />}
              </FormRow>
            ) : null}
            <FormRow control={form.control} name="current_password" label={t('Current Password')} required>
              {(field) => <Input type="password" autoComplete="current-password" aria-required {...field} />}
            </FormRow>
            {changingPassword ? (
              <>
                <FormRow
                  control={form.control}
                  name="password"
                  label={t('New Password')}
                  required
                  rules={{ deps: ['password_confirmation'] }}
                  description={t('At least %1 characters, using %2 of: lower case, upper case, digits, special characters.', passwordRules.minLength, passwordRules.minCharacterSets)}
                >
                  {(field) => <Input type="password" autoComplete="new-password" aria-required {...field} />}
                </FormRow>
                <PasswordStrengthMeter password={password ?? ''} {...passwordRules} className="-mt-3" />
                <FormRow control={form.control} name="password_confirmation" label={t('Confirm New Password')} required>
                  {(field) => <Input type="password" autoComplete="new-password" aria-required {...field} />}
                </FormRow>
              </>
            ) : null}
          </fieldset>
        ) : null}
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('Save')}
          </Button>
        </div>
      </form>
    </Form>
  );
}
