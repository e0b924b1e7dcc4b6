import { Link, useNavigate } from 'react-router';
import { Button } from '@shop/ui/button';
import { PageHeader } from '@shop/ui/page-header';
import { StaffUsersGrid } from '../../../src/features/admin-staff/components/staff-users-grid';
import { useAddressNotice } from '../../../src/features/admin-staff/hooks';
import { staffGridParams, staffGridQuery, staffPaths } from '../../../src/features/admin-staff/model';
import { requireStaff } from '../../lib/staff.server';
import type { Route } from './+types/staff-users';

export const meta = () => [{ title: 'Users · Admin' }];

/** System › Permissions › All Users: the grid's query is the page's address. */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'system.staff');
  const query = staffGridQuery(new URL(args.request.url).searchParams);
  return { query, ...(await shop.staff.list(query)) };
}

export default function StaffUsers({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  useAddressNotice();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Users"
        actions={
          <Button asChild>
            <Link to={staffPaths.newUser}>Add New User</Link>
          </Button>
        }
      />
      <StaffUsersGrid
        rows={loaderData.rows}
        total={loaderData.total}
        query={loaderData.query}
        onQueryChange={(query) => void navigate(`${staffPaths.users}${staffGridParams(query)}`, { preventScrollReset: true })}
        editUrl={staffPaths.editUser}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      />
    </div>
  );
}
