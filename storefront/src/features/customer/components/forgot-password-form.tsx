import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { refineRules } from '@shop/ui/validation';
import { Button } from '@shop/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@shop/ui/form-field';
import { Input } from '@shop/ui/input';
import { useHydrated } from '@shop/ui/hooks';
import { cn } from '@shop/ui/cn';
import type { RegisterResponse } from '../api';

/** The e-mail field: trimmed, required, a valid address. */
const emailSchema = z.object({ email: z.string().trim().superRefine(refineRules('required-entry', 'validate-email')) });

export interface ForgotPasswordFormProps {
  /** Asks for the reset e-mail. */
  requestReset: (email: string) => Promise<RegisterResponse>;
}

/** 'Forgot Your Password?': the e-mail address to send the reset link to. */
export function ForgotPasswordForm({ requestReset }: ForgotPasswordFormProps) {
  const [answer, setAnswer] = useState<RegisterResponse | null>(null);
  const hydrated = useHydrated();
  const form = useForm<{ email: string }>({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });
  const submit = form.handleSubmit(async ({ email }) => setAnswer(await requestReset(email)));
  return (
    <Form {...form}>
      <form aria-label="Forgot Your Password?" noValidate onSubmit={submit} className="flex max-w-md flex-col gap-5">
        <div
          role="alert"
          className={cn('rounded-md px-4 py-3 text-sm empty:hidden', answer?.success ? 'bg-success-50 text-success-700' : 'bg-danger-50 text-danger-700')}
        >
          {answer?.message}
        </div>
        <p className="text-neutral-700">Please enter your email address below to receive a password reset link.</p>
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel required>Email Address</FormLabel>
              <FormControl>
                <Input {...field} type="email" autoComplete="email" trim aria-required />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="self-start" loading={form.formState.isSubmitting} disabled={!hydrated}>
          Reset My Password
        </Button>
      </form>
    </Form>
  );
}
