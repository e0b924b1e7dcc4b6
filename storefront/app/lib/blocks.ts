import { createLazyBlockLoader, type LazyBlockContext, type LazyBlockLoader } from '../../src/features/customer-data/lazy-blocks';
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
  const { originalRequest } = page;
  const { urls } = runtime.settings;
  return {
    cms: createLazyBlockLoader({
      fetchBlocks: async (blocks) => {
        const [{ loadLazyBlocks }, { http }] = await Promise.all([import('../../src/features/customer-data/lazy-blocks'), runtime.services()]);
        return loadLazyBlocks(http, urls.lazyBlocks, blocks, page);
      },
    }),
    rewards: createLazyBlockLoader({
      fetchBlocks: async (blocks) => {
        const [{ loadRewardBlocks }, { http }] = await Promise.all([import('../../src/features/rewards/api'), runtime.services()]);
        return loadRewardBlocks(http, urls.rewardsBlock, blocks, originalRequest);
      },
    }),
    blog: createLazyBlockLoader({
      fetchBlocks: async (blocks) => {
        const [{ loadBlogBlocks }, { http }] = await Promise.all([import('../../src/features/blog/api'), runtime.services()]);
        return loadBlogBlocks(http, urls.blogBlock, blocks);
      },
    }),
  };
}
