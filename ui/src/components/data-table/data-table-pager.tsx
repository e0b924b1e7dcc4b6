import { useEffect, useEffectEvent, useId, useState } from 'react';
import type * as React from 'react';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { Input } from '../input/input';
import { Select } from '../select/select';
import { clampPage, DATA_TABLE_RECORDS_FOUND, PAGE_SIZES, pageCountOf, typedPage } from './sort-and-paging';

export type DataTablePagerProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** The page shown, from 1 (controlled). A page past the last is shown, and reported, as the last. */
  page: number;
  /** Records a page (controlled). */
  pageSize: number;
  /** The number of records on all pages. */
  total: number;
  /** Called with the page the user asks for, always from 1 to the page count. */
  onPageChange: (page: number) => void;
  /**
   * Called with the page size the user picks; the pager asks for page 1 as well (through
   * `onPageChange`, in the same event, so React renders once). Without it there is no size select.
   * @default undefined
   */
  onPageSizeChange?: (pageSize: number) => void;
  /** The sizes the size select offers (the current one is added if missing). @default [20, 30, 50, 100, 200] */
  pageSizes?: readonly number[];
  /** The name of the pager's navigation landmark. @default t('Pagination') */
  label?: string;
};

const arrowPath = { previous: 'm12 5-5 5 5 5', next: 'm8 5 5 5-5 5' } as const;

function PageButton({ to, disabled, onPress }: { to: 'previous' | 'next'; disabled: boolean; onPress: () => void }) {
  return (
    <Button
      variant="outline"
      size="sm"
      data-slot={`data-table-pager-${to}`}
      // aria-disabled rather than disabled: a disabled button drops the keyboard focus, and
      // pressing Next onto the last page would leave the user nowhere.
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onPress();
      }}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-none stroke-current stroke-2 rtl:-scale-x-100">
        <path d={arrowPath[to]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {to === 'previous' ? t('Previous') : t('Next')}
    </Button>
  );
}

/**
 * The pager of a `DataTable` (Magento's admin grid pager): the number of records found, a page-size
 * select, Previous and Next, and the page as a field with "of N". Controlled: it shows `page` and
 * reports what the user asks for. It works alone too, under any list the server pages.
 *
 * **When to use**: under or above a list the server pages (a `DataTable`'s `pager` slot, a list of
 * reviews). For a list that fits one page, none.
 *
 * **Accessibility**: a `navigation` landmark named "Pagination". The page field is named "Page" and
 * described by "of N"; the size select by "per page". Previous and Next stay focusable at the first
 * and last page (`aria-disabled`), so pressing Next onto the last page keeps the focus there.
 * Keyboard: `Tab` through the size select, Previous, the page field and Next; `Enter` in the page
 * field (or leaving it) goes to the page typed, a number past the last going to the last.
 */
export function DataTablePager({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizes = PAGE_SIZES,
  label = t('Pagination'),
  className,
  ...props
}: DataTablePagerProps) {
  const id = useId();
  const pageCount = pageCountOf(total, pageSize);
  const current = clampPage(page, pageCount);
  const [draft, setDraft] = useState(String(current));
  const [shownPage, setShownPage] = useState(current);
  if (shownPage !== current) {
    setShownPage(current);
    setDraft(String(current));
  }

  // A page past the end (the result shrank under a filter) is shown as the last; the app is told,
  // so that it loads that page, as Magento's grid moves to its last page.
  const reportClamped = useEffectEvent(() => onPageChange(current));
  useEffect(() => {
    if (current !== page) reportClamped();
  }, [current, page]);

  const goTo = (next: number) => {
    if (next !== current) onPageChange(next);
  };
  const commitDraft = () => {
    const next = typedPage(draft, pageCount);
    setDraft(String(next ?? current));
    if (next !== null) goTo(next);
  };
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].toSorted((a, b) => a - b);

  return (
    <nav
      data-slot="data-table-pager"
      aria-label={label}
      className={cn('flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm text-neutral-900', className)}
      {...props}
    >
      <p data-slot="data-table-pager-total" className="font-semibold">
        {t(DATA_TABLE_RECORDS_FOUND, total)}
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {onPageSizeChange && (
          <div data-slot="data-table-pager-size" className="flex items-center gap-2">
            <Select
              size="sm"
              aria-labelledby={`${id}-size`}
              wrapperClassName="w-auto"
              value={String(pageSize)}
              options={sizes.map((size) => ({ value: String(size), label: String(size) }))}
              onChange={(event) => {
                onPageSizeChange(Number(event.target.value));
                // A new page size starts again from the first page, as the user's place is gone.
                if (current !== 1) onPageChange(1);
              }}
            />
            <span id={`${id}-size`}>{t('per page')}</span>
          </div>
        )}
        <div className="flex items-center gap-2">
          <PageButton to="previous" disabled={current <= 1} onPress={() => goTo(current - 1)} />
          <Input
            data-slot="data-table-pager-page"
            size="sm"
            inputMode="numeric"
            aria-label={t('Page')}
            aria-describedby={`${id}-count`}
            className="w-14 text-center"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commitDraft}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              // Enter goes to the page without submitting a form the pager may sit in.
              event.preventDefault();
              commitDraft();
            }}
          />
          <span id={`${id}-count`} className="whitespace-nowrap">
            {t('of %1', pageCount)}
          </span>
          <PageButton to="next" disabled={current >= pageCount} onPress={() => goTo(current + 1)} />
        </div>
      </div>
    </nav>
  );
}
