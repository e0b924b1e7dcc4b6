import { data, Link, useNavigate, useRevalidator, useRouteLoaderData } from 'react-router';
import { Badge } from '@shop/ui/badge';
import { Button } from '@shop/ui/button';
import { PageHeader } from '@shop/ui/page-header';
import { useToast } from '@shop/ui/toast';
import { StaffUserForm } from '../../../src/features/admin-staff/components/staff-user-form';
import { useAddressNotice, withNotice } from '../../../src/features/admin-staff/hooks';
import { staffPaths } from '../../../src/features/admin-staff/model';
import type { loader as rootLoader } from '../../root';
import { requireStaff, staffHeaders } from '../../lib/staff.server';
import type { Route } from './+types/staff-user-edit';

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: `${loaderData?.user.username ?? 'User'} · Users · Admin` }];

/** System › Permissions › All Users › a user's "User Info". */
export async function loader(args: Route.LoaderArgs) {
  const { access, formKey, shop } = await requireStaff(args, 'system.staff');
  const id = Number(args.params.id);
  const user = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await shop.staff.user(id) : null;
  if (!user) throw data('This user no longer exists.', { status: 404, headers: staffHeaders });
  return { user, formKey, isSelf: user.id === access.member.id };
}

export default function StaffUserEdit({ loaderData }: Route.ComponentProps) {
  const { baseUrl } = useRouteLoaderData<typeof rootLoader>('root')!.settings;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const { user, formKey, isSelf } = loaderData;
  useAddressNotice();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={`${user.firstname} ${user.lastname}`}
        meta={user.username}
        status={<Badge tone={user.isActive ? 'success' : 'neutral'}>{user.isActive ? 'Active' : 'Inactive'}</Badge>}
        actions={
          <Button asChild variant="outline">
            <Link to={staffPaths.users}>Back</Link>
          </Button>
        }
      />
      {/* Keyed by the record, so a save that changes it shows the saved values. */}
      <StaffUserForm
        key={JSON.stringify(user)}
        user={user}
        isSelf={isSelf}
        settings={{ baseUrl, formKey }}
        onDone={({ message, location }) => {
          if (location === staffPaths.editUser(user.id)) {
            toast.show({ tone: 'success', text: message });
            void revalidator.revalidate();
          } else void navigate(withNotice(location, 'deleted'));
        }}
        onChanged={() => void revalidator.revalidate()}
      />
    </div>
  );
}
