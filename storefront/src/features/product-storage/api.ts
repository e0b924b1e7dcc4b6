import { z } from 'zod';
import type { HttpClient } from '../../lib/http';
import type { ProductRecord } from './model';

/** Call 16: POST the storage's ids; the answer is not read. */
export async function postStorageSync(
  http: HttpClient,
  url: string,
  payload: { ids: Record<string, unknown>; type_id: string },
): Promise<void> {
  await http.post(url, { schema: z.unknown(), body: payload });
}

/** One product in the product data answer. */
export const productRecordSchema = z.looseObject({
  id: z.coerce.number().int(),
  currency_code: z.string().optional(),
  store_id: z.coerce.number().int().optional(),
});

/** Call 13's answer. */
export const productsRenderInfoSchema = z.looseObject({ items: z.array(productRecordSchema).default([]) });

/**
 * Call 13: product render data for ids, in a store and currency (the entity_id
 * filter as a comma list). Returns the records keyed by id.
 */
export async function fetchProductsRenderInfo(
  http: HttpClient,
  url: string,
  request: { ids: readonly number[]; storeId: number; currencyCode: string },
): Promise<Record<string, ProductRecord>> {
  const filter = 'searchCriteria[filter_groups][0][filters][0]';
  const answer = await http.get(url, {
    schema: productsRenderInfoSchema,
    query: {
      [`${filter}[field]`]: 'entity_id',
      [`${filter}[value]`]: request.ids.join(','),
      [`${filter}[condition_type]`]: 'in',
      store_id: request.storeId,
      currency_code: request.currencyCode,
    },
  });
  return Object.fromEntries(answer.items.map((item) => [String(item.id), item as ProductRecord]));
}
