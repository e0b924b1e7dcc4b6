import type { PageTagCollector } from '../context';

/**
 * The cache tags of the full-page cache (ADR 0013), named as the platform names them (`cat_p_12`,
 * `cat_c_3`, `cat_c_p_3`, `cms_b_<identifier>`), so a CDN or Varnish set up for it reads ours.
 */
export const cacheTags = {
  /** Every cached page carries it: purging it empties the cache. */
  all: 'FPC',
  /** A product's own data (name, price, stock, images). */
  product: (id: number) => `cat_p_${id}`,
  /** A category's own data (name, description, address). */
  category: (id: number) => `cat_c_${id}`,
  /** Any category: the menu and the category tree. */
  categories: 'cat_c',
  /** Which products a category lists, and in what order (membership, stock, sorting prices). */
  categoryListing: (id: number) => `cat_c_p_${id}`,
  /** One CMS block's content. */
  block: (identifier: string) => `cms_b_${identifier}`,
  /** Any CMS block: the set of active blocks and their version. */
  blocks: 'cms_b',
  /** Blog posts. */
  blogPosts: 'blog_p',
} as const;

/** One page's tags, collected while it renders. */
export class PageTags implements PageTagCollector {
  readonly #tags = new Set<string>([cacheTags.all]);

  add(...tags: string[]) {
    for (const tag of tags) this.#tags.add(tag);
  }

  get list(): string[] {
    return [...this.#tags];
  }
}
