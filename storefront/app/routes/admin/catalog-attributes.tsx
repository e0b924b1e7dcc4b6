import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { PageHeader } from '@shop/ui/page-header';
import { ATTRIBUTE_PATHS, type AttributeGridItem } from '../../../src/features/admin-catalog/attributes';
import { attributesGrid } from '../../../src/features/admin-catalog/attributes.server';
import { requireStaff } from '../../lib/staff.server';
import type { Route } from './+types/catalog-attributes';
import { listGridProps, ROW_ACTION_LINK_CLASS } from '../../../src/lib/grid-controls';

export const meta = () => [{ title: 'Product Attributes · Admin' }];

/** Stores › Attributes › Product: every product attribute, to edit its labels per store view. */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'stores.attributes');
  return { rows: await attributesGrid(shop.db) };
}

const columns: DataTableColumn<AttributeGridItem>[] = [
  { id: 'id', header: 'ID', cell: (row) => row.id, align: 'end', hideOnPhone: true },
  { id: 'code', header: 'Attribute Code', cell: (row) => <code className="break-all text-sm">{row.code}</code> },
  { id: 'label', header: 'Default Label', cell: (row) => row.label, rowHeader: true },
  { id: 'options', header: 'Options', cell: (row) => row.options, align: 'end', hideOnPhone: true },
];

export default function ProductAttributes({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Product Attributes" meta="Each attribute's label and its options' labels in every store view." />
      <DataTable
        caption="Product Attributes"
        {...listGridProps(loaderData.rows)}
        columns={columns}
        rowAction={(row) => (
          <Link to={ATTRIBUTE_PATHS.edit(row.id)} className={ROW_ACTION_LINK_CLASS} aria-label={`Edit ${row.label}`}>
            Edit
          </Link>
        )}
      />
    </div>
  );
}
