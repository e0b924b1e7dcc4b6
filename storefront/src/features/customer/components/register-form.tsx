import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { createRegisterSchema, type RegisterFormValues } from '@shop/ui/validation';
import { Button } from '../../../../../ui/src/components/button';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '../../../../../ui/src/components/form-field';
import { Input } from '../../../../../ui/src/components/input';
import type { RegisterRequest, RegisterResponse } from '../api';

export interface RegisterFormProps {
  /** Creates the account. */
  register: (request: RegisterRequest) => Promise<RegisterResponse>;
  /** Called after the account was created. */
  onSuccess: (response: RegisterResponse) => void;
  /** The shop's password rules. @default 8 characters, 3 classes */
  passwordRules?: { minLength: number; minCharacterSets: number };
}

const noSubscription = () => () => {};
/** False on the server and while hydrating, true once the form's handlers are attached. */
function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

type TextField = 'firstname' | 'lastname' | 'email' | 'password' | 'password_confirmation';

const FIELDS: { name: TextField; label: string; type: string; autoComplete: string; description?: string }[] = [
  { name: 'firstname', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastname', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'password_confirmation', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
];

/** 'Create New Customer Account': personal information and sign-in information, checked as the shop checks them. */
export function RegisterForm({ register, onSuccess, passwordRules = { minLength: 8, minCharacterSets: 3 } }: RegisterFormProps) {
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(() => createRegisterSchema(passwordRules), [passwordRules]);
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { firstname: '', lastname: '', email: '', password: '', password_confirmation: '' },
  });
  const hydrated = useHydrated();
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const response = await register({
      firstname: values.firstname,
      lastname: values.lastname,
      email: values.email,
      password: values.password,
      password_confirmation: values.password_confirmation,
    });
    if (response.success) onSuccess(response);
    else setError(response.message ?? 'Something went wrong.');
  });
  return (
    <Form {...form}>
      <form aria-label="Create New Customer Account" noValidate onSubmit={submit} className="grid max-w-2xl gap-5 sm:grid-cols-2">
        <div role="alert" className="rounded-md bg-danger-50 px-4 py-3 text-sm text-danger-700 empty:hidden sm:col-span-2">
          {error}
        </div>
        {FIELDS.map((spec) => (
          <FormField
            key={spec.name}
            control={form.control}
            name={spec.name}
            render={({ field }) => (
              <FormItem className={spec.name === 'firstname' || spec.name === 'lastname' ? undefined : 'sm:col-span-2'}>
                <FormLabel required>{spec.label}</FormLabel>
                <FormControl>
                  <Input {...field} value={String(field.value ?? '')} type={spec.type} autoComplete={spec.autoComplete} trim={spec.name === 'email'} aria-required />
                </FormControl>
                {spec.name === 'password' ? (
                  <FormDescription>
                    At least {passwordRules.minLength} characters, using {passwordRules.minCharacterSets} of: lower case, upper case, digits, special characters.
                  </FormDescription>
                ) : null}
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" loading={form.formState.isSubmitting} disabled={!hydrated}>
            Create an Account
          </Button>
        </div>
      </form>
    </Form>
  );
}
