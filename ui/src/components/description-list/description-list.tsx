import type * as React from 'react';
import { cn } from '../../lib/cn';

/** One term and what it says: "Order Status" → "Processing". */
export interface DescriptionListItem {
  /** The name of the value ("Order Date", "Grand Total"). */
  term: React.ReactNode;
  /** The value: text, a link, a `Badge`, a `Price`. */
  details: React.ReactNode;
  /** A stable key when `term` is not a string, or when two terms read the same. @default the term's text */
  id?: string;
}

export interface DescriptionListProps extends Omit<React.ComponentProps<'dl'>, 'children'> {
  /** The pairs, in reading order. */
  items: readonly DescriptionListItem[];
  /**
   * For money and other figures ("Order Totals"): each value sits at the end edge in figures of one
   * width, so the amounts line up, and stays beside its term on a phone too.
   * @default false
   */
  numeric?: boolean;
}

/**
 * Names and values, as the back office's order view lists them: "Order Date", "Order Status",
 * "Customer Group", or the order totals. A `<dl>`: each term (`<dt>`) with its value (`<dd>`).
 *
 * **When to use**: read-only facts about one record, one value a term. Values in one column on a
 * phone, beside their terms from 640 px (`sm`). With `numeric`, for money: the amounts line up at
 * the end edge. For records to compare across columns use `DataTable`; for editing, form fields.
 *
 * **Accessibility**: a description list (`<dl>` of `<div>`s, each holding a `<dt>` and its `<dd>`),
 * which screen readers announce as a list of its pairs. The order in the markup is the reading order
 * at every width. Keyboard: none of its own; links and buttons inside are reached with `Tab`.
 */
export function DescriptionList({ items, numeric = false, className, ...props }: DescriptionListProps) {
  return (
    <dl
      data-slot="description-list"
      data-variant={numeric ? 'numeric' : 'text'}
      className={cn('divide-y divide-neutral-200 text-base', className)}
      {...props}
    >
      {items.map((item, index) => (
        <div
          key={item.id ?? (typeof item.term === 'string' ? item.term : index)}
          data-slot="description-list-item"
          className={cn(
            'grid gap-x-4 gap-y-0.5 py-2 first:pt-0 last:pb-0',
            // Money stays beside its term: short lines whose amounts must line up.
            numeric ? 'grid-cols-[minmax(0,1fr)_auto]' : 'sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]',
          )}
        >
          <dt data-slot="description-list-term" className="font-semibold break-words text-neutral-800">
            {item.term}
          </dt>
          <dd data-slot="description-list-details" className={cn('min-w-0 break-words text-neutral-900', numeric && 'text-end tabular-nums')}>
            {item.details}
          </dd>
        </div>
      ))}
    </dl>
  );
}
