import { useState } from 'react';
import type * as React from 'react';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';
import { Loader } from '../loader/loader';
import { ariaSortOf, DATA_TABLE_RECORDS_FOUND, nextSort, type DataTableSort } from './sort-and-paging';

/** The table's text when a result has no rows (Magento's admin grid). */
export const DATA_TABLE_EMPTY_TEXT = "We couldn't find any records.";

/** Where a column's content sits: `end` for numbers and money (the right in left-to-right text). */
export type DataTableAlign = 'start' | 'center' | 'end';

/** One column of a `DataTable`. */
export interface DataTableColumn<Row> {
  /** Names the column; it is the `column` of `sort`. */
  id: string;
  /** The header's content. */
  header: React.ReactNode;
  /** What a row shows in this column. A link or button here is the way to act on a row. */
  cell: (row: Row) => React.ReactNode;
  /** The header is a button asking for a sort by this column. @default false */
  sortable?: boolean;
  /** `end` for numbers and money (with figures of one width, so they line up). @default 'start' */
  align?: DataTableAlign;
  /** Hidden below the `sm` breakpoint (640 px), for columns a phone can do without. @default false */
  hideOnPhone?: boolean;
  /** Its cells name their rows (`<th scope="row">`), as an order number does. @default false */
  rowHeader?: boolean;
}

const alignClass: Record<DataTableAlign, string> = {
  start: 'text-start',
  center: 'text-center',
  end: 'text-end tabular-nums',
};

function columnClass(column: Pick<DataTableColumn<never>, 'align' | 'hideOnPhone'>): string {
  return cn(alignClass[column.align ?? 'start'], column.hideOnPhone && 'hidden sm:table-cell');
}

const headerCellClass =
  'border-b border-neutral-300 bg-neutral-100 px-3 py-2 font-semibold whitespace-nowrap text-neutral-900';
const bodyCellClass = 'border-b border-neutral-200 px-3 py-2 align-top';

export type DataTableProps<Row> = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** What the table lists ("Orders"): its `<caption>` and the name of its scrolling region. */
  caption: string;
  /** Keeps the caption for screen readers only, when a heading above already says it. @default false */
  hideCaption?: boolean;
  /** The columns, in order. */
  columns: readonly DataTableColumn<Row>[];
  /**
   * The rows to show: the current page as the server sent it, already searched, filtered, sorted and
   * paged. The table announces the result after each change of `rows` or `total`, so keep `rows` the
   * same array while the result is the same.
   */
  rows: readonly Row[];
  /** A row's stable key (the record's id). */
  rowKey: (row: Row) => string | number;
  /** The sort in force (controlled); `null` when the list is in the server's own order. @default null */
  sort?: DataTableSort | null;
  /** Called with the sort a header press asks for: ascending for a new column, else turned round. */
  onSortChange?: (sort: DataTableSort) => void;
  /** The number of records the search and filters match, on all pages; announced after each change. @default rows.length */
  total?: number;
  /** A request is running: the rows stay, the table is `aria-busy` and a mask shows over them. @default false */
  loading?: boolean;
  /** Shown instead of the rows when the request failed (a message with a way to try again). @default undefined */
  error?: React.ReactNode;
  /** The text of a result without rows. @default t("We couldn't find any records.") */
  emptyText?: string;
  /** Above the table: the search and filters (`DataTableToolbar`). @default undefined */
  toolbar?: React.ReactNode;
  /** Above the table, below the toolbar: the pager (`DataTablePager`). @default undefined */
  pager?: React.ReactNode;
  /** A last column with a row's link or button (Magento's "View"); name each after its row. @default undefined */
  rowAction?: (row: Row) => React.ReactNode;
  /** The header of the `rowAction` column. @default t('Action') */
  rowActionHeader?: string;
};

interface SeenResult {
  rows: readonly unknown[];
  total: number;
  loading: boolean;
  /** How many settled results have come since the first render; 0 announces nothing. */
  changes: number;
}

/**
 * Counts the results the table has settled on since it first rendered, as state adjusted during
 * render (React's pattern for a value derived from changing props), so the live region speaks only
 * after a change the user asked for and never on page load.
 */
function useSettledChanges(rows: readonly unknown[], total: number, loading: boolean): number {
  const [seen, setSeen] = useState<SeenResult>({ rows, total, loading, changes: 0 });
  if (seen.rows !== rows || seen.total !== total || seen.loading !== loading) {
    setSeen({ rows, total, loading, changes: loading ? seen.changes : seen.changes + 1 });
  }
  return seen.changes;
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  return (
    <svg data-slot="data-table-sort-icon" aria-hidden="true" viewBox="0 0 12 16" className="size-4 shrink-0 fill-current">
      <path d="M6 2 10 7H2z" className={direction === 'ascending' ? 'opacity-100' : 'opacity-30'} />
      <path d="M6 14 2 9h8z" className={direction === 'descending' ? 'opacity-100' : 'opacity-30'} />
    </svg>
  );
}

/**
 * The kit's data table for the back office's grids (Magento's Sales › Orders): a controlled table
 * that shows the rows it is given and reports what the user asks for — a sort, through
 * `onSortChange`; a search, filters and a page, through its `toolbar` and `pager` slots — so that
 * the server does the work and a grid of 100,000 records stays fast.
 *
 * **When to use**: records to compare across columns, many pages of them (orders, customers,
 * invoices). For a short list the shopper reads top to bottom use a list; for the data itself no
 * table library is needed, the server sorts, filters and pages.
 *
 * **Accessibility**: a native `<table>` with a `<caption>` and column headers (`scope="col"`; a
 * `rowHeader` column's cells are `scope="row"`). A sortable header holds a button, and the header
 * carries `aria-sort`. Rows are not click targets: a row's link or button sits in a cell, so it is a
 * Tab stop with its own name. While `loading` the table is `aria-busy` and keeps its rows; after a
 * result arrives a polite live region says how many records were found. The table scrolls sideways
 * inside a focusable, named region when it is wider than the screen. Keyboard: `Tab` goes through
 * the toolbar, the pager, the scrolling region (arrow keys scroll it), the sort buttons and the
 * links or buttons in the cells; `Enter` or `Space` presses a sort button.
 */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  sort = null,
  onSortChange,
  total = rows.length,
  loading = false,
  error,
  emptyText = t(DATA_TABLE_EMPTY_TEXT),
  toolbar,
  pager,
  rowAction,
  rowActionHeader = t('Action'),
  className,
  ...props
}: DataTableProps<Row>) {
  const changes = useSettledChanges(rows, total, loading);
  const hasError = error !== undefined && error !== null && error !== false;
  const columnCount = columns.length + (rowAction ? 1 : 0);
  const announcement =
    changes === 0 || loading || hasError ? '' : rows.length === 0 ? emptyText : t(DATA_TABLE_RECORDS_FOUND, total);

  const fullWidthRow = (slot: string, content: React.ReactNode) => (
    <tr data-slot={slot}>
      <td colSpan={columnCount} className="px-3 py-8 text-center text-neutral-700">
        {content}
      </td>
    </tr>
  );

  return (
    <div data-slot="data-table" className={cn('flex min-w-0 flex-col gap-3', className)} {...props}>
      {toolbar}
      {pager}
      <div data-slot="data-table-frame" className="relative min-w-0">
        <div
          data-slot="data-table-scroll"
          role="region"
          aria-label={caption}
          // A region wider than the screen must be reachable by keyboard to be scrolled (WCAG 2.1.1).
          tabIndex={0}
          className="overflow-x-auto rounded-md border border-neutral-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <table
            data-slot="data-table-table"
            aria-busy={loading || undefined}
            className="w-full border-collapse bg-white text-sm text-neutral-900"
          >
            <caption
              data-slot="data-table-caption"
              className={hideCaption ? 'sr-only' : 'px-3 py-2 text-start text-base font-semibold'}
            >
              {caption}
            </caption>
            <thead>
              <tr>
                {columns.map((column) => {
                  const direction = ariaSortOf(sort, column.id);
                  return (
                    <th
                      key={column.id}
                      scope="col"
                      data-slot="data-table-head"
                      data-align={column.align ?? 'start'}
                      aria-sort={column.sortable ? direction : undefined}
                      className={cn(headerCellClass, columnClass(column), column.sortable && 'p-0')}
                    >
                      {column.sortable ? (
                        <button
                          type="button"
                          data-slot="data-table-sort"
                          onClick={() => onSortChange?.(nextSort(sort, column.id))}
                          className={cn(
                            'inline-flex w-full items-center gap-1 px-3 py-2 font-semibold hover:bg-neutral-200 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
                            column.align === 'end' && 'justify-end',
                            column.align === 'center' && 'justify-center',
                          )}
                        >
                          {column.header}
                          <SortIcon direction={direction} />
                        </button>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
                {rowAction && (
                  <th scope="col" data-slot="data-table-head" className={cn(headerCellClass, 'text-start')}>
                    {rowActionHeader}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {hasError
                ? fullWidthRow('data-table-error', error)
                : rows.length === 0
                  ? fullWidthRow('data-table-empty', loading ? null : emptyText)
                  : rows.map((row) => (
                      <tr key={rowKey(row)} data-slot="data-table-row" className="even:bg-neutral-50">
                        {columns.map((column) => {
                          const Cell = column.rowHeader ? 'th' : 'td';
                          return (
                            <Cell
                              key={column.id}
                              scope={column.rowHeader ? 'row' : undefined}
                              data-slot="data-table-cell"
                              data-align={column.align ?? 'start'}
                              className={cn(bodyCellClass, columnClass(column), column.rowHeader && 'font-semibold')}
                            >
                              {column.cell(row)}
                            </Cell>
                          );
                        })}
                        {rowAction && (
                          <td data-slot="data-table-cell" className={cn(bodyCellClass, 'whitespace-nowrap')}>
                            {rowAction(row)}
                          </td>
                        )}
                      </tr>
                    ))}
            </tbody>
          </table>
        </div>
        <Loader
          active={loading}
          variant="overlay"
          text={t('Loading...')}
          // At the top, not the middle: on a tall page the middle of the table may be out of sight.
          className={loading ? 'items-start rounded-md bg-white/60 pt-10' : undefined}
        />
      </div>
      <div data-slot="data-table-announcement" role="status" aria-live="polite" className="sr-only">
        <span key={changes}>{announcement}</span>
      </div>
    </div>
  );
}
