import type { GridProps } from '../../../lib/admin-grid';
import { gridControls, queryGridProps, ROW_ACTION_LINK_CLASS } from '../../../lib/grid-controls';
import { DataTable, DataTableSelectFilter, DataTableToolbar, type DataTableColumn, type DataTableActiveFilter } from '@shop/ui/data-table';
import { DatePicker } from '@shop/ui/date-picker';
import { formatMoney } from '@shop/ui/money';
import { ORDER_STATUS_LABELS, type OrderGridItem, type OrderGridQuery, type OrderStatusCode } from '../model';
import { OrderStatusBadge } from './order-status-badge';

export interface OrdersGridProps extends GridProps<OrderGridItem, OrderGridQuery> {
  /** The address of an order's view. */
  viewUrl: (id: number) => string;
}

const STATUS_OPTIONS = (Object.keys(ORDER_STATUS_LABELS) as OrderStatusCode[]).map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));
const shownDate = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' });
const isoDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const localDay = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00`) : null);

/**
 * Sales › Orders (Magento's order grid): keyword search (order number, e-mail, name), status and
 * purchase-date filters with their chips, sortable columns, pages. Changing the search or a filter
 * goes back to the first page.
 */
export function OrdersGrid({ rows, total, query, onQueryChange, viewUrl, renderLink }: OrdersGridProps) {
  const { change, pager } = gridControls(query, total, onQueryChange);
  const columns: DataTableColumn<OrderGridItem>[] = [
    { id: 'increment_id', header: 'ID', cell: (row) => row.incrementId, sortable: true, rowHeader: true },
    { id: 'created_at', header: 'Purchase Date', cell: (row) => shownDate(row.createdAt), sortable: true, hideOnPhone: true },
    { id: 'billing_name', header: 'Bill-to Name', cell: (row) => row.billingName, sortable: true },
    { id: 'email', header: 'Customer Email', cell: (row) => <span className="break-all">{row.email}</span>, hideOnPhone: true },
    { id: 'grand_total', header: 'Grand Total', cell: (row) => formatMoney(row.grandTotal, { currency: row.currency }), sortable: true, align: 'end' },
    { id: 'status', header: 'Status', cell: (row) => <OrderStatusBadge status={row.status} />, sortable: true },
  ];
  const chips: DataTableActiveFilter[] = [
    ...(query.search ? [{ id: 'search', label: 'Keyword', value: query.search }] : []),
    ...(query.status ? [{ id: 'status', label: 'Status', value: ORDER_STATUS_LABELS[query.status] }] : []),
    ...(query.from ? [{ id: 'from', label: 'Purchase Date from', value: query.from }] : []),
    ...(query.to ? [{ id: 'to', label: 'Purchase Date to', value: query.to }] : []),
  ];
  return (
    <DataTable
      caption="Orders"
      {...queryGridProps(query, change)}
      columns={columns}
      rows={rows}
      total={total}
      rowAction={(row) =>
        renderLink({ href: viewUrl(row.id), className: ROW_ACTION_LINK_CLASS, 'aria-label': `View order ${row.incrementId}`, children: 'View' })
      }
      toolbar={
        <DataTableToolbar
          search={query.search}
          onSearch={(search) => change({ search })}
          searchLabel="Search by order number, e-mail or name"
          filters={
            <>
              <DataTableSelectFilter label="Status" value={query.status} options={STATUS_OPTIONS} onValueChange={(status) => change({ status })} />
              <DatePicker label="Purchase Date from" value={localDay(query.from)} onValueChange={(date) => change({ from: date ? isoDay(date) : null })} className="w-60" />
              <DatePicker label="Purchase Date to" value={localDay(query.to)} onValueChange={(date) => change({ to: date ? isoDay(date) : null })} className="w-60" />
            </>
          }
          activeFilters={chips}
          onRemoveFilter={(id) => change({ [id]: id === 'search' ? '' : null })}
          onClearFilters={() => change({ search: '', status: null, from: null, to: null })}
        />
      }
      pager={pager}
    />
  );
}
