import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import * as s from '../db/schema';
import { cacheTags } from '../page-cache/tags';

export interface CatalogChangesOptions {
  db: Db;
  /**
   * Purges the pages carrying any of the tags (the full-page cache and its purge hook); settles
   * once the hook (Varnish, a CDN) has answered, when there is one.
   */
  purge: (tags: Iterable<string>) => void | Promise<void>;
}

/**
 * What every write to the catalogue calls after it commits: it names what changed, and the pages
 * showing it are purged (ADR 0013). Tags are the ones the page loaders' services add (page-cache/tags.ts).
 * The same purge resets what the catalogue keeps in memory (the category tree, "Shop By" counts:
 * the catalogue hears every purge of the page cache, in every process: `CatalogServiceOptions.purges`),
 * so the page rendered after it reads the new data, not a tree up to a minute old.
 */
export function createCatalogChanges({ db, purge }: CatalogChangesOptions) {
  return {
    /**
     * Products whose data, price or stock changed: their pages and every page listing them, their
     * configurable parents' too (a child's stock and price make the parent's). With `listings`
     * (something sold out or came back, a listing price moved), the listings of their categories
     * too: which products a page of the listing shows, and in what order, may have changed.
     */
    async products(productIds: readonly number[], { listings }: { listings: boolean }) {
      if (productIds.length === 0) return;
      const columns = { id: s.products.id, parentId: s.products.parentId, categoryId: s.products.categoryId, rootCategoryId: s.products.rootCategoryId };
      const changed = await db.select(columns).from(s.products).where(inArray(s.products.id, [...productIds]));
      const parentIds = [...new Set(changed.flatMap((row) => (row.parentId === null ? [] : [row.parentId])))];
      const parents = parentIds.length > 0 ? await db.select(columns).from(s.products).where(inArray(s.products.id, parentIds)) : [];
      const tags = new Set(productIds.map(cacheTags.product));
      for (const row of [...changed, ...parents]) {
        tags.add(cacheTags.product(row.id));
        if (!listings) continue;
        for (const categoryId of [row.categoryId, row.rootCategoryId]) if (categoryId !== null) tags.add(cacheTags.categoryListing(categoryId));
      }
      // Waited for: the write's answer comes after Varnish or the CDN dropped the pages, so the
      // next request anywhere shows the change.
      await purge(tags);
    },

    /**
     * Categories whose own data changed (name, description, address, place in the tree): their
     * pages, and every page showing the menu (`cat_c`: nearly all of them).
     */
    categories(categoryIds: readonly number[]) {
      purge([cacheTags.categories, ...categoryIds.map(cacheTags.category)]);
    },

    /**
     * Attribute or option labels changed (ADR 0041): every page that may show them (product pages'
     * options and swatches, listings' "Shop By") carries the menu's `cat_c`.
     */
    attributes() {
      purge([cacheTags.categories]);
    },

    /** CMS blocks whose content or state changed (and with them the set of active blocks). */
    blocks(identifiers: readonly string[]) {
      purge([...identifiers.map(cacheTags.block), cacheTags.blocks]);
    },

    /** Currencies whose rate changed (ADR 0040): the pages showing prices in them. Waited for, as a product's change. */
    async currencies(codes: readonly string[]) {
      await purge(codes.map(cacheTags.currency));
    },

    /** CMS pages whose content, address or state changed (or that were deleted). */
    pages(pageIds: readonly number[]) {
      purge(pageIds.map(cacheTags.cmsPage));
    },
  };
}
