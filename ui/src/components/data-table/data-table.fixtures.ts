import { formatMoney } from '../../money';
import type { DataTableColumn } from './data-table';
import type { DataTableSort } from './sort-and-paging';

/** An order as the back office's order grid lists it (Magento's Sales › Orders columns). */
export interface SampleOrder {
  id: number;
  incrementId: string;
  purchaseDate: string;
  billToName: string;
  shipToName: string;
  /** In minor units (cents). */
  grandTotal: number;
  status: 'Pending' | 'Processing' | 'Complete' | 'Canceled';
}

const NAMES = ['Veronica Costello', 'Jane Doe', 'Roni Cost', 'John Smith', 'Ada Lovelace', 'Grace Hopper', 'Alan Turing'];
const STATUSES: readonly SampleOrder['status'][] = ['Pending', 'Processing', 'Complete', 'Canceled'];

/** `count` orders made the same way every time (no randomness: the stories are photographed). */
export function sampleOrders(count: number): SampleOrder[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const day = 1 + ((index * 7) % 28);
    return {
      id,
      incrementId: String(id).padStart(9, '0'),
      purchaseDate: `2026-${String(1 + (index % 12)).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      billToName: NAMES[index % NAMES.length] ?? '',
      shipToName: NAMES[(index + 3) % NAMES.length] ?? '',
      grandTotal: 1_999 + ((index * 4_321) % 50_000),
      status: STATUSES[index % STATUSES.length] ?? 'Pending',
    };
  });
}

/** The order grid's columns: the number names the row, the total is money (end-aligned), the names hide on phones. */
export const orderColumns: DataTableColumn<SampleOrder>[] = [
  { id: 'increment_id', header: 'ID', cell: (order) => order.incrementId, sortable: true, rowHeader: true },
  { id: 'created_at', header: 'Purchase Date', cell: (order) => order.purchaseDate, sortable: true },
  { id: 'billing_name', header: 'Bill-to Name', cell: (order) => order.billToName, sortable: true },
  { id: 'shipping_name', header: 'Ship-to Name', cell: (order) => order.shipToName, hideOnPhone: true },
  { id: 'grand_total', header: 'Grand Total', cell: (order) => formatMoney(order.grandTotal), sortable: true, align: 'end' },
  { id: 'status', header: 'Status', cell: (order) => order.status, sortable: true, hideOnPhone: true },
];

/** A grid request: the sort, the search and filters (`from`: a purchase date, yyyy-mm-dd) and the page. */
export interface OrderQuery {
  sort: DataTableSort | null;
  keyword?: string;
  status?: string;
  from?: string;
  page: number;
  pageSize: number;
}

const sortKeys: Record<string, (order: SampleOrder) => string | number> = {
  increment_id: (order) => order.id,
  created_at: (order) => order.purchaseDate,
  billing_name: (order) => order.billToName,
  grand_total: (order) => order.grandTotal,
  status: (order) => order.status,
};

/** What the server would answer for a grid request, done on a local array (for the stories). */
export function queryOrders(
  orders: readonly SampleOrder[],
  query: OrderQuery,
): { rows: SampleOrder[]; total: number } {
  const { sort, keyword = '', status = '', from = '', page, pageSize } = query;
  const word = keyword.toLowerCase();
  const matching = orders.filter(
    (order) =>
      (status === '' || order.status === status) &&
      order.purchaseDate >= from &&
      (word === '' || [order.incrementId, order.billToName, order.shipToName].some((text) => text.toLowerCase().includes(word))),
  );
  const key = sort ? sortKeys[sort.column] : undefined;
  const sorted = key
    ? matching.toSorted((a, b) => {
        const [x, y] = [key(a), key(b)];
        const order = x < y ? -1 : x > y ? 1 : 0;
        return sort?.direction === 'desc' ? -order : order;
      })
    : matching;
  return { rows: sorted.slice((page - 1) * pageSize, page * pageSize), total: matching.length };
}
