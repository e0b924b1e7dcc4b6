import { z } from 'zod';
import { searchQuerySchema } from '@shop/ui/validation';
import { defineCall } from '../../lib/contract';
import type * as self from './contract';

/** One search suggestion (SPEC.md §3): a phrase and how many products it finds. */
export const suggestionSchema = z.lazy(() => z.object({
  title: z.string(),
  num_results: z.coerce.number().int().nonnegative().catch(0),
}));

export type Suggestion = z.output<typeof suggestionSchema>;

/**
 * Call 1: the suggestions for a query (public, cacheable). The query needs the search's minimum
 * length (SPEC.md §5: "Minimum length is 3 (minSearchLength)"), as the search box does before it asks.
 */
export const searchSuggest = defineCall({
  name: 'searchSuggest',
  method: 'GET',
  path: '/search/ajax/suggest',
  request: () => z.object({ q: searchQuerySchema.pipe(z.string().trim().max(128)) }),
  response: () => z.array(suggestionSchema),
});

declare module '../../lib/contract' {
  // This module's calls and sections join the shop's (no list to edit): `useSection(name)` and the
  // page settings' `urls` are typed from them.
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
