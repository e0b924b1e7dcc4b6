import type { StoreViewCode } from '../store-views/model';
import type { ViewValuesData } from './scope';

type ViewValues = Record<string, string | null>;

/**
 * A scoped save's posted fields as the view table's columns (`columns`: field → column), each
 * null for "Use Default Value".
 */
export function viewColumns<Column extends string>(input: object, columns: Record<string, Column>): Record<Column, string | null> {
  const posted = input as Partial<ViewValues>;
  return Object.fromEntries(Object.entries(columns).map(([field, column]) => [column, posted[field] ?? null])) as Record<Column, string | null>;
}

/**
 * What a scoped save changes, as the audit log records it: the changed columns before and after,
 * each named with its view (`fr.name`, as the product save names a child's `sku.qty`); null when
 * nothing changes. `before`: the view's own row (null: none).
 */
const own = (value: string | null | undefined) => (value === undefined || value === null || value === '' ? null : value);

export function viewChanges(view: StoreViewCode, row: object | null, after: ViewValues): { before: ViewValues; after: ViewValues } | null {
  const before = row as Partial<ViewValues> | null;
  const changed = Object.keys(after).filter((column) => own(before?.[column]) !== own(after[column]));
  if (changed.length === 0) return null;
  const named = (values: Partial<ViewValues> | null) => Object.fromEntries(changed.map((column) => [`${view}.${column}`, own(values?.[column])]));
  return { before: named(before), after: named(after) };
}

/**
 * A view-scoped form's first values by posted name (`columns`: field → column): the record's own
 * values (`defaults`, by column; a column it lacks is empty) and the view's row (null: none).
 */
export function viewValuesData(columns: Record<string, string>, defaults: object, own: object | null): ViewValuesData {
  const byColumn = (values: object | null, column: string) => (values as Record<string, string | null | undefined> | null)?.[column];
  return {
    defaults: Object.fromEntries(Object.entries(columns).map(([field, column]) => [field, byColumn(defaults, column) ?? ''])),
    own: Object.fromEntries(Object.entries(columns).map(([field, column]) => [field, byColumn(own, column) ?? null])),
  };
}
