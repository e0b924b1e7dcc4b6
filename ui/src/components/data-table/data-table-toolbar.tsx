import { useEffect, useId, useRef, useState } from 'react';
import type * as React from 'react';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { Input } from '../input/input';

/** A filter in force, shown as a chip the user can remove. */
export interface DataTableActiveFilter {
  /** Names the filter; `onRemoveFilter` gets it. */
  id: string;
  /** What is filtered ("Status"). */
  label: string;
  /** The value in force, as the user reads it ("Pending"). */
  value: string;
}

export type DataTableToolbarProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The keyword in force (controlled); the field shows it again whenever it changes. @default '' */
  search?: string;
  /** Called with the keyword typed, on `Enter` or the Search button. Without it there is no search field. @default undefined */
  onSearch?: (keyword: string) => void;
  /** The search field's name and placeholder. @default t('Search by keyword') */
  searchLabel?: string;
  /** The filter controls, which the app supplies from the kit (`Select`, `Input`, `DatePicker`) and applies itself. @default undefined */
  filters?: React.ReactNode;
  /** The filters in force, each a chip with a remove button; nothing shows while empty. @default [] */
  activeFilters?: readonly DataTableActiveFilter[];
  /** Called with the `id` of the filter whose chip's remove button was pressed. */
  onRemoveFilter?: (id: string) => void;
  /** Called on "Clear all"; without it there is no such button. @default undefined */
  onClearFilters?: () => void;
};

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-none stroke-current stroke-2">
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="m13 13 4.5 4.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The toolbar above a `DataTable` (Magento's admin grid header): a keyword search, an area for the
 * app's filter controls, and the filters in force as removable chips with "Clear all". Controlled:
 * it reports the keyword and the removals, and the app decides what is in force.
 *
 * **When to use**: in a `DataTable`'s `toolbar` slot, when the records can be searched or filtered.
 * The filter controls are the kit's own, so they look and behave as everywhere else.
 *
 * **Accessibility**: the search is a `search` landmark whose field is named "Search by keyword"; each
 * chip's remove button is named after its filter ("Remove Status: Pending"). When a chip goes, the
 * focus moves to the next chip's button (or the search field), not to the top of the page.
 * Keyboard: `Tab` through the search field and button, the filters, the chips' remove buttons and
 * "Clear all"; `Enter` in the field searches.
 */
export function DataTableToolbar({
  search = '',
  onSearch,
  searchLabel = t('Search by keyword'),
  filters,
  activeFilters = [],
  onRemoveFilter,
  onClearFilters,
  className,
  ...props
}: DataTableToolbarProps) {
  const chipsLabelId = useId();
  const [draft, setDraft] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setDraft(search);
  }

  const searchField = useRef<HTMLInputElement>(null);
  const chipList = useRef<HTMLUListElement>(null);
  /** The place of the chip just removed (-1: all of them), whose focus must go somewhere once it is gone. */
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    // Only when the pressed button really went away, taking the focus with it.
    if (document.activeElement !== document.body && document.activeElement !== null) return;
    const buttons = chipList.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const next = index >= 0 ? buttons[Math.min(index, buttons.length - 1)] : undefined;
    (next ?? searchField.current)?.focus();
  }, [activeFilters]);

  return (
    <div data-slot="data-table-toolbar" className={cn('flex flex-col gap-3 text-sm text-neutral-900', className)} {...props}>
      {onSearch && (
        <form
          role="search"
          aria-label={searchLabel}
          data-slot="data-table-search"
          className="flex w-full max-w-md gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            onSearch(draft.trim());
          }}
        >
          <Input
            ref={searchField}
            type="search"
            aria-label={searchLabel}
            placeholder={searchLabel}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="outline" size="icon" aria-label={t('Search')} className="shrink-0">
            <SearchIcon />
          </Button>
        </form>
      )}
      {filters && (
        <div data-slot="data-table-filters" className="flex flex-wrap items-end gap-3">
          {filters}
        </div>
      )}
      {activeFilters.length > 0 && (
        <div data-slot="data-table-active-filters" className="flex flex-wrap items-center gap-2">
          <span id={chipsLabelId} className="font-semibold">
            {t('Active filters:')}
          </span>
          <ul ref={chipList} aria-labelledby={chipsLabelId} className="flex flex-wrap gap-2">
            {activeFilters.map((filter, index) => (
              <li
                key={filter.id}
                data-slot="data-table-filter-chip"
                className="inline-flex items-center gap-1 rounded-full border border-neutral-300 bg-neutral-50 py-0.5 ps-3 pe-0.5"
              >
                <span>
                  <span className="font-semibold">{filter.label}:</span> {filter.value}
                </span>
                <button
                  type="button"
                  aria-label={t('Remove %1: %2', filter.label, filter.value)}
                  className="inline-flex size-7 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-200 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus"
                  onClick={() => {
                    removedAt.current = index;
                    onRemoveFilter?.(filter.id);
                  }}
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5 fill-none stroke-current stroke-2">
                    <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
          {onClearFilters && (
            <Button
              variant="link"
              size="sm"
              className="px-1"
              onClick={() => {
                removedAt.current = -1;
                onClearFilters();
              }}
            >
              {t('Clear all')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
