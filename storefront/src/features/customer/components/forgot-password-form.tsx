import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { refineRules } from '@shop/ui/validation';
import { Button } from '@shop/ui/button';
import { t } from '@shop/ui/i18n';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@shop/ui/form-field';
import { FormMessageArea } from '@shop/ui/forms';
import { Input, requiredEmailInput } from '@shop/ui/input';
import type { AccountFormResponse } from '../api';
import { useFocusMessageAfterSubmit } from '../../../lib/focus-message';

/** The e-mail field: trimmed, required, a valid address. */
const emailSchema = z.object({ email: z.string().trim().superRefine(refineRules('required-entry', 'validate-email')) });

export interface ForgotPasswordFormProps {
  /** Asks for the reset e-mail. */
  requestReset: (email: string) => Promise<AccountFormResponse>;
}

/**
 * 'Forgot Your Password?': the e-mail address to send the reset link to. The answer shows
 * above the field and takes focus once the request ended.
 */
export function ForgotPasswordForm({ requestReset }: ForgotPasswordFormProps) {
  const [answer, setAnswer] = useState<AccountFormResponse | null>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });
  const formRef = useFocusMessageAfterSubmit({ submitting: form.formState.isSubmitting, hasMessage: Boolean(answer?.message) });
  const submit = form.handleSubmit(async ({ email }) => setAnswer(await requestReset(email)));
  return (
    <Form {...form}>
      <form ref={formRef} aria-label={t('Forgot Your Password?')} noValidate onSubmit={submit} className="flex max-w-md flex-col gap-5">
        <FormMessageArea message={answer?.message ? { type: answer.success ? 'success' : 'error', text: answer.message } : null} />
        <p className="text-neutral-700">{t('Please enter your email address below to receive a password reset link.')}</p>
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel required>{t('Email Address')}</FormLabel>
              <FormControl>
                <Input {...field} {...requiredEmailInput} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="self-start" loading={form.formState.isSubmitting}>
          {t('Reset My Password')}
        </Button>
      </form>
    </Form>
  );
}
