import { Link } from 'react-router';
import { Badge } from '@shop/ui/badge';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { PageHeader } from '@shop/ui/page-header';
import { blocksGrid } from '../../../src/features/admin-content/blocks.server';
import type { BlockGridItem } from '../../../src/features/admin-content/model';
import { requireStaff } from '../../lib/staff.server';
import type { Route } from './+types/content-blocks';
import { listGridProps, ROW_ACTION_LINK_CLASS } from '../../../src/lib/grid-controls';

export const meta = () => [{ title: 'Blocks · Admin' }];

/** Content › Blocks: every CMS block. */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'content.blocks');
  return { rows: await blocksGrid(shop.db) };
}

const columns: DataTableColumn<BlockGridItem>[] = [
  { id: 'id', header: 'ID', cell: (row) => row.id, align: 'end' },
  { id: 'title', header: 'Title', cell: (row) => row.title, rowHeader: true },
  { id: 'identifier', header: 'Identifier', cell: (row) => <code className="break-all text-sm">{row.identifier}</code>, hideOnPhone: true },
  { id: 'status', header: 'Status', cell: (row) => <Badge tone={row.isActive ? 'success' : 'neutral'}>{row.isActive ? 'Enabled' : 'Disabled'}</Badge> },
];

export default function Blocks({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Blocks" />
      <DataTable
        caption="Blocks"
        {...listGridProps(loaderData.rows)}
        columns={columns}
        rowAction={(row) => (
          <Link to={`/admin/cms/block/edit/${row.id}`} className={ROW_ACTION_LINK_CLASS} aria-label={`Edit ${row.title}`}>
            Edit
          </Link>
        )}
      />
    </div>
  );
}
