import type { RefObject } from 'react';
import { getClock, type TimerHandle } from '@shop/ui/clock';
import { logger } from '@shop/ui/logger';
import { SEARCH_SUGGEST_DEBOUNCE_MS } from '../../../config/constants';
import type { Suggestion } from '../api';
import { shouldSuggest } from '../model';

/**
 * The mini search's suggestion code, loaded when the search is first pointed at, focused or typed
 * in (and with the code every page loads right after hydration, `storefront/shell-chunk.ts`): the
 * server renders the search with an empty list, so no page needs this to hydrate.
 */
export interface SuggestionRequest {
  minLength: number;
  load: (query: string, signal: AbortSignal) => Promise<Suggestion[]>;
  debounceTimer: RefObject<TimerHandle | undefined>;
  request: RefObject<AbortController | null>;
  input: RefObject<HTMLInputElement | null>;
  /** Shows these suggestions (none: the list hides) with no option highlighted. */
  show: (items: Suggestion[], visible: boolean) => void;
}

/** Asks for the suggestions of `value` once typing rests (debounced); a newer query aborts the older one. */
export function requestSuggestions(value: string, { minLength, load, debounceTimer, request, input, show }: SuggestionRequest) {
  const clock = getClock();
  clock.clearTimeout(debounceTimer.current);
  request.current?.abort();
  if (!shouldSuggest(value, minLength)) {
    show([], false);
    return;
  }
  debounceTimer.current = clock.setTimeout(() => {
    const controller = new AbortController();
    request.current = controller;
    load(value, controller.signal).then(
      (items) => {
        if (controller.signal.aborted) return;
        show(items, items.length > 0 && document.activeElement === input.current);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) logger.error('Search suggestions could not be loaded', error);
      },
    );
  }, SEARCH_SUGGEST_DEBOUNCE_MS);
}

/** The options of the suggestion list. */
export function SuggestionOptions({
  suggestions,
  listId,
  activeIndex,
  onChoose,
}: {
  suggestions: readonly Suggestion[];
  listId: string;
  activeIndex: number;
  onChoose: (title: string) => void;
}) {
  return suggestions.map((suggestion, index) => (
    <li
      key={suggestion.title}
      id={`${listId}-${index}`}
      role="option"
      aria-selected={index === activeIndex}
      data-slot="mini-search-suggestion"
      // Keep focus in the input so the list does not start hiding before the click lands.
      onPointerDown={(event) => event.preventDefault()}
      onClick={() => onChoose(suggestion.title)}
      className="flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm text-neutral-900 hover:bg-brand-50 aria-selected:bg-brand-50"
    >
      <span>{suggestion.title}</span>
      <span className="text-neutral-600">{suggestion.num_results}</span>
    </li>
  ));
}
