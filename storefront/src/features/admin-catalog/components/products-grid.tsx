import type { GridProps } from '../../../lib/admin-grid';
import { gridControls, queryGridProps, ROW_ACTION_LINK_CLASS } from '../../../lib/grid-controls';
import { Badge } from '@shop/ui/badge';
import { DataTable, DataTableSelectFilter, DataTableToolbar, type DataTableActiveFilter, type DataTableColumn } from '@shop/ui/data-table';
import { formatMoney } from '@shop/ui/money';
import {
  PRODUCT_STATUS_LABELS,
  PRODUCT_TYPE_LABELS,
  VISIBILITY_LABELS,
  type ProductGridItem,
  type ProductGridQuery,
  type ProductStatus,
  type ProductTypeCode,
} from '../model';

export interface ProductsGridProps extends GridProps<ProductGridItem, ProductGridQuery> {
  /** The address of a product's edit page. */
  editUrl: (id: number) => string;
}

const TYPE_OPTIONS = (Object.keys(PRODUCT_TYPE_LABELS) as ProductTypeCode[]).map((value) => ({ value, label: PRODUCT_TYPE_LABELS[value] }));
const STATUS_OPTIONS = (Object.keys(PRODUCT_STATUS_LABELS) as ProductStatus[]).map((value) => ({ value, label: PRODUCT_STATUS_LABELS[value] }));

/** The status as Magento's grid shows it: Enabled or Disabled. */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return <Badge tone={status === 'enabled' ? 'success' : 'neutral'}>{PRODUCT_STATUS_LABELS[status]}</Badge>;
}

/**
 * Catalog › Products (Magento's product grid): keyword search (name, SKU), type and status filters
 * with their chips, sortable columns, pages. Changing the search or a filter goes back to page 1.
 */
export function ProductsGrid({ rows, total, query, onQueryChange, editUrl, renderLink }: ProductsGridProps) {
  const { change, pager } = gridControls(query, total, onQueryChange);
  const columns: DataTableColumn<ProductGridItem>[] = [
    { id: 'id', header: 'ID', cell: (row) => row.id, sortable: true, align: 'end', hideOnPhone: true },
    {
      id: 'thumbnail',
      header: 'Thumbnail',
      cell: (row) => <img src={`/media/catalog/product/${row.image}`} alt="" width={40} height={50} loading="lazy" className="h-[50px] w-10 object-contain" />,
      hideOnPhone: true,
    },
    { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, rowHeader: true },
    { id: 'type', header: 'Type', cell: (row) => PRODUCT_TYPE_LABELS[row.type], hideOnPhone: true },
    { id: 'sku', header: 'SKU', cell: (row) => <span className="break-all">{row.sku}</span>, sortable: true, hideOnPhone: true },
    { id: 'price', header: 'Price', cell: (row) => formatMoney(row.price), sortable: true, align: 'end' },
    { id: 'qty', header: 'Quantity', cell: (row) => (row.qty === null ? '' : row.qty), sortable: true, align: 'end', hideOnPhone: true },
    { id: 'visibility', header: 'Visibility', cell: (row) => VISIBILITY_LABELS[row.visibility] ?? '', hideOnPhone: true },
    { id: 'status', header: 'Status', cell: (row) => <ProductStatusBadge status={row.status} /> },
  ];
  const chips: DataTableActiveFilter[] = [
    ...(query.search ? [{ id: 'search', label: 'Keyword', value: query.search }] : []),
    ...(query.type ? [{ id: 'type', label: 'Type', value: PRODUCT_TYPE_LABELS[query.type] }] : []),
    ...(query.status ? [{ id: 'status', label: 'Status', value: PRODUCT_STATUS_LABELS[query.status] }] : []),
  ];
  return (
    <DataTable
      caption="Products"
      {...queryGridProps(query, change)}
      columns={columns}
      rows={rows}
      total={total}
      rowAction={(row) =>
        renderLink({ href: editUrl(row.id), className: ROW_ACTION_LINK_CLASS, 'aria-label': `Edit ${row.name}`, children: 'Edit' })
      }
      toolbar={
        <DataTableToolbar
          search={query.search}
          onSearch={(search) => change({ search })}
          searchLabel="Search by name or SKU"
          filters={
            <>
              <DataTableSelectFilter label="Type" labelClassName="w-52" value={query.type} options={TYPE_OPTIONS} onValueChange={(type) => change({ type })} />
              <DataTableSelectFilter label="Status" value={query.status} options={STATUS_OPTIONS} onValueChange={(status) => change({ status })} />
            </>
          }
          activeFilters={chips}
          onRemoveFilter={(id) => change({ [id]: id === 'search' ? '' : null })}
          onClearFilters={() => change({ search: '', type: null, status: null })}
        />
      }
      pager={pager}
    />
  );
}
