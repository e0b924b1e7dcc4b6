import type { HttpClient } from '../../lib/http';
import { removeItem as removeItemCall, updateItemQty as updateItemQtyCall, type ItemChangeResponse } from './contract';

export type { ItemChangeResponse } from './contract';

/** Call 10: POST the new quantity of a line (form encoded, with the form_key); a refusal's message is an answer. */
export function updateItemQty(
  http: HttpClient,
  url: string,
  request: { itemId: number | string; qty: number; formKey: string },
): Promise<ItemChangeResponse> {
  const body = new URLSearchParams({ item_id: String(request.itemId), item_qty: String(request.qty), form_key: request.formKey });
  return http.call(updateItemQtyCall, body, { url, refusalIsAnswer: true });
}

/** Call 11: POST the removal of a line (form encoded, with the form_key); a refusal's message is an answer. */
export function removeItem(http: HttpClient, url: string, request: { itemId: number | string; formKey: string }): Promise<ItemChangeResponse> {
  return http.call(removeItemCall, new URLSearchParams({ item_id: String(request.itemId), form_key: request.formKey }), { url, refusalIsAnswer: true });
}
