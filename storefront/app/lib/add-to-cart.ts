import type { AddToCartResponse } from '../../src/features/cart/contract';
import type { ProductTileData } from '../../src/features/catalog/types';
import { shopCall } from './shop-call';
import type { ShopRuntime } from './shop-runtime';

/**
 * Call 8 through the page's client, posting the form's fields to the form's own action; the call's
 * code loads on the first add. Analytics hears of `product` going into the cart.
 */
export async function submitAddToCart(runtime: ShopRuntime, action: string, form: FormData, product: ProductTileData): Promise<AddToCartResponse> {
  const response = await shopCall(runtime, () => import('../../src/features/cart/contract'), 'addToCart')(form, { url: action });
  (await runtime.services()).analytics.addedToCart(product, form, response);
  return response;
}
