import { Badge } from '@shop/ui/badge';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import type { ReactNode } from 'react';
import type { RuleGridItem } from '../model';

export interface RulesGridProps {
  rows: readonly RuleGridItem[];
  /** A rule's edit link (the router's). */
  renderEdit: (row: RuleGridItem) => ReactNode;
}

const uses = (row: RuleGridItem) => (row.usesPerCoupon > 0 ? `${row.timesUsed} of ${row.usesPerCoupon}` : String(row.timesUsed));

const columns: DataTableColumn<RuleGridItem>[] = [
  { id: 'id', header: 'ID', cell: (row) => row.id, align: 'end' },
  { id: 'name', header: 'Rule', cell: (row) => row.name, rowHeader: true },
  { id: 'code', header: 'Coupon Code', cell: (row) => <code className="break-all text-sm">{row.code}</code> },
  { id: 'from', header: 'Start', cell: (row) => row.fromDate ?? '—', hideOnPhone: true },
  { id: 'to', header: 'End', cell: (row) => row.toDate ?? '—', hideOnPhone: true },
  { id: 'status', header: 'Status', cell: (row) => <Badge tone={row.isActive ? 'success' : 'neutral'}>{row.isActive ? 'Active' : 'Inactive'}</Badge> },
  { id: 'uses', header: 'Uses', cell: uses, align: 'end' },
];

/** Marketing › Cart Price Rules: every rule with its code, dates, status and uses. */
export function RulesGrid({ rows, renderEdit }: RulesGridProps) {
  return <DataTable caption="Cart Price Rules" hideCaption columns={columns} rows={rows} rowKey={(row) => row.id} total={rows.length} rowActionHeader="Action" rowAction={renderEdit} />;
}
