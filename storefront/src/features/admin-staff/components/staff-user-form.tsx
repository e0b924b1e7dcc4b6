import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Badge } from '@shop/ui/badge';
import { Button } from '@shop/ui/button';
import { ConfirmDialog } from '@shop/ui/confirm-dialog';
import { DescriptionList } from '@shop/ui/description-list';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@shop/ui/form-field';
import { Panel } from '@shop/ui/panel';
import { Select } from '@shop/ui/select';
import { Switch } from '@shop/ui/switch';
import { useToast } from '@shop/ui/toast';
import { useStaffCall } from '../../admin/hooks';
import { useAdminFormReload, type AdminFormSettings } from '../hooks';
import { ROLE_OPTIONS, staffUserFormSchema, type StaffUserFormValues, type StaffUserItem } from '../model';
import { staffUserDelete, staffUserResetTwoFactor, staffUserSave, staffUserUnlock } from '../staff-contract';
import { IdentityVerification, TextField } from './text-field';

export interface StaffUserFormProps {
  /** The member of staff edited; null for "New User". */
  user: StaffUserItem | null;
  settings: AdminFormSettings;
  /** Whether the user edited is the signed-in administrator (who cannot delete themselves). */
  isSelf: boolean;
  /** After a save or a delete: the notice and the address the server answered with. */
  onDone: (answer: { message: string; location: string }) => void;
  /** Reads the page's data again (after an unlock or a reset). */
  onChanged: () => void;
}

export const STAFF_USER_FORM_ID = 'staff-user-form';

/**
 * System › Permissions › User Info (Magento's admin user form): account information, the role,
 * and "Your Password" to save; for an existing member, unlock and two-factor reset. Saves with
 * the admin form reload; "Delete User" asks first and needs "Your Password" too.
 */
export function StaffUserForm({ user, settings, isSelf, onDone, onChanged }: StaffUserFormProps) {
  const toast = useToast();
  const post = useAdminFormReload(settings);
  const unlock = useStaffCall(staffUserUnlock);
  const resetTwoFactor = useStaffCall(staffUserResetTwoFactor);
  const form = useForm<StaffUserFormValues>({
    resolver: zodResolver(staffUserFormSchema),
    defaultValues: {
      user_id: user?.id ?? '',
      username: user?.username ?? '',
      firstname: user?.firstname ?? '',
      lastname: user?.lastname ?? '',
      email: user?.email ?? '',
      role: user?.role ?? 'support',
      is_active: user?.isActive ?? true,
      password: '',
      password_confirmation: '',
      current_password: '',
    },
  });
  const clearPasswords = () => {
    form.setValue('password', '');
    form.setValue('password_confirmation', '');
    form.setValue('current_password', '');
  };
  const submit = form.handleSubmit(async (values) => {
    const answer = await post(staffUserSave, { ...values, user_id: user?.id ?? '', is_active: values.is_active === true ? '1' : '0' });
    clearPasswords();
    if (answer) onDone(answer);
  });
  const remove = async () => {
    if (!user || !(await form.trigger('current_password'))) return;
    const answer = await post(staffUserDelete, { user_id: user.id, current_password: form.getValues('current_password') });
    if (answer) onDone(answer);
  };
  const act = async (call: typeof unlock | typeof resetTwoFactor) => {
    if (!user) return;
    const result = await call({ user_id: user.id });
    toast.show(result.ok ? { tone: 'success', text: result.answer.message } : { tone: 'error', text: result.message });
    if (result.ok) onChanged();
  };

  return (
    <Form {...form}>
      <form id={STAFF_USER_FORM_ID} aria-label={user ? `Edit user ${user.username}` : 'New user'} noValidate onSubmit={submit} className={user ? 'grid gap-6 lg:grid-cols-[2fr_1fr]' : 'max-w-4xl'}>
        <div className="flex flex-col gap-6">
          <Panel title="Account Information">
            <div className="grid gap-5 md:grid-cols-2">
              <TextField control={form.control} name="username" label="User Name" required autoComplete="off" />
              <TextField control={form.control} name="email" label="Email" type="email" required autoComplete="off" />
              <TextField control={form.control} name="firstname" label="First Name" required autoComplete="off" />
              <TextField control={form.control} name="lastname" label="Last Name" required autoComplete="off" />
              <TextField
                control={form.control}
                name="password"
                label={user ? 'New Password' : 'Password'}
                type="password"
                required={!user}
                autoComplete="new-password"
                description={user ? 'Leave empty to keep the current password.' : 'At least 7 characters, with both letters and digits.'}
              />
              <TextField control={form.control} name="password_confirmation" label="Password Confirmation" type="password" required={!user} autoComplete="new-password" />
            </div>
          </Panel>
          <Panel title="User Role">
            <div className="grid gap-5 md:grid-cols-2">
              <FormField
                control={form.control}
                name="role"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel required>Role</FormLabel>
                    <FormControl>
                      <Select name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur} options={ROLE_OPTIONS} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="is_active"
                render={({ field }) => (
                  <FormItem className="justify-end">
                    <FormControl>
                      <Switch label="This account is active" checked={field.value === true} onCheckedChange={(checked) => field.onChange(checked)} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
          </Panel>
          <IdentityVerification control={form.control} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save User
            </Button>
            {user && !isSelf ? (
              <ConfirmDialog
                title="Delete User"
                content={`Are you sure you want to delete ${user.username}? Their sessions end at once. Your Password is needed.`}
                confirmLabel="Delete User"
                confirmVariant="danger"
                onConfirm={() => void remove()}
                trigger={
                  <Button type="button" variant="outline">
                    Delete User
                  </Button>
                }
              />
            ) : null}
          </div>
        </div>
        {user ? (
          <Panel title="Sign-in Security" className="self-start">
            <div className="flex flex-col gap-4">
              <DescriptionList
                items={[
                  { term: 'Locked', details: user.lockedUntil ? <Badge tone="danger">Until {new Date(user.lockedUntil).toLocaleString('en-US', { timeStyle: 'short', dateStyle: 'short', timeZone: 'UTC' })} UTC</Badge> : 'No' },
                  { term: '2FA', details: user.twoFactorEnrolled ? <Badge tone="success">Enrolled</Badge> : 'Not enrolled' },
                  { term: 'Last sign-in', details: user.lastLoginAt ? `${new Date(user.lastLoginAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC` : 'Never' },
                ]}
              />
              <div className="flex flex-wrap gap-3">
                {user.lockedUntil ? (
                  <Button type="button" variant="outline" size="sm" onClick={() => void act(unlock)}>
                    Unlock
                  </Button>
                ) : null}
                {user.twoFactorEnrolled ? (
                  <ConfirmDialog
                    title="Reset two-factor authentication"
                    content={`${user.username} will set up an authenticator app again at their next sign-in.`}
                    confirmLabel="Reset"
                    onConfirm={() => void act(resetTwoFactor)}
                    trigger={
                      <Button type="button" variant="outline" size="sm">
                        Reset 2FA
                      </Button>
                    }
                  />
                ) : null}
              </div>
            </div>
          </Panel>
        ) : null}
      </form>
    </Form>
  );
}
