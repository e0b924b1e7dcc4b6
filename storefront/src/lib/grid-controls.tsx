import { DataTablePager } from '@shop/ui/data-table';

/** The classes of a grid row's action link (Edit, View). */
export const ROW_ACTION_LINK_CLASS = 'font-semibold text-brand-700 underline underline-offset-4';

/** The part of a back-office grid's query that pages it. */
interface PagedQuery {
  page: number;
  limit: number;
}

/**
 * What a back-office grid whose query is its page's address does with that query:
 * - `change`: another search, filter, sort or page size, from the first page (and `onChange` first:
 *   a grid with a selection clears it, since the rows it named may no longer be listed);
 * - `pager`: the kit's pager over the query's page and page size.
 */
export function gridControls<Q extends PagedQuery>(query: Q, total: number, onQueryChange: (query: Q) => void, onChange?: () => void) {
  const change = (next: Partial<Q>) => {
    onChange?.();
    onQueryChange({ ...query, page: 1, ...next });
  };
  const pager = (
    <DataTablePager
      page={query.page}
      pageSize={query.limit}
      total={total}
      onPageChange={(page) => onQueryChange({ ...query, page })}
      onPageSizeChange={(limit) => change({ limit } as Partial<Q>)}
    />
  );
  return { change, pager };
}

/**
 * What the back office's sortable grids hand the kit's DataTable alike: the caption kept for screen
 * readers, rows keyed by id, the query's sort (a change of sort goes back to the first page through
 * `change`) and the action column's header.
 */
export function queryGridProps<S extends string>(query: { sort: S; dir: 'asc' | 'desc' }, change: (next: { sort: S; dir: 'asc' | 'desc' }) => void) {
  return {
    hideCaption: true,
    rowKey: (row: { id: number }) => row.id,
    sort: { column: query.sort, direction: query.dir },
    onSortChange: (sort: { column: string; direction: 'asc' | 'desc' }) => change({ sort: sort.column as S, dir: sort.direction }),
    rowActionHeader: 'Action',
  };
}

/**
 * What the back office's short lists that are not paged (attributes, CMS pages, blocks) hand the
 * kit's DataTable alike: the caption kept for screen readers, every row, keyed by id, and the
 * action column's header.
 */
export function listGridProps<Row extends { id: number }>(rows: readonly Row[]) {
  return { hideCaption: true, rows, rowKey: (row: Row) => row.id, total: rows.length, rowActionHeader: 'Action' };
}
