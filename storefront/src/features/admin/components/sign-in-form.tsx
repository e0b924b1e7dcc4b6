import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@shop/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@shop/ui/form-field';
import { FormMessageArea } from '@shop/ui/forms';
import { Input } from '@shop/ui/input';
import { staffSignInSchema, type StaffSignInValues } from '../model';
import { useFocusMessageAfterSubmit } from '../../../lib/focus-message';
import { useStaffCall } from '../hooks';
import { staffSignIn } from '../staff-contract';

/** The back office's sign-in (Magento's "Welcome, please sign in"): user name and password. */
export function SignInForm() {
  const [error, setError] = useState<string | null>(null);
  const signIn = useStaffCall(staffSignIn);
  const form = useForm<StaffSignInValues>({ resolver: zodResolver(staffSignInSchema), defaultValues: { username: '', password: '' } });
  const formRef = useFocusMessageAfterSubmit({ submitting: form.formState.isSubmitting, hasMessage: error !== null });
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await signIn(values);
    if (result.ok) window.location.assign(result.answer.location);
    else {
      setError(result.message);
      form.setValue('password', '');
    }
  });
  return (
    <Form {...form}>
      <form ref={formRef} aria-label="Sign in" noValidate onSubmit={submit} className="flex flex-col gap-5">
        <FormMessageArea message={error ? { type: 'error', text: error } : null} />
        <FormField
          control={form.control}
          name="username"
          render={({ field }) => (
            <FormItem>
              <FormLabel required>Username</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="username" autoCapitalize="none" spellCheck={false} />
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
                <Input {...field} type="password" autoComplete="current-password" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="self-start" loading={form.formState.isSubmitting}>
          Sign in
        </Button>
      </form>
    </Form>
  );
}
