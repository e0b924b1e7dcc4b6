import type { HttpClient } from '../../lib/http';
import { addToCart as addToCartCall, type AddToCartResponse } from './contract';

export type { AddToCartResponse } from './contract';

/** Call 8: POST the add-to-cart form as multipart data to its action address. */
export function addToCart(http: HttpClient, action: string, form: FormData): Promise<AddToCartResponse> {
  return http.call(addToCartCall, form, { url: action });
}
