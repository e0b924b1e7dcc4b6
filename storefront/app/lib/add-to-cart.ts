import type { AddToCartResponse } from '../../src/features/cart/api';
import type { ShopRuntime } from './shop-runtime';

/** Call 8 through the page's client; the call's code loads on the first add. */
export async function submitAddToCart(runtime: ShopRuntime, action: string, form: FormData): Promise<AddToCartResponse> {
  const [{ addToCart }, { http }] = await Promise.all([import('../../src/features/cart/api'), runtime.services()]);
  return addToCart(http, action, form);
}
