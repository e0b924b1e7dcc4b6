import { useMemo } from 'react';
import type { RequestOf } from '../../src/lib/contract';
import type { EditAccountRequest, saveAddress } from '../../src/features/account/contract';
import { useShopRuntime } from './shop-runtime';

/**
 * The account pages' changes, bound to the page's HTTP client and the URLs of the page settings.
 * The calls' code (contracts, zod) loads on first use, never with the page.
 */
export function useAccountCalls() {
  const runtime = useShopRuntime();
  return useMemo(() => {
    const load = async () => {
      const [api, services] = await Promise.all([import('../../src/features/account/api'), runtime.services()]);
      return { api, http: services.http, urls: runtime.settings.urls };
    };
    return {
      reorder: async (orderId: number) => {
        const { api, http, urls } = await load();
        return api.reorder(http, urls.reorder, orderId);
      },
      saveAddress: async (request: RequestOf<typeof saveAddress>) => {
        const { api, http, urls } = await load();
        return api.saveAddress(http, urls.saveAddress, request);
      },
      deleteAddress: async (id: number) => {
        const { api, http, urls } = await load();
        return api.deleteAddress(http, urls.deleteAddress, id);
      },
      editAccount: async (request: EditAccountRequest) => {
        const { api, http, urls } = await load();
        return api.editAccount(http, urls.editAccount, request);
      },
    };
  }, [runtime]);
}
