import { defineServerFeature } from '../../../server/feature';
import { PUBLIC_SHORT } from '../../../server/http/responses';
import { blogBlock } from './contract';

/** The blog block (call 5): public, briefly cacheable. */
export default defineServerFeature({
  routes(endpoints) {
    endpoints.handle(blogBlock, async (c, query) => {
      c.header('Cache-Control', PUBLIC_SHORT);
      return c.var.shop.blocks.blog(query.blocks);
    });
  },
});
