import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/** The heading levels a panel's title can take; the page's own `h1` is the `PageHeader`'s. */
export type PanelHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface PanelProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  /** The section's heading ("Order & Account Information", "Items Ordered", "Order Totals"). */
  title: React.ReactNode;
  /** The heading's level, so the page's outline stays in order (a panel inside an `h2` panel takes 3). @default 2 */
  headingLevel?: PanelHeadingLevel;
  /** A line under the title that says what the section holds or how to use it; it describes the section. @default undefined */
  description?: React.ReactNode;
  /** Buttons or links that act on the whole section ("Edit", "Add Comment"), at the end of the header; they wrap under the title when there is no room. @default undefined */
  actions?: React.ReactNode;
  /** Drops the body's padding, for content that runs to the panel's edges (a table). @default false */
  flush?: boolean;
}

/**
 * A titled block of a page, as the back office's order view is made of: "Order & Account
 * Information", "Items Ordered", "Order Totals". A header (heading, optional description and
 * actions) above a body.
 *
 * **When to use**: to group what belongs together on a record's page. One panel a topic; set
 * `headingLevel` so headings never skip a level. Not for a message (use `Messages`) nor for content
 * that opens and closes (use `Collapsible`).
 *
 * **Accessibility**: a `<section>` whose heading (`h2` by default) names it and is how a screen reader
 * finds it by headings; the description is tied to it with `aria-describedby`. It is deliberately not
 * a landmark (no `aria-label`): a page of many panels would crowd the landmark list. Keyboard: none of
 * its own; the actions and the body's controls are reached with `Tab` in reading order.
 */
export function Panel({ title, headingLevel = 2, description, actions, flush = false, className, children, ...props }: PanelProps) {
  const Heading = `h${headingLevel}` as const;
  const descriptionId = useId();
  return (
    <section
      data-slot="panel"
      aria-describedby={description ? descriptionId : undefined}
      className={cn('min-w-0 rounded-lg border border-neutral-200 bg-white text-neutral-900 shadow-sm', className)}
      {...props}
    >
      <div data-slot="panel-header" className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-neutral-200 px-4 py-3">
        <div className="min-w-0 flex-[1_1_12rem]">
          <Heading data-slot="panel-title" className="text-lg leading-snug font-semibold break-words">
            {title}
          </Heading>
          {description ? (
            <p id={descriptionId} data-slot="panel-description" className="mt-0.5 text-sm text-neutral-700">
              {description}
            </p>
          ) : null}
        </div>
        {actions ? (
          <div data-slot="panel-actions" className="flex flex-wrap items-center gap-2">
            {actions}
          </div>
        ) : null}
      </div>
      <div data-slot="panel-body" className={cn(!flush && 'p-4')}>
        {children}
      </div>
    </section>
  );
}
