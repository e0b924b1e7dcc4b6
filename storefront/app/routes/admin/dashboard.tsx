import { Link, useRouteLoaderData } from 'react-router';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { formatMoney } from '@shop/ui/money';
import { PageHeader } from '@shop/ui/page-header';
import { Panel } from '@shop/ui/panel';
import { OrderStatusBadge } from '../../../src/features/admin-orders/components/order-status-badge';
import { ordersGrid } from '../../../src/features/admin-orders/grid.server';
import { DEFAULT_ORDER_GRID_QUERY, type OrderGridItem } from '../../../src/features/admin-orders/model';
import { ADMIN_MENU_SECTIONS } from '../../../src/lib/admin-menu';
import { requireStaff } from '../../lib/staff.server';
import type { loader as frameLoader } from './frame';
import type { Route } from './+types/dashboard';

export const meta = () => [{ title: 'Dashboard · Admin' }];

/** Magento's dashboard "Last Orders": the five newest, for a member of staff who may see orders. */
export async function loader(args: Route.LoaderArgs) {
  const { access, shop } = await requireStaff(args);
  if (!access.can('sales.orders.view')) return { lastOrders: null };
  const { rows, total } = await ordersGrid(shop.db, { ...DEFAULT_ORDER_GRID_QUERY, limit: 5 });
  return { lastOrders: { rows, total } };
}

const lastOrderColumns: DataTableColumn<OrderGridItem>[] = [
  {
    id: 'order',
    header: 'Order',
    rowHeader: true,
    cell: (row) => (
      <Link to={`/admin/sales/order/view/${row.id}`} className="font-semibold text-brand-700 underline underline-offset-4">
        {row.incrementId}
      </Link>
    ),
  },
  { id: 'customer', header: 'Customer', cell: (row) => row.billingName },
  { id: 'total', header: 'Total', cell: (row) => formatMoney(row.grandTotal, { currency: row.currency }), align: 'end' },
  { id: 'status', header: 'Status', cell: (row) => <OrderStatusBadge status={row.status} />, hideOnPhone: true },
];

/** The back office's first page: the last orders, and where each of the member of staff's areas is. */
export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { member, menu } = useRouteLoaderData<typeof frameLoader>('routes/admin/frame')!;
  const areas = ADMIN_MENU_SECTIONS.filter((section) => section !== 'Dashboard' && menu.some((entry) => entry.section === section));
  const { lastOrders } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Dashboard" meta={`Signed in as ${member.name} (${member.role})`} />
      {lastOrders ? (
        <Panel title="Last Orders" flush>
          <DataTable caption="Last Orders" hideCaption columns={lastOrderColumns} rows={lastOrders.rows} rowKey={(row) => row.id} emptyText="We couldn't find any records." />
        </Panel>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {areas.map((section) => (
          <Panel key={section} title={section}>
            <ul className="flex flex-col gap-1">
              {menu
                .filter((entry) => entry.section === section)
                .map((entry) => (
                  <li key={entry.to}>
                    <Link to={entry.to} className="text-brand-700 underline underline-offset-4">
                      {entry.label}
                    </Link>
                  </li>
                ))}
            </ul>
          </Panel>
        ))}
      </div>
    </div>
  );
}
