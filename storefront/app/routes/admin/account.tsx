import { useRevalidator, useRouteLoaderData } from 'react-router';
import { PageHeader } from '@shop/ui/page-header';
import { AccountForm } from '../../../src/features/admin-staff/components/account-form';
import { STAFF_ROLES } from '../../../src/features/admin/permissions';
import type { loader as rootLoader } from '../../root';
import { requireStaff } from '../../lib/staff.server';
import type { Route } from './+types/account';

export const meta = () => [{ title: 'My Account · Admin' }];

/** My Account: every member of staff's own account setting. */
export async function loader(args: Route.LoaderArgs) {
  const { access, formKey } = await requireStaff(args);
  const { member } = access;
  return {
    formKey,
    account: { username: member.username, firstname: member.firstname, lastname: member.lastname, email: member.email, role: STAFF_ROLES[member.role].label, twoFactorEnrolled: member.twoFactorEnrolled },
  };
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { baseUrl } = useRouteLoaderData<typeof rootLoader>('root')!.settings;
  const revalidator = useRevalidator();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="My Account" />
      <AccountForm key={JSON.stringify(loaderData.account)} account={loaderData.account} settings={{ baseUrl, formKey: loaderData.formKey }} onChanged={() => void revalidator.revalidate()} />
    </div>
  );
}
