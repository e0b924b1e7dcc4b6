import { useState } from 'react';
import { Checkbox } from '@shop/ui/checkbox';
import type { DataTableColumn } from '@shop/ui/data-table';

/** The selection of a back-office grid with mass actions. */
export interface GridSelection<Row> {
  /** The selected rows' ids, in the order they were selected. */
  ids: number[];
  /** Empties the selection (after a mass action, or when the grid's query changes). */
  clear: () => void;
  /** The grid's first column: "Select all on this page" in its header, a checkbox per row. */
  column: DataTableColumn<Row>;
}

/**
 * The selection of a grid's rows across its pages (Magento's mass-action checkboxes): the header's
 * box selects or clears the rows on this page (indeterminate when some are), each row's box its row.
 * `rowLabel` names a row's box (`Select review 12`).
 */
export function useGridSelection<Row extends { id: number }>(rows: readonly Row[], rowLabel: (row: Row) => string): GridSelection<Row> {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const onPage = rows.map((row) => row.id);
  const allOnPage = onPage.length > 0 && onPage.every((id) => selected.has(id));
  const someOnPage = onPage.some((id) => selected.has(id));
  return {
    ids: [...selected],
    clear: () => setSelected(new Set()),
    column: {
      id: 'select',
      header: (
        <Checkbox
          aria-label="Select all on this page"
          checked={allOnPage ? true : someOnPage ? 'indeterminate' : false}
          onCheckedChange={(on) => setSelected((current) => new Set(on === true ? [...current, ...onPage] : [...current].filter((id) => !onPage.includes(id))))}
        />
      ),
      cell: (row) => <Checkbox aria-label={rowLabel(row)} checked={selected.has(row.id)} onCheckedChange={(on) => toggle(row.id, on === true)} />,
    },
  };
}
