import { Link, useNavigate } from 'react-router';
import { PageHeader } from '@shop/ui/page-header';
import { CustomersGrid } from '../../../src/features/admin-customers/components/customers-grid';
import { customerGroups, customersGrid } from '../../../src/features/admin-customers/customers.server';
import { customerGridParams, customerGridQuery, customerPaths } from '../../../src/features/admin-customers/model';
import { requireStaff } from '../../lib/staff.server';
import type { Route } from './+types/customers';

export const meta = () => [{ title: 'Customers · Admin' }];

/** Customers › All Customers (administrators and Support): the grid's query is the page's address. */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'customers.view');
  const query = customerGridQuery(new URL(args.request.url).searchParams);
  const [grid, groups] = await Promise.all([customersGrid(shop.db, query), customerGroups(shop.db)]);
  return { query, groups, ...grid };
}

export default function Customers({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Customers" />
      <CustomersGrid
        rows={loaderData.rows}
        total={loaderData.total}
        query={loaderData.query}
        groups={loaderData.groups}
        onQueryChange={(query) => void navigate(`${customerPaths.grid}${customerGridParams(query)}`, { preventScrollReset: true })}
        viewUrl={customerPaths.view}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      />
    </div>
  );
}
