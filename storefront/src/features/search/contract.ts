import { z } from 'zod';
import { defineCall } from '../../lib/contract';

/** One search suggestion (SPEC.md §3): a phrase and how many products it finds. */
export const suggestionSchema = z.object({
  title: z.string(),
  num_results: z.coerce.number().int().nonnegative().catch(0),
});

export type Suggestion = z.output<typeof suggestionSchema>;

/** Call 1: the suggestions for a query (public, cacheable). */
export const searchSuggest = defineCall({
  name: 'searchSuggest',
  method: 'GET',
  path: '/search/ajax/suggest',
  request: z.object({ q: z.string().trim().min(1, 'Enter a search query.').max(128) }),
  response: z.array(suggestionSchema),
});
