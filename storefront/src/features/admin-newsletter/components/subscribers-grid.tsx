import type { GridProps } from '../../../lib/admin-grid';
import { gridControls } from '../../../lib/grid-controls';
import { useGridSelection } from '../../../lib/grid-selection';
import { useState } from 'react';
import { Badge } from '@shop/ui/badge';
import { Button } from '@shop/ui/button';
import { ConfirmDialog } from '@shop/ui/confirm-dialog';
import { DataTable, DataTableMassActions, DataTableSelectFilter, DataTableToolbar, type DataTableActiveFilter, type DataTableColumn } from '@shop/ui/data-table';
import { SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES, type SubscriberGridItem, type SubscriberGridQuery, type SubscriberStatus } from '../../newsletter/model';

export interface SubscribersGridProps extends Omit<GridProps<SubscriberGridItem, SubscriberGridQuery>, 'renderLink'> {
  /** Unsubscribes subscribers; resolves once the page shows the result (true: it worked). */
  onUnsubscribe: (ids: number[]) => Promise<boolean>;
  /** Deletes subscribers; resolves once the page shows the result. */
  onDelete: (ids: number[]) => Promise<boolean>;
}

type Action = 'unsubscribe' | 'delete';

const STATUS_OPTIONS = SUBSCRIBER_STATUSES.map((value) => ({ value, label: SUBSCRIBER_STATUS_LABELS[value] }));
const ACTION_OPTIONS: { value: Action; label: string }[] = [
  { value: 'unsubscribe', label: 'Unsubscribe' },
  { value: 'delete', label: 'Delete' },
];
const TONES: Record<SubscriberStatus, 'success' | 'warning' | 'neutral'> = { subscribed: 'success', not_activated: 'warning', unsubscribed: 'neutral' };
/** An address that may wrap after its @ rather than anywhere. */
function breakable(email: string) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
const shownDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'short', timeZone: 'UTC' });

/**
 * Marketing › Newsletter Subscribers (Magento's grid): ID, e-mail, type (Guest or Customer), the
 * customer's name, status and dates; a search (address or name) and a status filter, pages; a row's
 * Unsubscribe and Delete and the same two as mass actions on the selected rows, each asked for again
 * before it runs.
 */
export function SubscribersGrid({ rows, total, query, onQueryChange, onUnsubscribe, onDelete }: SubscribersGridProps) {
  const selection = useGridSelection(rows, (row) => `Select subscriber ${row.id}`);
  const [action, setAction] = useState<'' | Action>('');
  const [asked, setAsked] = useState<{ action: Action; ids: number[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const { change, pager } = gridControls(query, total, onQueryChange, selection.clear);
  const run = async ({ action: chosen, ids }: { action: Action; ids: number[] }) => {
    setBusy(true);
    try {
      if (await (chosen === 'delete' ? onDelete(ids) : onUnsubscribe(ids))) selection.clear();
    } finally {
      setBusy(false);
    }
  };
  const { ids } = selection;

  const columns: DataTableColumn<SubscriberGridItem>[] = [
    selection.column,
    { id: 'id', header: 'ID', cell: (row) => row.id, rowHeader: true },
    { id: 'email', header: 'Email', cell: (row) => <span className="block min-w-28 break-words">{breakable(row.email)}</span> },
    { id: 'type', header: 'Type', cell: (row) => row.type, hideOnPhone: true },
    { id: 'name', header: 'Customer Name', cell: (row) => [row.firstname, row.lastname].filter(Boolean).join(' '), hideOnPhone: true },
    { id: 'status', header: 'Status', cell: (row) => <span className="whitespace-nowrap"><Badge tone={TONES[row.status]}>{SUBSCRIBER_STATUS_LABELS[row.status]}</Badge></span> },
    {
      id: 'dates',
      header: 'Dates',
      cell: (row) => (
        <span className="flex min-w-32 flex-col text-xs">
          <span>Added {shownDate(row.createdAt)}</span>
          <span className="text-neutral-700">Status {shownDate(row.changedAt)}</span>
        </span>
      ),
      hideOnPhone: true,
    },
  ];

  const chips: DataTableActiveFilter[] = [
    ...(query.search ? [{ id: 'search', label: 'Keyword', value: query.search }] : []),
    ...(query.status ? [{ id: 'status', label: 'Status', value: SUBSCRIBER_STATUS_LABELS[query.status] }] : []),
  ];
  const question = asked
    ? asked.action === 'delete'
      ? `Are you sure you want to delete the ${asked.ids.length} selected subscriber(s)?`
      : `Are you sure you want to unsubscribe the ${asked.ids.length} selected subscriber(s)?`
    : '';

  return (
    <>
      <DataTable
        caption="Newsletter Subscribers"
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        total={total}
        loading={busy}
        rowActionHeader="Action"
        rowAction={(row) => (
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {row.status !== 'unsubscribed' ? (
              <Button variant="link" size="sm" className="h-auto px-0" aria-label={`Unsubscribe ${row.email}`} disabled={busy} onClick={() => setAsked({ action: 'unsubscribe', ids: [row.id] })}>
                Unsubscribe
              </Button>
            ) : null}
            <Button variant="link" size="sm" className="h-auto px-0" aria-label={`Delete ${row.email}`} disabled={busy} onClick={() => setAsked({ action: 'delete', ids: [row.id] })}>
              Delete
            </Button>
          </span>
        )}
        toolbar={
          <div className="flex flex-col gap-3">
            <DataTableToolbar
              search={query.search}
              onSearch={(search) => change({ search })}
              searchLabel="Search by email or customer name"
              filters={
                <DataTableSelectFilter label="Status" value={query.status} options={STATUS_OPTIONS} onValueChange={(status) => change({ status })} />
              }
              activeFilters={chips}
              onRemoveFilter={(id) => change({ [id]: id === 'search' ? '' : null })}
              onClearFilters={() => change({ search: '', status: null })}
            />
            <DataTableMassActions
              actions={ACTION_OPTIONS}
              action={action}
              onActionChange={setAction}
              selected={ids.length}
              busy={busy}
              onSubmit={() => {
                if (action) setAsked({ action, ids });
              }}
            />
          </div>
        }
        pager={pager}
      />
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
        title={asked?.action === 'delete' ? 'Delete items' : 'Unsubscribe items'}
        content={question}
        confirmLabel="OK"
        confirmVariant={asked?.action === 'delete' ? 'danger' : 'primary'}
        onConfirm={() => {
          if (asked) void run(asked);
        }}
      />
    </>
  );
}
