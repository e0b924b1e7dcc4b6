import { z } from 'zod';
import { refineRules, ruleSchema } from '@shop/ui/validation';
import { FILTER_PARAMS } from './layered-navigation';
import type { LayeredFilters, PriceRange } from './types';

/**
 * The rules of the layered-navigation parameters of a listing address (issue 15), read by the
 * page loaders on the server (kept apart from the links' code, so no page ships zod for them).
 */

/** An option or category id of a filter: digits only (`validate-digits`), at most nine of them. */
export const filterIdParam = ruleSchema('required-entry', 'validate-digits', ['validate-length', { maxLength: 9 }]).transform(Number);

/**
 * A price range `from-to` in whole currency units, `to` excluded (`50-60`), or `from-` for "and
 * above" (`90-`), as Luma writes it; `to` must lie above `from`.
 */
export const priceRangeParam = z
  .string()
  .superRefine(refineRules(['validate-length', { maxLength: 15 }]))
  .regex(/^\d{1,7}-\d{0,7}$/, 'Expected a price range like 50-60.')
  .transform((text): PriceRange => {
    const [from, to] = text.split('-') as [string, string];
    return to === '' ? { from: Number(from) } : { from: Number(from), to: Number(to) };
  })
  .refine((range) => range.to === undefined || range.to > range.from, 'The end of a price range must lie above its start.');

/** The filter parameters' rules: a missing or broken value means no filter (never an error). */
export const layeredFiltersSchema = z.object({
  cat: filterIdParam.optional().catch(undefined),
  color: filterIdParam.optional().catch(undefined),
  size: filterIdParam.optional().catch(undefined),
  price: priceRangeParam.optional().catch(undefined),
});

/** Reads the filters of a listing address; a value that breaks its rule is ignored. */
export function parseLayeredFilters(params: URLSearchParams): LayeredFilters {
  const raw = Object.fromEntries(FILTER_PARAMS.flatMap((param) => (params.has(param) ? [[param, params.get(param)]] : [])));
  const parsed = layeredFiltersSchema.parse(raw);
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as LayeredFilters;
}

