import type { GridProps } from '../../../lib/admin-grid';
import { gridControls, queryGridProps, ROW_ACTION_LINK_CLASS } from '../../../lib/grid-controls';
import { Badge } from '@shop/ui/badge';
import { DataTable, DataTableSelectFilter, DataTableToolbar, type DataTableActiveFilter, type DataTableColumn } from '@shop/ui/data-table';
import { STAFF_ROLES } from '../../admin/permissions';
import { ROLE_OPTIONS, type StaffGridQuery, type StaffUserItem } from '../model';

export interface StaffUsersGridProps extends GridProps<StaffUserItem, StaffGridQuery> {
  editUrl: (id: number) => string;
}

const shownDate = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }) : 'Never');

/** System › Permissions › All Users (Magento's user grid): search, role filter, sortable columns, pages; a locked account shows "Locked" beside its status. */
export function StaffUsersGrid({ rows, total, query, onQueryChange, editUrl, renderLink }: StaffUsersGridProps) {
  const { change, pager } = gridControls(query, total, onQueryChange);
  const columns: DataTableColumn<StaffUserItem>[] = [
    { id: 'username', header: 'User Name', cell: (row) => row.username, sortable: true, rowHeader: true },
    { id: 'name', header: 'Name', cell: (row) => `${row.firstname} ${row.lastname}`, sortable: true, hideOnPhone: true },
    { id: 'email', header: 'Email', cell: (row) => row.email, sortable: true, hideOnPhone: true },
    { id: 'role', header: 'Role', cell: (row) => STAFF_ROLES[row.role].label, sortable: true, hideOnPhone: true },
    {
      id: 'is_active',
      header: 'Status',
      cell: (row) => (
        <span className="flex flex-wrap gap-1">
          <Badge tone={row.isActive ? 'success' : 'neutral'}>{row.isActive ? 'Active' : 'Inactive'}</Badge>
          {row.lockedUntil ? <Badge tone="danger">Locked</Badge> : null}
        </span>
      ),
      sortable: true,
    },
    { id: 'two_factor', header: '2FA', cell: (row) => <Badge tone={row.twoFactorEnrolled ? 'success' : 'neutral'}>{row.twoFactorEnrolled ? 'Enrolled' : 'No'}</Badge>, hideOnPhone: true },
    { id: 'last_login_at', header: 'Last Sign-in', cell: (row) => shownDate(row.lastLoginAt), sortable: true, hideOnPhone: true },
  ];
  const chips: DataTableActiveFilter[] = [
    ...(query.search ? [{ id: 'search', label: 'Keyword', value: query.search }] : []),
    ...(query.role ? [{ id: 'role', label: 'Role', value: STAFF_ROLES[query.role].label }] : []),
  ];
  return (
    <DataTable
      caption="Users"
      columns={columns}
      rows={rows}
      total={total}
      {...queryGridProps(query, change)}
      rowAction={(row) => renderLink({ href: editUrl(row.id), className: ROW_ACTION_LINK_CLASS, 'aria-label': `Edit user ${row.username}`, children: 'Edit' })}
      toolbar={
        <DataTableToolbar
          search={query.search}
          onSearch={(search) => change({ search })}
          searchLabel="Search by user name, name or e-mail"
          filters={
            <DataTableSelectFilter label="Role" value={query.role} options={ROLE_OPTIONS} onValueChange={(role) => change({ role })} />
          }
          activeFilters={chips}
          onRemoveFilter={(id) => change({ [id]: id === 'search' ? '' : null })}
          onClearFilters={() => change({ search: '', role: null })}
        />
      }
      pager={pager}
    />
  );
}
