import { z } from 'zod';
import type { HttpClient } from '../../lib/http';

/** Call 8's answer (SPEC.md §3 "Add-to-cart response"). */
export const addToCartResponseSchema = z.looseObject({
  backUrl: z.string().optional(),
  messages: z.unknown().optional(),
  minicart: z.string().optional(),
  product: z.looseObject({ statusText: z.string().optional() }).optional(),
});

export type AddToCartResponse = z.output<typeof addToCartResponseSchema>;

/** Call 8: POST the add-to-cart form as multipart data to its action address. */
export function addToCart(http: HttpClient, action: string, form: FormData): Promise<AddToCartResponse> {
  return http.post(action, { schema: addToCartResponseSchema, body: form });
}
