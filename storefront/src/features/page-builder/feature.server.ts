import { defineServerFeature } from '../../../server/feature';
import { cacheTags } from '../../../server/page-cache/tags';
import { BLOG_BLOCKS, createBlockService, LAZY_BLOCKS, REWARD_BLOCKS, type BlockService } from './blocks.server';

declare module '../../../server/context' {
  interface PageServices {
    /** CMS blocks and blog posts. */
    blocks: Pick<BlockService, 'cms' | 'cmsNames' | 'cmsVersion' | 'recentPosts' | 'blog' | 'blogPage' | 'blogPost'>;
  }
}

declare module '../../../server/feature' {
  interface ShopServices {
    /** CMS blocks, blog posts and the reward points block. */
    blocks: BlockService;
  }
}

/** The shop's content: CMS blocks and blog posts (their calls are the lazy blocks', the blog's and the rewards'). */
export default defineServerFeature({
  pageSettings: {
    blockNames: { after: 'sectionConfig', value: () => ({ lazy: LAZY_BLOCKS, rewards: [...REWARD_BLOCKS], blog: [...BLOG_BLOCKS] }) },
  },
  services: {
    blocks: ({ db, config }) => createBlockService({ db, rewardRate: config.rewardPointsPerCurrencyUnit }),
  },
  pageServices: {
    blocks: {
      cms: (_found, names) => [...names.map(cacheTags.block), cacheTags.blocks],
      cmsNames: () => [cacheTags.blocks],
      cmsVersion: () => [cacheTags.blocks],
      recentPosts: () => [cacheTags.blogPosts],
      blog: () => [cacheTags.blogPosts],
      blogPage: () => [cacheTags.blogPosts],
      blogPost: () => [cacheTags.blogPosts],
    },
  },
});
