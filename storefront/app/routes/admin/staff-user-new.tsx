import { Link, useNavigate, useRouteLoaderData } from 'react-router';
import { Button } from '@shop/ui/button';
import { PageHeader } from '@shop/ui/page-header';
import { StaffUserForm } from '../../../src/features/admin-staff/components/staff-user-form';
import { withNotice } from '../../../src/features/admin-staff/hooks';
import { staffPaths } from '../../../src/features/admin-staff/model';
import type { loader as rootLoader } from '../../root';
import { requireStaff } from '../../lib/staff.server';
import type { Route } from './+types/staff-user-new';

export const meta = () => [{ title: 'New User · Admin' }];

/** System › Permissions › All Users › Add New User. */
export async function loader(args: Route.LoaderArgs) {
  const { formKey } = await requireStaff(args, 'system.staff');
  return { formKey };
}

export default function StaffUserNew({ loaderData }: Route.ComponentProps) {
  const { baseUrl } = useRouteLoaderData<typeof rootLoader>('root')!.settings;
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="New User"
        actions={
          <Button asChild variant="outline">
            <Link to={staffPaths.users}>Back</Link>
          </Button>
        }
      />
      <StaffUserForm user={null} isSelf={false} settings={{ baseUrl, formKey: loaderData.formKey }} onDone={({ location }) => void navigate(withNotice(location, 'saved'))} onChanged={() => undefined} />
    </div>
  );
}
