import { t } from '@shop/ui/i18n';
import { cn } from '@shop/ui/cn';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SEARCH_MIN_LENGTH } from '@shop/ui/validation';
import { SEARCH_BLUR_HIDE_DELAY_MS, SEARCH_SUGGEST_DEBOUNCE_MS } from '../../../config/constants';
import { getClock, type TimerHandle } from '@shop/ui/clock';
import type { Suggestion } from '../contract';
import { canSubmitSearch, moveActiveSuggestion, shouldSuggest } from '../model';
import { logger } from '@shop/ui/logger';

export interface MiniSearchProps {
  /** Loads the suggestions of a query (call 1); aborted when a newer query starts. */
  loadSuggestions: (query: string, signal: AbortSignal) => Promise<Suggestion[]>;
  /** Runs a search (navigates to the results). */
  onSearch: (query: string) => void;
  /** The results page the form submits to without JavaScript. @default '/catalogsearch/result' */
  action?: string;
  /** The query shown at first (the current search on the results page). @default '' */
  defaultQuery?: string;
  /** Fewest characters a search needs (minSearchLength). @default 3 */
  minLength?: number;
  /** Changing this value clears the suggestion list (the sticky header does below 1025 px). @default 0 */
  clearSignal?: number;
  /** Classes of the outer element. */
  className?: string;
  /** Classes of the form (its placement on phones, where the toggle shows it). */
  formClassName?: string;
  /** Classes of the phone toggle button. */
  toggleClassName?: string;
}

function SearchIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={cn('size-5 fill-none stroke-current stroke-2', className)}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's mini search (SPEC.md §2, §5, §9): a GET form to the results page with
 * suggestions (debounced 300 ms, hidden 250 ms after blur), a submit button disabled
 * under the minimum length, and a toggle that shows the form on phones (max-width
 * 768 px). The form carries `data-active` while its input has focus.
 */
export function MiniSearch({
  loadSuggestions,
  onSearch,
  action = '/catalogsearch/result',
  defaultQuery = '',
  minLength = SEARCH_MIN_LENGTH,
  clearSignal = 0,
  className,
  formClassName,
  toggleClassName,
}: MiniSearchProps) {
  const id = useId();
  const inputId = `${id}-q`;
  const listId = `${id}-list`;
  const formId = `${id}-form`;
  const [query, setQuery] = useState(defaultQuery);
  const [focused, setFocused] = useState(false);
  const [toggleActive, setToggleActive] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [listVisible, setListVisible] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const debounceTimer = useRef<TimerHandle | undefined>(undefined);
  const hideTimer = useRef<TimerHandle | undefined>(undefined);
  const request = useRef<AbortController | null>(null);

  const clearList = () => {
    getClock().clearTimeout(debounceTimer.current);
    request.current?.abort();
    request.current = null;
    setSuggestions([]);
    setListVisible(false);
    setActiveIndex(-1);
  };

  // The query of the page we are on (the results page) replaces what was typed.
  const [prevDefault, setPrevDefault] = useState(defaultQuery);
  if (prevDefault !== defaultQuery) {
    setPrevDefault(defaultQuery);
    setQuery(defaultQuery);
  }

  const [prevClear, setPrevClear] = useState(clearSignal);
  if (prevClear !== clearSignal) {
    setPrevClear(clearSignal);
    setSuggestions([]);
    setListVisible(false);
    setActiveIndex(-1);
  }

  useEffect(() => {
    const clock = getClock();
    return () => {
      clock.clearTimeout(debounceTimer.current);
      clock.clearTimeout(hideTimer.current);
      request.current?.abort();
    };
  }, []);

  // While the phone toggle is active, a press anywhere else closes it and clears the list.
  useEffect(() => {
    if (!toggleActive) return;
    const onPointerDown = (event: PointerEvent) => {
      if (containerRef.current?.contains(event.target as Node)) return;
      setToggleActive(false);
      clearList();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [toggleActive]);

  const requestSuggestions = (value: string) => {
    const clock = getClock();
    clock.clearTimeout(debounceTimer.current);
    request.current?.abort();
    if (!shouldSuggest(value, minLength)) {
      setSuggestions([]);
      setListVisible(false);
      setActiveIndex(-1);
      return;
    }
    debounceTimer.current = clock.setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      loadSuggestions(value, controller.signal).then(
        (items) => {
          if (controller.signal.aborted) return;
          setSuggestions(items);
          setActiveIndex(-1);
          setListVisible(items.length > 0 && document.activeElement === inputRef.current);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) logger.error('Search suggestions could not be loaded', error);
        },
      );
    }, SEARCH_SUGGEST_DEBOUNCE_MS);
  };

  const submittable = canSubmitSearch(query, minLength);
  const expanded = listVisible && suggestions.length > 0;
  const active = expanded && activeIndex >= 0 ? suggestions[activeIndex] : undefined;

  const runSearch = (value: string) => {
    if (!canSubmitSearch(value, minLength)) return;
    clearList();
    setQuery(value.trim());
    inputRef.current?.blur();
    setToggleActive(false);
    onSearch(value.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return;
      event.preventDefault();
      setActiveIndex((index) => moveActiveSuggestion(index, suggestions.length, event.key === 'ArrowDown' ? 'next' : 'previous'));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setListVisible(false);
        setActiveIndex(-1);
      }
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Enter submits only at the minimum length; a highlighted suggestion is searched instead.
      runSearch(active ? active.title : query);
    }
  };

  return (
    <div ref={containerRef} data-slot="mini-search" data-toggle-active={toggleActive || undefined} className={cn('relative', className)}>
      <button
        type="button"
        data-slot="mini-search-toggle"
        aria-controls={formId}
        aria-expanded={toggleActive}
        onClick={() => {
          const next = !toggleActive;
          setToggleActive(next);
          if (next) requestAnimationFrame(() => inputRef.current?.focus());
          else clearList();
        }}
        className={cn('inline-flex size-11 items-center justify-center rounded-md text-neutral-900 hover:bg-neutral-100 md:hidden', toggleClassName)}
      >
        <SearchIcon />
        <span className="sr-only">{t('Search')}</span>
      </button>
      <form
        id={formId}
        role="search"
        action={action}
        method="get"
        data-slot="mini-search-form"
        data-active={focused || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          runSearch(query);
        }}
        className={cn('relative max-md:hidden', toggleActive && 'max-md:block', formClassName)}
      >
        <label htmlFor={inputId} className="sr-only">
          {t('Search')}
        </label>
        <div className="relative">
          <input
            ref={inputRef}
            id={inputId}
            name="q"
            type="search"
            role="combobox"
            autoComplete="off"
            maxLength={128}
            placeholder={t('Search entire store here...')}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={active ? `${listId}-${activeIndex}` : undefined}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              requestSuggestions(event.target.value);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              getClock().clearTimeout(hideTimer.current);
              setFocused(true);
              if (suggestions.length > 0) setListVisible(true);
            }}
            onBlur={() => {
              setFocused(false);
              getClock().clearTimeout(hideTimer.current);
              hideTimer.current = getClock().setTimeout(() => {
                setListVisible(false);
                setActiveIndex(-1);
              }, SEARCH_BLUR_HIDE_DELAY_MS);
            }}
            className="h-10 w-full rounded-md border border-neutral-500 bg-white ps-3 pe-12 text-base text-neutral-900 placeholder:text-neutral-600 focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus [&::-webkit-search-cancel-button]:hidden"
          />
          <button
            type="submit"
            data-slot="mini-search-submit"
            disabled={!submittable}
            aria-label={t('Search')}
            className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center rounded-e-md text-neutral-800 hover:text-brand-700 disabled:cursor-not-allowed disabled:text-neutral-500"
          >
            <SearchIcon />
          </button>
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label={t('Search suggestions')}
          data-slot="mini-search-suggestions"
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-dropdown mt-1 max-h-[60vh] overflow-y-auto rounded-md border border-neutral-300 bg-white py-1 shadow-md"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.title}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              data-slot="mini-search-suggestion"
              // Keep focus in the input so the list does not start hiding before the click lands.
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => runSearch(suggestion.title)}
              className="flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm text-neutral-900 hover:bg-brand-50 aria-selected:bg-brand-50"
            >
              <span>{suggestion.title}</span>
              <span className="text-neutral-600">{suggestion.num_results}</span>
            </li>
          ))}
        </ul>
      </form>
    </div>
  );
}
