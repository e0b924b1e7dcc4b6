import type { RequestOf } from '../../lib/contract';
import type { HttpClient } from '../../lib/http';
import { frontendActionSync, productsRenderInfo } from './contract';
import type { ProductRecord } from './model';

/** Call 16: POST the storage's ids; the answer is not read. */
export async function postStorageSync(http: HttpClient, payload: RequestOf<typeof frontendActionSync>): Promise<void> {
  await http.call(frontendActionSync, payload);
}

/**
 * Call 13: product render data for ids, in a store and currency (the entity_id filter as a
 * comma list). Returns the records keyed by id.
 */
export async function fetchProductsRenderInfo(
  http: HttpClient,
  request: { ids: readonly number[]; storeId: number; currencyCode: string },
): Promise<Record<string, ProductRecord>> {
  const filter = { field: 'entity_id', value: request.ids.join(','), condition_type: 'in' };
  const answer = await http.call(
    productsRenderInfo,
    { searchCriteria: { filter_groups: { 0: { filters: { 0: filter } } } }, store_id: request.storeId, currency_code: request.currencyCode },
  );
  return answer.items as Record<string, ProductRecord>;
}
