import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Badge } from '@shop/ui/badge';
import { Button } from '@shop/ui/button';
import { ConfirmDialog } from '@shop/ui/confirm-dialog';
import { DescriptionList } from '@shop/ui/description-list';
import { Form } from '@shop/ui/form-field';
import { Panel } from '@shop/ui/panel';
import { useToast } from '@shop/ui/toast';
import { useAdminFormReload, type AdminFormSettings } from '../hooks';
import { staffAccountFormSchema, type StaffAccountFormValues } from '../model';
import { staffAccountResetTwoFactor, staffAccountSave } from '../staff-contract';
import { IdentityVerification, TextField } from './text-field';

export interface AccountFormProps {
  account: { username: string; firstname: string; lastname: string; email: string; role: string; twoFactorEnrolled: boolean };
  settings: AdminFormSettings;
  /** Reads the page's data again after a change. */
  onChanged: () => void;
}

/**
 * My Account (Magento's "Account Setting"): the signed-in member of staff's names, e-mail and a
 * new password, saved with "Your Password"; and a reset of their own two-factor enrolment.
 */
export function AccountForm({ account, settings, onChanged }: AccountFormProps) {
  const toast = useToast();
  const post = useAdminFormReload(settings);
  const form = useForm<StaffAccountFormValues>({
    resolver: zodResolver(staffAccountFormSchema),
    defaultValues: { firstname: account.firstname, lastname: account.lastname, email: account.email, password: '', password_confirmation: '', current_password: '' },
  });
  const clearPasswords = () => {
    form.setValue('password', '');
    form.setValue('password_confirmation', '');
    form.setValue('current_password', '');
  };
  const submit = form.handleSubmit(async (values) => {
    const answer = await post(staffAccountSave, values);
    clearPasswords();
    if (!answer) return;
    toast.show({ tone: 'success', text: answer.message });
    onChanged();
  });
  const resetTwoFactor = async () => {
    if (!(await form.trigger('current_password'))) return;
    const answer = await post(staffAccountResetTwoFactor, { current_password: form.getValues('current_password') });
    form.setValue('current_password', '');
    if (!answer) return;
    toast.show({ tone: 'success', text: answer.message });
    onChanged();
  };
  return (
    <Form {...form}>
      <form aria-label="Account setting" noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-6">
          <Panel title="Account Information" description={`User name: ${account.username} · Role: ${account.role}`}>
            <div className="grid gap-5 md:grid-cols-2">
              <TextField control={form.control} name="firstname" label="First Name" required autoComplete="given-name" />
              <TextField control={form.control} name="lastname" label="Last Name" required autoComplete="family-name" />
              <TextField control={form.control} name="email" label="Email" type="email" required autoComplete="email" />
              <div className="hidden md:block" />
              <TextField control={form.control} name="password" label="New Password" type="password" autoComplete="new-password" description="Leave empty to keep your password. At least 7 characters, with both letters and digits." />
              <TextField control={form.control} name="password_confirmation" label="Password Confirmation" type="password" autoComplete="new-password" />
            </div>
          </Panel>
          <IdentityVerification control={form.control} />
          <Button type="submit" className="self-start" loading={form.formState.isSubmitting}>
            Save Account
          </Button>
        </div>
        <Panel title="Two-Factor Authentication" className="self-start">
          <div className="flex flex-col gap-4">
            <DescriptionList items={[{ term: 'Status', details: account.twoFactorEnrolled ? <Badge tone="success">Enrolled</Badge> : 'Not enrolled' }]} />
            {account.twoFactorEnrolled ? (
              <ConfirmDialog
                title="Reset two-factor authentication"
                content="You will set up your authenticator app again at your next sign-in. Your Password is needed."
                confirmLabel="Reset"
                onConfirm={() => void resetTwoFactor()}
                trigger={
                  <Button type="button" variant="outline" size="sm" className="self-start">
                    Reset 2FA
                  </Button>
                }
              />
            ) : (
              <p className="text-sm text-neutral-700">You set up an authenticator app at your next sign-in when the shop requires it.</p>
            )}
          </div>
        </Panel>
      </form>
    </Form>
  );
}
