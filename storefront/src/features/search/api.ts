import type { HttpClient } from '../../lib/http';
import { searchSuggest, type Suggestion } from './contract';

export type { Suggestion } from './contract';

/** Call 1: the suggestions for a query. */
export function fetchSuggestions(http: HttpClient, query: string, options: { url?: string; signal?: AbortSignal } = {}): Promise<Suggestion[]> {
  return http.call(searchSuggest, { q: query.trim() }, options);
}
