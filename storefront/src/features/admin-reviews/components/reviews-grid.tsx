import type { GridProps } from '../../../lib/admin-grid';
import { gridControls, ROW_ACTION_LINK_CLASS } from '../../../lib/grid-controls';
import { useGridSelection } from '../../../lib/grid-selection';
import { useState } from 'react';
import { Button } from '@shop/ui/button';
import { ConfirmDialog } from '@shop/ui/confirm-dialog';
import { DataTable, DataTableMassActions, DataTableSelectFilter, DataTableToolbar, type DataTableActiveFilter, type DataTableColumn } from '@shop/ui/data-table';
import { Select } from '@shop/ui/select';
import { REVIEW_STATUS_CODES, REVIEW_STATUS_LABELS, type ReviewGridItem, type ReviewGridQuery, type ReviewStatusCode } from '../model';
import { ReviewStatusBadge } from './review-status-badge';

export interface ReviewsGridProps extends GridProps<ReviewGridItem, ReviewGridQuery> {
  /** Puts reviews in a status; resolves once the page shows the result. */
  onUpdateStatus: (ids: number[], status: ReviewStatusCode) => Promise<boolean>;
  /** Deletes reviews; resolves once the page shows the result. */
  onDelete: (ids: number[]) => Promise<boolean>;
  /** The address of a review's edit page. */
  editUrl: (id: number) => string;
}

const STATUS_OPTIONS = REVIEW_STATUS_CODES.map((value) => ({ value, label: REVIEW_STATUS_LABELS[value] }));
const ACTION_OPTIONS: { value: 'status' | 'delete'; label: string }[] = [
  { value: 'status', label: 'Update Status' },
  { value: 'delete', label: 'Delete' },
];
const shownDate = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' });
const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);

/**
 * Marketing › All Reviews (Magento's review grid): pending reviews first, a status filter and a
 * search (product, nickname, summary), pages; a row's Edit, Approve and Not Approve, and the mass
 * actions "Update Status" and "Delete" on the selected rows, each asked for again before it runs.
 */
export function ReviewsGrid({ rows, total, query, onQueryChange, onUpdateStatus, onDelete, editUrl, renderLink }: ReviewsGridProps) {
  const selection = useGridSelection(rows, (row) => `Select review ${row.id}`);
  const [action, setAction] = useState<'' | 'status' | 'delete'>('');
  const [status, setStatus] = useState<ReviewStatusCode | ''>('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { change, pager } = gridControls(query, total, onQueryChange, selection.clear);
  const run = async (work: () => Promise<boolean>) => {
    setBusy(true);
    try {
      if (await work()) selection.clear();
    } finally {
      setBusy(false);
    }
  };
  const { ids } = selection;

  const columns: DataTableColumn<ReviewGridItem>[] = [
    selection.column,
    { id: 'id', header: 'ID', cell: (row) => row.id, rowHeader: true },
    { id: 'created_at', header: 'Created', cell: (row) => <span className="block min-w-20">{shownDate(row.createdAt)}</span>, hideOnPhone: true },
    { id: 'status', header: 'Status', cell: (row) => <ReviewStatusBadge status={row.status} /> },
    { id: 'title', header: 'Title', cell: (row) => <span className="block min-w-28 break-words">{row.title}</span> },
    { id: 'nickname', header: 'Nickname', cell: (row) => row.nickname },
    { id: 'detail', header: 'Review', cell: (row) => <span className="block min-w-40 max-w-xs break-words text-neutral-800">{excerpt(row.detail)}</span>, hideOnPhone: true },
    {
      id: 'product',
      header: 'Product',
      cell: (row) => (
        <span className="flex min-w-28 flex-col">
          <span>{row.productName}</span>
          <span className="text-xs text-neutral-700">{row.sku}</span>
        </span>
      ),
      hideOnPhone: true,
    },
  ];

  const chips: DataTableActiveFilter[] = [
    ...(query.search ? [{ id: 'search', label: 'Keyword', value: query.search }] : []),
    ...(query.status ? [{ id: 'status', label: 'Status', value: REVIEW_STATUS_LABELS[query.status] }] : []),
  ];
  const ready = ids.length > 0 && (action === 'delete' || (action === 'status' && status !== ''));
  const question =
    action === 'delete'
      ? `Are you sure you want to delete the ${ids.length} selected review(s)?`
      : `Are you sure you want to set the ${ids.length} selected review(s) to ${status ? REVIEW_STATUS_LABELS[status] : ''}?`;

  return (
    <>
      <DataTable
        caption="Reviews"
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        total={total}
        loading={busy}
        rowActionHeader="Action"
        rowAction={(row) => (
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {renderLink({ href: editUrl(row.id), className: ROW_ACTION_LINK_CLASS, 'aria-label': `Edit review ${row.id}`, children: 'Edit' })}
            {row.status !== 'approved' ? (
              <Button variant="link" size="sm" className="h-auto px-0" aria-label={`Approve review ${row.id}`} disabled={busy} onClick={() => void run(() => onUpdateStatus([row.id], 'approved'))}>
                Approve
              </Button>
            ) : null}
            {row.status === 'pending' ? (
              <Button variant="link" size="sm" className="h-auto px-0" aria-label={`Not approve review ${row.id}`} disabled={busy} onClick={() => void run(() => onUpdateStatus([row.id], 'not_approved'))}>
                Not Approve
              </Button>
            ) : null}
          </span>
        )}
        toolbar={
          <div className="flex flex-col gap-3">
            <DataTableToolbar
              search={query.search}
              onSearch={(search) => change({ search })}
              searchLabel="Search by product, nickname or title"
              filters={
                <DataTableSelectFilter label="Status" value={query.status} options={STATUS_OPTIONS} onValueChange={(status) => change({ status })} />
              }
              activeFilters={chips}
              onRemoveFilter={(id) => change({ [id]: id === 'search' ? '' : null })}
              onClearFilters={() => change({ search: '', status: null })}
            />
            <DataTableMassActions actions={ACTION_OPTIONS} action={action} onActionChange={setAction} selected={ids.length} ready={ready} busy={busy} onSubmit={() => setConfirming(true)}>
              {action === 'status' ? (
                <div className="flex w-44 flex-col gap-1 text-sm font-semibold">
                  <label htmlFor="reviews-mass-status">New Status</label>
                  <Select id="reviews-mass-status" value={status} placeholder="Please select" options={STATUS_OPTIONS} onChange={(event) => setStatus(event.target.value as ReviewStatusCode | '')} />
                </div>
              ) : null}
            </DataTableMassActions>
          </div>
        }
        pager={pager}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={action === 'delete' ? 'Delete items' : 'Update items'}
        content={question}
        confirmLabel="OK"
        confirmVariant={action === 'delete' ? 'danger' : 'primary'}
        onConfirm={() => void run(() => (action === 'delete' ? onDelete(ids) : onUpdateStatus(ids, status as ReviewStatusCode)))}
      />
    </>
  );
}
