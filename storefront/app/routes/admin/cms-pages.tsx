import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge } from '@shop/ui/badge';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { Messages, type MessageData } from '@shop/ui/messages';
import { PageHeader } from '@shop/ui/page-header';
import type { CmsPageGridItem } from '../../../src/features/cms/model';
import { CMS_ADMIN_PATHS } from '../../../src/features/admin-content/paths';
import { requireStaff } from '../../lib/staff.server';
import type { Route } from './+types/cms-pages';
import { listGridProps, ROW_ACTION_LINK_CLASS } from '../../../src/lib/grid-controls';

export const meta = () => [{ title: 'Pages · Admin' }];

/** Content › Pages: every CMS page. */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'content.pages');
  return { rows: await shop.cmsPages.grid() };
}

const modified = (iso: string) => `${new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

const columns: DataTableColumn<CmsPageGridItem>[] = [
  { id: 'id', header: 'ID', cell: (row) => row.id, align: 'end' },
  { id: 'title', header: 'Title', cell: (row) => row.title, rowHeader: true },
  { id: 'url_key', header: 'URL Key', cell: (row) => <code className="break-all text-sm">{row.urlKey}</code>, hideOnPhone: true },
  { id: 'status', header: 'Status', cell: (row) => <Badge tone={row.isActive ? 'success' : 'neutral'}>{row.isActive ? 'Enabled' : 'Disabled'}</Badge> },
  { id: 'modified', header: 'Modified', cell: (row) => modified(row.updatedAt), hideOnPhone: true },
];

export default function CmsPages({ loaderData }: Route.ComponentProps) {
  // The edit page's Delete Page comes back here with its message.
  const { state } = useLocation() as { state: { message?: string } | null };
  const [messages] = useState<readonly MessageData[]>(() => (state?.message ? [{ type: 'success', text: state.message }] : []));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Pages"
        actions={
          <Link to={CMS_ADMIN_PATHS.create} className="inline-flex h-10 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
            Add New Page
          </Link>
        }
      />
      {messages.length > 0 ? <Messages messages={messages} /> : null}
      <DataTable
        caption="Pages"
        {...listGridProps(loaderData.rows)}
        columns={columns}
        rowAction={(row) => (
          <Link to={CMS_ADMIN_PATHS.edit(row.id)} className={ROW_ACTION_LINK_CLASS} aria-label={`Edit ${row.title}`}>
            Edit
          </Link>
        )}
      />
    </div>
  );
}
