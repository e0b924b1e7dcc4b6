import { z } from 'zod';
import type { HttpClient } from '../../lib/http';

/** One search suggestion (SPEC.md §3): a phrase and how many products it finds. */
export const suggestionSchema = z.object({
  title: z.string(),
  num_results: z.coerce.number().int().nonnegative().catch(0),
});

/** Call 1's answer: a list of suggestions. */
export const suggestionsSchema = z.array(suggestionSchema);

export type Suggestion = z.output<typeof suggestionSchema>;

/** Address of call 1 when the page settings name none. */
export const DEFAULT_SUGGEST_URL = 'search/ajax/suggest';

/** Call 1: GET the suggestions for a query. */
export function fetchSuggestions(
  http: HttpClient,
  query: string,
  options: { url?: string; signal?: AbortSignal } = {},
): Promise<Suggestion[]> {
  return http.get(options.url ?? DEFAULT_SUGGEST_URL, {
    schema: suggestionsSchema,
    query: { q: query.trim() },
    signal: options.signal,
  });
}
