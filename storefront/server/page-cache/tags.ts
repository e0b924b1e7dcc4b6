import type { PageTagCollector, PublicShop } from '../context';

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

/** What a service method's answer shows, as tags (given the answer and the method's arguments). */
type Tagger<F> = F extends (...args: infer A) => Promise<infer R> ? (result: R, ...args: A) => readonly string[] : never;
/** A tagger for every method: a service method added to PublicShop does not compile until its tags are declared here. */
type Taggers<T> = { [K in keyof T]-?: Tagger<T[K]> };

const catalogTaggers: Taggers<PublicShop['catalog']> = {
  categoryTree: () => [cacheTags.categories],
  categoryPage: (page) =>
    page ? [cacheTags.category(page.category.id), cacheTags.categoryListing(page.category.id), cacheTags.categories, ...page.items.map((item) => cacheTags.product(item.id))] : [cacheTags.categories],
  productByUrlKey: (product) =>
    product ? [cacheTags.product(product.id), cacheTags.categories, ...(product.configurable?.children ?? []).map((child) => cacheTags.product(child.id))] : [],
  search: (page) => page.items.map((item) => cacheTags.product(item.id)),
  suggest: () => [],
  tabContent: () => [],
};

const blockTaggers: Taggers<PublicShop['blocks']> = {
  cms: (_found, names) => [...names.map(cacheTags.block), cacheTags.blocks],
  cmsNames: () => [cacheTags.blocks],
  cmsVersion: () => [cacheTags.blocks],
  recentPosts: () => [cacheTags.blogPosts],
  blog: () => [cacheTags.blogPosts],
  blogPage: () => [cacheTags.blogPosts],
  blogPost: () => [cacheTags.blogPosts],
};

// A product's reviews show on its page (stars, count, the Reviews tab): a new approved review purges its tag.
const reviewTaggers: Taggers<PublicShop['reviews']> = {
  page: (_page, productId) => [cacheTags.product(productId)],
};

const relatedTaggers: Taggers<PublicShop['related']> = {
  forProduct: (suggestions, product) => [
    cacheTags.product(product.id),
    cacheTags.categories,
    ...[...suggestions.related, ...suggestions.upsell].map((tile) => cacheTags.product(tile.id)),
  ],
};

function tagged<T extends object>(service: T, taggers: Taggers<T>, tags: PageTagCollector): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, tagger] of Object.entries(taggers) as [string, (result: unknown, ...args: unknown[]) => readonly string[]][]) {
    const method = (service as Record<string, (...args: unknown[]) => Promise<unknown>>)[name]!;
    wrapped[name] = async (...args: unknown[]) => {
      const result = await method.apply(service, args);
      tags.add(...tagger(result, ...args));
      return result;
    };
  }
  return wrapped as T;
}

/**
 * The public services for one page render: the same services, each answer adding the tags of
 * what it returned to `tags`, so a loader cannot forget to tag what it shows.
 */
export function taggedPublicShop(shop: PublicShop, tags: PageTagCollector): PublicShop {
  return {
    catalog: tagged(shop.catalog, catalogTaggers, tags),
    blocks: tagged(shop.blocks, blockTaggers, tags),
    reviews: tagged(shop.reviews, reviewTaggers, tags),
    related: tagged(shop.related, relatedTaggers, tags),
    settings: shop.settings,
    absoluteUrl: shop.absoluteUrl,
  };
}
