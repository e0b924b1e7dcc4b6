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
  /** One CMS page (its address, content and state). */
  cmsPage: (id: number) => `cms_p_${id}`,
  /** Blog posts. */
  blogPosts: 'blog_p',
  /** Prices shown in a currency other than the base one (its rate, ADR 0040): a view's pages that show money. */
  currency: (code: string) => `cur_${code}`,
} as const;

/**
 * Whether a purge of these tags may change anything of the catalogue (a product, a category, any
 * category, a category's listing: the `cat_` tags above, or everything): what is kept from
 * catalogue reads across products (a search's counts, a product's suggestions) is dropped then.
 */
export function touchesCatalogue(tags: Iterable<string>): boolean {
  for (const tag of tags) if (tag === cacheTags.all || tag.startsWith('cat_')) return true;
  return false;
}

/** One page's tags, collected while it renders, and what its loaders said of its address. */
export class PageTags implements PageTagCollector {
  readonly #tags = new Set<string>([cacheTags.all]);
  #notStored: string | null = null;
  #keyedByPath = false;

  add(...tags: string[]) {
    for (const tag of tags) this.#tags.add(tag);
  }

  notStored(reason: string) {
    this.#notStored ??= reason;
  }

  keyedByPath() {
    this.#keyedByPath = true;
  }

  get list(): string[] {
    return [...this.#tags];
  }

  /** Why the page may not be stored under its address (the first reason a loader gave), or null. */
  get notStoredReason(): string | null {
    return this.#notStored;
  }

  /** Whether the page reads none of its address's parameters. */
  get isKeyedByPath(): boolean {
    return this.#keyedByPath;
  }
}
