import type { HttpClient } from '../../lib/http';
import { buildLazyBlockQuery } from '../customer-data/api';
import { blogBlock } from './contract';

export { BLOG_BLOCKS } from './contract';

/** Call 5: GET the blog blocks. */
export function loadBlogBlocks(http: HttpClient, url: string, blocks: readonly string[]): Promise<Record<string, string>> {
  return http.call(blogBlock, { blocks: buildLazyBlockQuery(blocks, {}).blocks }, { url });
}
