import type { HttpClient } from '../../lib/http';
import { loadLazyBlocks } from '../customer-data/api';

/** The blog blocks the server renders. */
export const BLOG_BLOCKS = { recent: 'blog.recent', featured: 'blog.featured' } as const;

/** Call 5: GET the blog blocks. */
export function loadBlogBlocks(http: HttpClient, url: string, blocks: readonly string[]): Promise<Record<string, string>> {
  return loadLazyBlocks(http, url, blocks);
}
