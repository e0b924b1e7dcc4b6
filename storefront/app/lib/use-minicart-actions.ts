import { useMemo } from 'react';
import { readFormKey } from '../../src/features/form-key/read';
import type * as MiniCartApi from '../../src/features/minicart/api';
import type { ItemChangeResponse } from '../../src/features/minicart/api';
import type { HttpClient } from '../../src/lib/http';
import { useShopRuntime, type ShopRuntime } from './shop-runtime';
import type { CartItem } from '../../src/features/cart/contract';
import { logger } from '@shop/ui/logger';

type ItemCall = (api: typeof MiniCartApi, http: HttpClient) => Promise<ItemChangeResponse>;
type ItemChange = { item: CartItem; newQty: number };

/**
 * The mini cart's and cart page's quantity update and removal calls (10 and 11). A
 * refusal with the platform's body (success false and a message) counts as an answer;
 * any other failure is only logged (SPEC.md §8). A success tells analytics the line's new quantity.
 */
export function miniCartActions(runtime: ShopRuntime) {
  const { urls } = runtime.settings;
  const answerOf = async (call: ItemCall, change: ItemChange): Promise<ItemChangeResponse | null> => {
    const [api, { http, analytics }] = await Promise.all([import('../../src/features/minicart/api'), runtime.services()]);
    try {
      const answer = await call(api, http);
      if (answer.success) analytics.cartLineChanged(change.item, change.newQty);
      return answer;
    } catch (error) {
      logger.error('The mini cart could not be updated', error);
      return null;
    }
  };
  return {
    updateQty: (item: CartItem, qty: number) =>
      answerOf((api, http) => api.updateItemQty(http, urls.updateItemQty, { itemId: item.item_id, qty, formKey: readFormKey() ?? '' }), { item, newQty: qty }),
    removeItem: (item: CartItem) =>
      answerOf((api, http) => api.removeItem(http, urls.removeItem, { itemId: item.item_id, formKey: readFormKey() ?? '' }), { item, newQty: 0 }),
  };
}

/** `miniCartActions` for a component (the cart page); the header loads them when first called. */
export function useMiniCartActions() {
  const runtime = useShopRuntime();
  return useMemo(() => miniCartActions(runtime), [runtime]);
}
