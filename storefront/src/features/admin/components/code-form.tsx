import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@shop/ui/button';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@shop/ui/form-field';
import { FormMessageArea } from '@shop/ui/forms';
import { Input } from '@shop/ui/input';
import { oneTimeCodeSchema, type OneTimeCodeValues } from '../model';
import { useFocusMessageAfterSubmit } from '../../../lib/focus-message';
import { useStaffCall } from '../hooks';
import { staffCode } from '../staff-contract';
import { SignOutForm } from './sign-out-form';

export interface CodeFormProps {
  /** While enrolling: the secret to add to an authenticator app, as a QR code (an image address) and as text. */
  enrol: { secret: string; qrCode: string } | null;
  /** The session's form_key, which Cancel's post carries. */
  formKey: string;
}

/**
 * The second step of the sign-in: the six-digit code of an authenticator app. The first time,
 * the secret is shown to scan (or type) and the first code confirms it.
 */
export function CodeForm({ enrol, formKey }: CodeFormProps) {
  const [error, setError] = useState<string | null>(null);
  const verify = useStaffCall(staffCode);
  const cancelForm = useId();
  const form = useForm<OneTimeCodeValues>({ resolver: zodResolver(oneTimeCodeSchema), defaultValues: { code: '' } });
  const formRef = useFocusMessageAfterSubmit({ submitting: form.formState.isSubmitting, hasMessage: error !== null });
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await verify(values);
    if (result.ok) window.location.assign(result.answer.location);
    else {
      setError(result.message);
      form.setValue('code', '');
    }
  });
  return (
    <Form {...form}>
      <form ref={formRef} aria-label="Two-factor authentication" noValidate onSubmit={submit} className="flex flex-col gap-5">
        <FormMessageArea message={error ? { type: 'error', text: error } : null} />
        {enrol ? (
          <div className="flex flex-col gap-3">
            <p className="text-neutral-700">
              Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then enter the six-digit code it shows.
            </p>
            <img src={enrol.qrCode} alt="QR code of the secret key" width={192} height={192} className="size-48 self-center bg-white p-2" />
            <p className="text-sm text-neutral-700">
              Cannot scan it? Enter this key in the app: <code className="break-all rounded bg-neutral-100 px-1 font-mono" data-testid="totp-secret">{enrol.secret}</code>
            </p>
          </div>
        ) : (
          <p className="text-neutral-700">Enter the six-digit code your authenticator app shows for this account.</p>
        )}
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem>
              <FormLabel required>Authentication code</FormLabel>
              <FormControl>
                <Input {...field} inputMode="numeric" autoComplete="one-time-code" maxLength={7} className="max-w-40 font-mono tracking-widest" />
              </FormControl>
              <FormDescription>The code changes every 30 seconds.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {enrol ? 'Confirm and sign in' : 'Verify'}
          </Button>
          {/* Cancel ends the half-open session, before the page hydrates too: it submits the form after this one. */}
          <Button type="submit" form={cancelForm} nativeSubmit variant="ghost">
            Cancel
          </Button>
        </div>
      </form>
      <SignOutForm formKey={formKey} id={cancelForm} />
    </Form>
  );
}
