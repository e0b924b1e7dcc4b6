import type { GridProps } from '../../../lib/admin-grid';
import { gridControls, queryGridProps, ROW_ACTION_LINK_CLASS } from '../../../lib/grid-controls';
import { DataTable, DataTableSelectFilter, DataTableToolbar, type DataTableActiveFilter, type DataTableColumn } from '@shop/ui/data-table';
import type { CustomerGridItem, CustomerGridQuery, CustomerGroupOption } from '../model';

export interface CustomersGridProps extends GridProps<CustomerGridItem, CustomerGridQuery> {
  groups: readonly CustomerGroupOption[];
  viewUrl: (id: number) => string;
}

const shownDate = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** Customers › All Customers (Magento's customer grid): keyword search (name, e-mail), group filter, sortable columns, pages. */
export function CustomersGrid({ rows, total, query, groups, onQueryChange, viewUrl, renderLink }: CustomersGridProps) {
  const { change, pager } = gridControls(query, total, onQueryChange);
  const columns: DataTableColumn<CustomerGridItem>[] = [
    { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, rowHeader: true },
    { id: 'email', header: 'Email', cell: (row) => <span className="break-all">{row.email}</span>, sortable: true },
    { id: 'group', header: 'Group', cell: (row) => row.group, sortable: true, hideOnPhone: true },
    { id: 'created_at', header: 'Customer Since', cell: (row) => shownDate(row.createdAt), sortable: true, hideOnPhone: true },
    { id: 'orders', header: 'Orders', cell: (row) => row.orders, sortable: true, align: 'end', hideOnPhone: true },
  ];
  const groupLabel = groups.find((group) => group.value === String(query.group))?.label;
  const chips: DataTableActiveFilter[] = [
    ...(query.search ? [{ id: 'search', label: 'Keyword', value: query.search }] : []),
    ...(query.group !== null ? [{ id: 'group', label: 'Group', value: groupLabel ?? String(query.group) }] : []),
  ];
  return (
    <DataTable
      caption="Customers"
      columns={columns}
      rows={rows}
      total={total}
      {...queryGridProps(query, change)}
      rowAction={(row) => renderLink({ href: viewUrl(row.id), className: ROW_ACTION_LINK_CLASS, 'aria-label': `View customer ${row.name}`, children: 'View' })}
      toolbar={
        <DataTableToolbar
          search={query.search}
          onSearch={(search) => change({ search })}
          searchLabel="Search by name or e-mail"
          filters={
            <DataTableSelectFilter label="Group" value={query.group === null ? null : String(query.group)} options={groups} onValueChange={(group) => change({ group: group === null ? null : Number(group) })} />
          }
          activeFilters={chips}
          onRemoveFilter={(id) => change({ [id]: id === 'search' ? '' : null })}
          onClearFilters={() => change({ search: '', group: null })}
        />
      }
      pager={pager}
    />
  );
}
