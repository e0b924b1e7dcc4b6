/**
 * The data table's rules, without React: which sort a header press asks for, what `aria-sort` a
 * header carries, and the pager's maths. The table is controlled, so these only say what to ask
 * the app for; the app (its server) does the sorting and paging.
 */

/** The order of a sorted column. */
export type SortDirection = 'asc' | 'desc';

/** The sort in force: a column's `id` and the direction. */
export interface DataTableSort {
  column: string;
  direction: SortDirection;
}

/** The result count the pager shows and the table announces; `%1` is the count. */
export const DATA_TABLE_RECORDS_FOUND = '%1 records found';

/** The page sizes the pager offers, as Magento's admin grids do. */
export const PAGE_SIZES: readonly number[] = [20, 30, 50, 100, 200];

/**
 * The sort a press on a column's header asks for. As in Magento's admin grid, a column not
 * sorted yet sorts ascending, and a sorted column turns round (asc ↔ desc); there is no
 * "unsorted" step, since a server list always has some order.
 */
export function nextSort(current: DataTableSort | null | undefined, column: string): DataTableSort {
  if (current?.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** The `aria-sort` of a sortable column's header under the sort in force. */
export function ariaSortOf(current: DataTableSort | null | undefined, column: string): 'ascending' | 'descending' | 'none' {
  if (current?.column !== column) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}

/** How many pages `total` records make at `pageSize` a page; at least 1, so an empty result has a page 1. */
export function pageCountOf(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/** The page to show for a requested one: a whole number from 1 to `pageCount` (a page past the end is the last). */
export function clampPage(page: number, pageCount: number): number {
  if (Number.isNaN(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

/**
 * The page typed into the pager's page field, or null when it holds no number (the field then
 * goes back to the current page). A number out of range is brought into it, as Magento's pager does.
 */
export function typedPage(text: string, pageCount: number): number | null {
  const number = Number.parseInt(text.trim(), 10);
  return Number.isNaN(number) ? null : clampPage(number, pageCount);
}
