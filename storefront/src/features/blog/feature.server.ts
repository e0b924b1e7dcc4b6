import { defineServerFeature, fewPaths } from '../../../server/feature';
import { BLOG_PATH, blogPageParam } from './model';
import { PUBLIC_SHORT } from '../../../server/http/responses';
import { blogBlock } from './contract';

/** The blog block (call 5): public, briefly cacheable; the blog and its posts in the sitemaps. */
export default defineServerFeature({
  routes(endpoints) {
    endpoints.handle(blogBlock, async (c, query) => {
      c.header('Cache-Control', PUBLIC_SHORT);
      return c.var.shop.blocks.blog(query.blocks);
    });
  },
  // The blog list reads its page (page 1 left out); a post reads nothing.
  cachedPages: {
    'routes/blog': (params) => {
      const page = blogPageParam(params);
      return page === 1 ? [] : [['p', String(page)]];
    },
    'routes/blog-post': () => [],
  },
  sitemap: ({ blocks }) => [fewPaths(20, async () => [BLOG_PATH, ...(await blocks.blogPaths())])],
});
