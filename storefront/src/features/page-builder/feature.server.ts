import { defineServerFeature } from '../../../server/feature';
import { createBlockService, type BlockService } from './blocks.server';

declare module '../../../server/feature' {
  interface ShopServices {
    /** CMS blocks, blog posts and the reward points block. */
    blocks: BlockService;
  }
}

/** The shop's content: CMS blocks and blog posts (their calls are the lazy blocks', the blog's and the rewards'). */
export default defineServerFeature({
  services: {
    blocks: ({ db }) => createBlockService({ db }),
  },
});
