import { z } from 'zod';
import type { HttpClient } from '../../lib/http';

/** Calls 10 and 11 answer success, or an error message. */
export const itemChangeResponseSchema = z.looseObject({
  success: z.boolean(),
  error_message: z.string().optional(),
});

export type ItemChangeResponse = z.output<typeof itemChangeResponseSchema>;

/** Call 10: POST the new quantity of a line (form encoded, with the form_key). */
export function updateItemQty(
  http: HttpClient,
  url: string,
  request: { itemId: number | string; qty: number; formKey: string },
): Promise<ItemChangeResponse> {
  return http.post(url, {
    schema: itemChangeResponseSchema,
    body: new URLSearchParams({ item_id: String(request.itemId), item_qty: String(request.qty), form_key: request.formKey }),
  });
}

/** Call 11: POST the removal of a line (form encoded, with the form_key). */
export function removeItem(
  http: HttpClient,
  url: string,
  request: { itemId: number | string; formKey: string },
): Promise<ItemChangeResponse> {
  return http.post(url, {
    schema: itemChangeResponseSchema,
    body: new URLSearchParams({ item_id: String(request.itemId), form_key: request.formKey }),
  });
}
