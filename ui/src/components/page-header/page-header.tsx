import type * as React from 'react';
import { cn } from '../../lib/cn';

export interface PageHeaderProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  /** The page's name, its one `<h1>` ("#000000012", "Orders", "New Product"). */
  title: React.ReactNode;
  /** Above the title: the trail up to this page (a `Breadcrumbs`). @default undefined */
  breadcrumbs?: React.ReactNode;
  /** Beside the title: the record's state (a `Badge`, "Processing"). @default undefined */
  status?: React.ReactNode;
  /** A line under the title with facts about the record ("Placed Nov 3, 2026 · Default Store View"). @default undefined */
  meta?: React.ReactNode;
  /** The page's buttons ("Back", "Cancel", "Invoice", "Ship"): at the end of the title's row; under the title on a phone (below 640 px) and when they do not fit beside it. @default undefined */
  actions?: React.ReactNode;
}

/**
 * The top of a back-office page: breadcrumbs, the page's `h1` with the record's status beside it, a
 * line of facts, and the page's actions.
 *
 * **When to use**: once a page, first in the main area (`AppFrame`'s content), before the page's
 * panels. Put the main action last among `actions` and give it the `primary` button style; keep the
 * rest `outline`. Not for a section's heading inside the page (use `Panel`).
 *
 * **Accessibility**: the title is the page's only `<h1>`, so a screen reader's heading list starts
 * with it; the status and meta sit after it in reading order and are read with it. The actions come
 * after the title in the markup at every width, so `Tab` reaches them after the breadcrumbs.
 * Keyboard: none of its own; the links and buttons in its slots are reached with `Tab`.
 */
export function PageHeader({ title, breadcrumbs, status, meta, actions, className, ...props }: PageHeaderProps) {
  return (
    <div data-slot="page-header" className={cn('flex flex-col gap-2 text-neutral-900', className)} {...props}>
      {breadcrumbs}
      {/* From 640 px the actions sit beside the title while both fit (the title keeps 20rem); else they wrap to a row of their own. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start sm:gap-x-6">
        <div className="flex min-w-0 flex-col gap-1 sm:flex-[1_1_20rem]">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 data-slot="page-header-title" className="min-w-0 text-2xl leading-tight font-bold break-words">
              {title}
            </h1>
            {status ? <div data-slot="page-header-status">{status}</div> : null}
          </div>
          {meta ? (
            <div data-slot="page-header-meta" className="text-sm text-neutral-700">
              {meta}
            </div>
          ) : null}
        </div>
        {actions ? (
          <div data-slot="page-header-actions" className="flex flex-wrap items-center gap-2 sm:ms-auto sm:justify-end">
            {actions}
          </div>
        ) : null}
      </div>
    </div>
  );
}
