import { Link, useNavigate } from 'react-router';
import { DataTable, DataTablePager, DataTableToolbar, type DataTableColumn } from '@shop/ui/data-table';
import { PageHeader } from '@shop/ui/page-header';
import { Select } from '@shop/ui/select';
import { MailStatusBadge } from '../../../src/features/admin-mail/components/mail-status-badge';
import { MAIL_PAGE_SIZE, MAIL_STATUS_LABELS, mailGridQuery, type MailGridItem, type MailStatus } from '../../../src/features/admin-mail/model';
import { outboxPage } from '../../../src/features/admin-mail/outbox.server';
import { requireStaff } from '../../lib/staff.server';
import type { Route } from './+types/mail';

export const meta = () => [{ title: 'Mails · Admin' }];

/** System › Mails: the outbox, newest first (ADR 0024); with no MAIL_URL, the demo's mails wait here. */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'system.mail');
  const query = mailGridQuery(new URL(args.request.url).searchParams);
  return { query, mailServer: Boolean(shop.config.mailUrl), ...(await outboxPage(shop.db, query)) };
}

const columns: DataTableColumn<MailGridItem>[] = [
  { id: 'id', header: '#', cell: (row) => row.id, hideOnPhone: true },
  { id: 'created', header: 'Queued', cell: (row) => new Date(row.createdAt).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }), hideOnPhone: true },
  { id: 'recipient', header: 'To', cell: (row) => <span className="break-all">{row.recipient}</span> },
  {
    id: 'subject',
    header: 'Subject',
    rowHeader: true,
    cell: (row) => (
      <Link to={`/admin/system/mail/${row.id}`} className="font-semibold text-brand-700 underline underline-offset-4">
        {row.subject}
      </Link>
    ),
  },
  { id: 'status', header: 'Status', cell: (row) => <MailStatusBadge status={row.status} /> },
  { id: 'attempts', header: 'Attempts', cell: (row) => row.attempts, align: 'end', hideOnPhone: true },
];

const STATUS_OPTIONS = Object.entries(MAIL_STATUS_LABELS).map(([value, label]) => ({ value, label }));

export default function Mails({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, mailServer } = loaderData;
  const navigate = useNavigate();
  const go = (next: { status: MailStatus | null; page: number }) => {
    const params = new URLSearchParams();
    if (next.status) params.set('status', next.status);
    if (next.page > 1) params.set('page', String(next.page));
    void navigate(`/admin/system/mail${params.size ? `?${params}` : ''}`, { preventScrollReset: true });
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Mails"
        meta={mailServer ? 'Every mail the shop sends, as it was queued, and whether it was delivered.' : 'No mail server is set (MAIL_URL), so the shop’s mails wait here: open one to read it as it would arrive.'}
      />
      <DataTable
        caption="Mails, newest first"
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        total={total}
        toolbar={
          <DataTableToolbar
            filters={
              <label className="flex w-44 flex-col gap-1 text-sm font-semibold">
                Status
                <Select value={query.status ?? ''} placeholder="All" options={STATUS_OPTIONS} onChange={(event) => go({ status: (event.target.value || null) as MailStatus | null, page: 1 })} />
              </label>
            }
            activeFilters={query.status ? [{ id: 'status', label: 'Status', value: MAIL_STATUS_LABELS[query.status] }] : []}
            onRemoveFilter={() => go({ status: null, page: 1 })}
            onClearFilters={() => go({ status: null, page: 1 })}
          />
        }
        pager={<DataTablePager page={query.page} pageSize={MAIL_PAGE_SIZE} total={total} onPageChange={(page) => go({ ...query, page })} />}
      />
    </div>
  );
}
