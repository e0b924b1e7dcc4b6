import { useMemo } from 'react';
import type { CallContract } from '../../src/lib/contract';
import type { Call, CallOptions } from '../../src/lib/http';
import { useShopRuntime, type ShopRuntime } from './shop-runtime';

/** The names under which a module exports a call contract (a feature's `contract.ts`). */
export type CallNameOf<M> = { [K in keyof M]: M[K] extends CallContract ? K : never }[keyof M] & string;

/** The contract a module exports under `name`. */
export type ContractIn<M, K extends keyof M> = Extract<M[K], CallContract>;

/**
 * The call a contract module exports under `name`, bound to the page's HTTP client (which sends
 * it to the address the page settings give that name). The module (its zod schemas) and the
 * client load on the first call, never with the page. `defaults` go with every call; a call's own
 * options win.
 *
 * `shopCall(runtime, () => import('…/minicart/contract'), 'removeItem', { refusalIsAnswer: true })`
 */
export function shopCall<M, K extends CallNameOf<M>>(runtime: ShopRuntime, load: () => Promise<M>, name: K, defaults: CallOptions = {}): Call<ContractIn<M, K>> {
  return async (input, options) => {
    const [module, { http }] = await Promise.all([load(), runtime.services()]);
    return http.call(module[name] as ContractIn<M, K>, input, { ...defaults, ...options });
  };
}

/**
 * `shopCall` for a component: one function per page and name, the same on every render.
 *
 * ```ts
 * const reorder = useShopCall(() => import('…/account/contract'), 'reorder', { refusalIsAnswer: true });
 * <AccountActionButton action={() => reorder({ order_id: order.id })} />
 * ```
 */
export function useShopCall<M, K extends CallNameOf<M>>(load: () => Promise<M>, name: K, defaults?: CallOptions): Call<ContractIn<M, K>> {
  const runtime = useShopRuntime();
  // The loader and the defaults are the first render's: a call's module and options do not change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => shopCall(runtime, load, name, defaults), [runtime, name]);
}
