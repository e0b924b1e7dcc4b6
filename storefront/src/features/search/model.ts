import { SEARCH_MIN_LENGTH } from '@shop/ui/validation';

/**
 * Whether a query may be submitted: never empty or whitespace only, and at least
 * `minLength` characters once trimmed (SPEC.md §5 "Search"). The submit button is
 * disabled and Enter does nothing otherwise.
 */
export function canSubmitSearch(query: string, minLength: number = SEARCH_MIN_LENGTH): boolean {
  return query.trim().length >= minLength;
}

/**
 * Suggestions are asked for only once a query could be submitted.
 * @alias
 */
export const shouldSuggest = canSubmitSearch;

/** The search results address of a query. */
export function searchResultsUrl(query: string): string {
  return `/catalogsearch/result?${new URLSearchParams({ q: query.trim() }).toString()}`;
}

/**
 * The option the arrow keys move to in a list of `count` suggestions (-1: none, back
 * to the input). Down from the last and up from the first return to the input.
 */
export function moveActiveSuggestion(current: number, count: number, direction: 'next' | 'previous'): number {
  if (count === 0) return -1;
  if (direction === 'next') return current >= count - 1 ? -1 : current + 1;
  return current === -1 ? count - 1 : current - 1;
}
