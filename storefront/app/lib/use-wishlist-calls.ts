import { useMemo } from 'react';
import type { WishlistActions } from '../../src/features/wishlist/components/wishlist-form';
import { useShopRuntime } from './shop-runtime';

/**
 * My Wish List's changes, bound to the page's HTTP client and the URLs of the page settings.
 * The calls' code (contracts, zod) loads on first use, never with the page.
 */
export function useWishlistCalls(): WishlistActions {
  const runtime = useShopRuntime();
  return useMemo(() => {
    const load = async () => {
      const [api, services] = await Promise.all([import('../../src/features/wishlist/api'), runtime.services()]);
      return { api, http: services.http, urls: runtime.settings.urls };
    };
    return {
      update: async (request) => {
        const { api, http, urls } = await load();
        return api.updateWishlist(http, urls.updateWishlist, request);
      },
      remove: async (itemId) => {
        const { api, http, urls } = await load();
        return api.removeItem(http, urls.removeWishlistItem, itemId);
      },
      toCart: async (itemId) => {
        const { api, http, urls } = await load();
        return api.itemToCart(http, urls.wishlistItemToCart, itemId);
      },
      allToCart: async () => {
        const { api, http, urls } = await load();
        return api.allToCart(http, urls.wishlistAllToCart);
      },
    };
  }, [runtime]);
}
