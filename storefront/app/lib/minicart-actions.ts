import { useMemo } from 'react';
import { readFormKey } from '../../src/features/form-key/read';
import type { CartItem } from '../../src/features/cart/contract';
import type { ItemChangeResponse } from '../../src/features/minicart/contract';
import { shopCall } from './shop-call';
import { useShopRuntime, type ShopRuntime } from './shop-runtime';
import { logger } from '@shop/ui/logger';

const minicartContract = () => import('../../src/features/minicart/contract');

/**
 * The mini cart's and cart page's quantity update and removal calls (10 and 11), posted form
 * encoded with the form_key as the platform's are. A refusal with the platform's body (success
 * false and a message) counts as an answer; any other failure is only logged (SPEC.md §8). A
 * success tells analytics the line's new quantity.
 */
export function miniCartActions(runtime: ShopRuntime) {
  const options = { refusalIsAnswer: true };
  const update = shopCall(runtime, minicartContract, 'updateItemQty', options);
  const remove = shopCall(runtime, minicartContract, 'removeItem', options);
  const answerOf = async (send: Promise<ItemChangeResponse>, item: CartItem, newQty: number): Promise<ItemChangeResponse | null> => {
    try {
      const answer = await send;
      if (answer.success) (await runtime.services()).analytics.cartLineChanged(item, newQty);
      return answer;
    } catch (error) {
      logger.error('The mini cart could not be updated', error);
      return null;
    }
  };
  const formKey = () => readFormKey() ?? '';
  return {
    updateQty: (item: CartItem, qty: number) =>
      answerOf(update(new URLSearchParams({ item_id: String(item.item_id), item_qty: String(qty), form_key: formKey() })), item, qty),
    removeItem: (item: CartItem) => answerOf(remove(new URLSearchParams({ item_id: String(item.item_id), form_key: formKey() })), item, 0),
  };
}

/** `miniCartActions` for a component (the cart page); the header loads them when first called. */
export function useMiniCartActions() {
  const runtime = useShopRuntime();
  return useMemo(() => miniCartActions(runtime), [runtime]);
}
