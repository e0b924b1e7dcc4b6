import { Link, useNavigate } from 'react-router';
import { PageHeader } from '@shop/ui/page-header';
import { OrdersGrid } from '../../../src/features/admin-orders/components/orders-grid';
import { orderGridParams, orderGridQuery } from '../../../src/features/admin-orders/model';
import { ordersGrid } from '../../../src/features/admin-orders/grid.server';
import { requireStaff } from '../../lib/staff.server';
import type { Route } from './+types/orders';

export const meta = () => [{ title: 'Orders · Admin' }];

/** Sales › Orders: the grid's query is the page's address. */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'sales.orders.view');
  const query = orderGridQuery(new URL(args.request.url).searchParams);
  return { query, ...(await ordersGrid(shop.db, query)) };
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Orders" />
      <OrdersGrid
        rows={loaderData.rows}
        total={loaderData.total}
        query={loaderData.query}
        onQueryChange={(query) => void navigate(`/admin/sales/order${orderGridParams(query)}`, { preventScrollReset: true })}
        viewUrl={(id) => `/admin/sales/order/view/${id}`}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      />
    </div>
  );
}
