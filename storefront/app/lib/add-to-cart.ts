import type { AddToCartResponse } from '../../src/features/cart/api';
import type { ProductTileData } from '../../src/features/catalog/types';
import type { ShopRuntime } from './shop-runtime';

/** Call 8 through the page's client; the call's code loads on the first add. Analytics hears of `product` going into the cart. */
export async function submitAddToCart(runtime: ShopRuntime, action: string, form: FormData, product: ProductTileData): Promise<AddToCartResponse> {
  const [{ addToCart }, { http, analytics }] = await Promise.all([import('../../src/features/cart/api'), runtime.services()]);
  const response = await addToCart(http, action, form);
  analytics.addedToCart(product, form, response);
  return response;
}
