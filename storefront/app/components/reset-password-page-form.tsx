import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { checkRule, ruleSchema } from '@shop/ui/validation';
import { Button } from '@shop/ui/button';
import { sameOriginUrl } from '@shop/ui/form-post';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@shop/ui/form-field';
import { FormMessageArea } from '@shop/ui/forms';
import { Input } from '@shop/ui/input';
import { t } from '@shop/ui/i18n';
import { resetPassword, type AccountFormResponse } from '../../src/features/customer/api';
import { useShopRuntime } from '../lib/shop-runtime';
import { useFocusMessageAfterSubmit } from '../../src/lib/focus-message';
import { assignInView, useStoreField } from '../../src/features/store-views/hooks';

/** The customer password rules the server enforces (page settings). */
export interface PasswordRules {
  minLength: number;
  minCharacterSets: number;
}

/** New password and its confirmation, checked with the rules the server applies. */
export function createResetPasswordSchema(rules: PasswordRules) {
  return z
    .object({
      password: ruleSchema('required-entry', ['validate-customer-password', rules]),
      password_confirmation: ruleSchema('required-entry'),
    })
    .superRefine((form, context) => {
      if (form.password_confirmation === '') return;
      const message = checkRule('validate-cpassword', form.password_confirmation, { password: form.password });
      if (message !== null) context.addIssue({ code: 'custom', message, path: ['password_confirmation'], input: form.password_confirmation });
    });
}

type ResetPasswordValues = z.input<ReturnType<typeof createResetPasswordSchema>>;

const FIELDS = [
  { name: 'password', label: () => t('New Password') },
  { name: 'password_confirmation', label: () => t('Confirm New Password') },
] as const;

export interface ResetPasswordPageFormProps {
  /** The token of the e-mailed link (from the page's query string). */
  token: string;
}

/**
 * 'Set a New Password': posts the link's token with the new password; on success the login
 * page shows the message. A refusal shows above the fields and takes focus.
 */
export function ResetPasswordPageForm({ token }: ResetPasswordPageFormProps) {
  const runtime = useShopRuntime();
  const store = useStoreField();
  const { settings } = runtime;
  const rules = settings.customerPassword;
  const schema = useMemo(() => createResetPasswordSchema(rules), [rules]);
  const [answer, setAnswer] = useState<AccountFormResponse | null>(null);
  const form = useForm<ResetPasswordValues>({ resolver: zodResolver(schema), defaultValues: { password: '', password_confirmation: '' } });
  const formRef = useFocusMessageAfterSubmit({ submitting: form.formState.isSubmitting, hasMessage: Boolean(answer?.message) });

  const submit = form.handleSubmit(async (values) => {
    setAnswer(null);
    const response = await resetPassword((await runtime.services()).http, { token, ...values, ...store });
    if (response.success) assignInView(sameOriginUrl(response.redirectUrl, window.location.href) ?? settings.customerLoginUrl);
    else setAnswer(response);
  });

  return (
    <Form {...form}>
      <form ref={formRef} aria-label={t('Set a New Password')} noValidate onSubmit={submit} className="flex max-w-md flex-col gap-5">
        <FormMessageArea message={answer?.message ? { type: 'error', text: answer.message } : null} />
        {answer ? (
          <a href={settings.forgotPasswordUrl} className="-mt-3 self-start text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
            {t('Request a new password reset link')}
          </a>
        ) : null}
        <input type="hidden" name="token" value={token} />
        {FIELDS.map((spec) => (
          <FormField
            key={spec.name}
            control={form.control}
            name={spec.name}
            render={({ field }) => (
              <FormItem>
                <FormLabel required>{spec.label()}</FormLabel>
                <FormControl>
                  <Input {...field} type="password" autoComplete="new-password" aria-required />
                </FormControl>
                {spec.name === 'password' ? (
                  <FormDescription>
                    {t('At least %1 characters, using %2 of: lower case, upper case, digits, special characters.', rules.minLength, rules.minCharacterSets)}
                  </FormDescription>
                ) : null}
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <Button type="submit" size="lg" className="self-start" loading={form.formState.isSubmitting}>
          {t('Set a New Password')}
        </Button>
      </form>
    </Form>
  );
}

