import { data, Link } from 'react-router';
import { Button } from '@shop/ui/button';
import { PageHeader } from '@shop/ui/page-header';
import { CustomerView } from '../../../src/features/admin-customers/components/customer-view';
import { customerView } from '../../../src/features/admin-customers/customers.server';
import { customerPaths } from '../../../src/features/admin-customers/model';
import { requireStaff, staffHeaders } from '../../lib/staff.server';
import type { Route } from './+types/customers-view';

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: `${loaderData ? `${loaderData.customer.firstname} ${loaderData.customer.lastname}` : 'Customer'} · Customers · Admin` }];

/** A customer, read only (administrators and Support). */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'customers.view');
  const id = Number(args.params.id);
  const view = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await customerView(shop.db, id) : null;
  if (!view) throw data('This customer no longer exists.', { status: 404, headers: staffHeaders });
  return view;
}

export default function CustomersView({ loaderData }: Route.ComponentProps) {
  const { customer } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={`${customer.firstname} ${customer.lastname}`}
        meta={customer.email}
        actions={
          <Button asChild variant="outline">
            <Link to={customerPaths.grid}>Back</Link>
          </Button>
        }
      />
      <CustomerView {...loaderData} orderUrl={customerPaths.order} renderLink={({ href, ...props }) => <Link to={href} {...props} />} />
    </div>
  );
}
