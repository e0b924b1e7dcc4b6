import { useNavigate } from 'react-router';
import { DataTable, DataTablePager, type DataTableColumn } from '@shop/ui/data-table';
import { PageHeader } from '@shop/ui/page-header';
import { requireStaff } from '../../lib/staff.server';
import type { Route } from './+types/action-log';

export const meta = () => [{ title: 'Action Log · Admin' }];

const PAGE_SIZE = 50;

/** The audit log (administrators only), newest first. */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'system.audit');
  const requested = Number(new URL(args.request.url).searchParams.get('p') ?? '1');
  const page = Number.isSafeInteger(requested) && requested > 0 ? requested : 1;
  const { rows, total } = await shop.staff.auditLog({ page, pageSize: PAGE_SIZE });
  return {
    page,
    total,
    rows: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      username: row.username,
      action: row.action,
      entity: row.entityType ? `${row.entityType} #${row.entityId ?? ''}` : '',
      change: row.before === null && row.after === null ? '' : `${row.before === null ? '' : `${JSON.stringify(row.before)} → `}${JSON.stringify(row.after)}`,
      ip: row.ip ?? '',
    })),
  };
}

type Row = Route.ComponentProps['loaderData']['rows'][number];

const columns: DataTableColumn<Row>[] = [
  { id: 'at', header: 'Date', cell: (row) => new Date(row.at).toLocaleString('en-US', { timeZone: 'UTC' }) + ' UTC' },
  { id: 'username', header: 'User', cell: (row) => row.username, rowHeader: true },
  { id: 'action', header: 'Action', cell: (row) => <code className="text-sm">{row.action}</code> },
  { id: 'entity', header: 'Record', cell: (row) => row.entity, hideOnPhone: true },
  { id: 'change', header: 'Before → after', cell: (row) => <span className="break-all font-mono text-xs">{row.change}</span>, hideOnPhone: true },
  { id: 'ip', header: 'IP address', cell: (row) => row.ip, hideOnPhone: true },
];

export default function ActionLog({ loaderData }: Route.ComponentProps) {
  const { rows, total, page } = loaderData;
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Action Log" meta="Every sign-in and every change staff made, newest first." />
      <DataTable
        caption="Actions of the staff, newest first"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        total={total}
        pager={<DataTablePager page={page} pageSize={PAGE_SIZE} total={total} onPageChange={(next) => void navigate(`?p=${next}`)} />}
      />
    </div>
  );
}
