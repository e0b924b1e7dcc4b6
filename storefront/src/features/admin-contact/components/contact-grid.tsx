import type { GridProps } from '../../../lib/admin-grid';
import { gridControls, ROW_ACTION_LINK_CLASS } from '../../../lib/grid-controls';
import { DataTable, DataTableToolbar, type DataTableColumn } from '@shop/ui/data-table';
import type { ContactGridItem, ContactGridQuery } from '../model';

export interface ContactGridProps extends GridProps<ContactGridItem, ContactGridQuery> {
  /** The address of a message's view. */
  viewUrl: (id: number) => string;
}

const shownDate = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' });

/** An unread message's cells are bold, and say so to a screen reader once (in the name). */
const weight = (row: ContactGridItem) => (row.read ? 'font-normal' : 'font-bold');

/** Customers › Contact Messages: newest first, unread ones bold, a search over sender and text, pages. */
export function ContactGrid({ rows, total, query, onQueryChange, viewUrl, renderLink }: ContactGridProps) {
  const { change, pager } = gridControls(query, total, onQueryChange);
  const columns: DataTableColumn<ContactGridItem>[] = [
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (row) => (
        <span className={weight(row)}>
          {row.name}
          {row.read ? null : <span className="sr-only"> (unread)</span>}
        </span>
      ),
    },
    { id: 'email', header: 'Email', cell: (row) => <span className={`break-all ${weight(row)}`}>{row.email}</span>, hideOnPhone: true },
    { id: 'comment', header: 'Comment', cell: (row) => <span className={`block max-w-md break-words ${weight(row)}`}>{row.excerpt}</span> },
    { id: 'received', header: 'Received', cell: (row) => <span className={weight(row)}>{shownDate(row.receivedAt)}</span>, hideOnPhone: true },
  ];
  return (
    <DataTable
      caption="Contact messages, newest first"
      hideCaption
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      total={total}
      emptyText="We couldn't find any records."
      rowActionHeader="Action"
      rowAction={(row) =>
        renderLink({ href: viewUrl(row.id), className: ROW_ACTION_LINK_CLASS, 'aria-label': `View message from ${row.name}`, children: 'View' })
      }
      toolbar={<DataTableToolbar search={query.search} onSearch={(search) => change({ search })} searchLabel="Search by name, e-mail or text" />}
      pager={pager}
    />
  );
}
