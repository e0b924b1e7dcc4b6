import { buildLazyBlockQuery, createLazyBlockLoader, type LazyBlockContext, type LazyBlockLoader } from '../../src/features/customer-data/lazy-blocks';
import { shopCall } from './shop-call';
import type { ShopRuntime } from './shop-runtime';

/** The page's block loaders: CMS blocks (call 3), reward points (4) and the blog (5), each batching its blocks into one call. */
export interface PageBlocks {
  cms: LazyBlockLoader;
  rewards: LazyBlockLoader;
  blog: LazyBlockLoader;
}

/**
 * Builds the loaders for a page (its request, layout handles and block content version: call 3
 * sends them all; call 4 the request); their code and the client load with the first block.
 */
export function createPageBlocks(runtime: ShopRuntime, page: LazyBlockContext & { originalRequest: Record<string, unknown> }): PageBlocks {
  const cms = shopCall(runtime, () => import('../../src/features/customer-data/contract'), 'lazyBlocks');
  const rewards = shopCall(runtime, () => import('../../src/features/rewards/contract'), 'rewardsBlock');
  const blog = shopCall(runtime, () => import('../../src/features/blog/contract'), 'blogBlock');
  return {
    // The CMS blocks' content is the page's view's, named by the call's X-Store-View (ADR 0041).
    cms: createLazyBlockLoader({ fetchBlocks: (blocks) => cms(buildLazyBlockQuery(blocks, page)) }),
    // The reward balance is the signed-in customer's: call 4 sends the page's request with the names.
    rewards: createLazyBlockLoader({ fetchBlocks: (blocks) => rewards(buildLazyBlockQuery(blocks, { originalRequest: page.originalRequest })) }),
    blog: createLazyBlockLoader({ fetchBlocks: (blocks) => blog(buildLazyBlockQuery(blocks, {})) }),
  };
}
