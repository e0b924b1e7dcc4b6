import { sql, type SQL } from 'drizzle-orm';
import type { StoreViewCode } from '../store-views/model';
import type { TimeSource } from '@shop/ui/clock';
import { rows, type Db } from '../../../server/db/database';
import { MemoryCache } from '../../../server/lib/memory-cache';
import { touchesCatalogue } from '../../../server/page-cache/tags';
import * as s from '../../../server/db/schema';
import type { ProductSuggestions } from './types';
import type { CatalogService } from './catalog.server';

/** How many products each of the product page's carousels offers. */
export const SUGGESTION_LIMIT = 8;

/**
 * The product page's suggestions, made from the catalogue (no hand-kept lists): "Related
 * Products" are listed products of the same department in its other categories (a top suggests
 * bottoms), upsells are products of its own category that cost more, the cheapest first.
 */
/** What the carousels are chosen by: the product's department, category and price index (from its page's own read of the product). */
export interface SuggestionBasis {
  id: number;
  /** Null (outside any category): no suggestions. */
  categoryId: number | null;
  rootCategoryId: number | null;
  /** The price index's amount (decimal text); null: no upsells. */
  listingPrice: string | null;
  /** The store view the carousels' tiles are named in. @default the default view */
  view?: StoreViewCode;
}

/**
 * The ids both carousels show, in one statement (one round trip instead of two): each list read
 * through its department's or category's index, ordered and cut at `SUGGESTION_LIMIT`; `n` is the
 * place in its list. The product's values are bound, so each part is planned for them.
 */
export function suggestionIdsQuery(product: SuggestionBasis & { categoryId: number; rootCategoryId: number }): SQL {
  const listed = sql`p.visibility in (${s.Visibility.catalog}, ${s.Visibility.both})`;
  const upsell =
    product.listingPrice === null
      ? sql``
      : sql`union all
    (select 'upsell' as kind, p.id, row_number() over (order by p.listing_price, p.id) as n from products p
      where ${listed} and p.category_id = ${product.categoryId} and p.id <> ${product.id} and p.listing_price > ${product.listingPrice}
      order by p.listing_price, p.id limit ${SUGGESTION_LIMIT})`;
  return sql`(select 'related' as kind, p.id, row_number() over (order by p.position, p.id) as n from products p
      where ${listed} and p.root_category_id = ${product.rootCategoryId} and p.category_id <> ${product.categoryId}
      order by p.position, p.id limit ${SUGGESTION_LIMIT})
    ${upsell}
    order by kind, n`;
}

/**
 * The product page's suggestions, made from the catalogue (no hand-kept lists): "Related
 * Products" are listed products of the same department in its other categories (a top suggests
 * bottoms), upsells are products of its own category that cost more, the cheapest first.
 */
/** Most products whose suggestions' ids are kept in memory (the least recently used dropped first; 16 ids each). */
const KEPT_SUGGESTIONS = 10_000;

type SuggestionRow = { kind: 'related' | 'upsell'; id: number };

export interface RelatedServiceOptions {
  db: Db;
  catalog: Pick<CatalogService, 'tilesByIds'>;
  clock: TimeSource;
  /** Seconds a product's suggestions' ids stay kept in memory (0: until forgotten). @default 60 */
  ttl?: number;
  /** The page cache's purges (this process's and the others'): any catalogue tag or `FPC` drops every kept list (`forget`). */
  purges?: { onPurge(listener: (tags: readonly string[]) => void): void };
}

export function createRelatedService({ db, catalog, clock, ttl = 60, purges }: RelatedServiceOptions) {
  // Which products each carousel shows depends on other products' department, category, position,
  // visibility and price: any change to any of them comes with a catalogue purge, which drops them all.
  const kept = new MemoryCache<string, SuggestionRow[]>({ maxEntries: KEPT_SUGGESTIONS, maxAgeMs: ttl * 1000, clock });
  // Counts every forgetting: what a read started before one found is not kept.
  let forgotten = 0;

  function forget(tags: readonly string[]) {
    if (!touchesCatalogue(tags)) return;
    forgotten += 1;
    kept.clear();
  }
  purges?.onPurge(forget);

  async function suggestionIds(product: SuggestionBasis & { categoryId: number; rootCategoryId: number }): Promise<SuggestionRow[]> {
    const key = `${product.id}|${product.categoryId}|${product.rootCategoryId}|${product.listingPrice ?? ''}`;
    const found = kept.get(key);
    if (found) return found;
    const started = forgotten;
    const read = rows<SuggestionRow>(await db.execute(suggestionIdsQuery(product))).map((row) => ({ kind: row.kind, id: Number(row.id) }));
    if (started === forgotten) kept.set(key, read);
    return read;
  }

  return {
    async forProduct(product: SuggestionBasis): Promise<ProductSuggestions> {
      if (!product.categoryId || !product.rootCategoryId) return { related: [], upsell: [] };
      // Two reads: both lists' ids (kept in memory until a catalogue purge), both lists' tiles (rows
      // and configurable prices, read every time). The product itself was read by its page
      // (`productByUrlKey`'s `suggestionBasis`).
      const found = await suggestionIds({ id: product.id, categoryId: product.categoryId, rootCategoryId: product.rootCategoryId, listingPrice: product.listingPrice });
      if (found.length === 0) return { related: [], upsell: [] };
      const tiles = new Map((await catalog.tilesByIds(found.map((row) => row.id), product.view)).map((tile) => [tile.id, tile]));
      const pick = (kind: 'related' | 'upsell') => found.filter((row) => row.kind === kind).flatMap((row) => tiles.get(row.id) ?? []);
      return { related: pick('related'), upsell: pick('upsell') };
    },
    /** Drops every product's kept suggestions when a purged tag is the catalogue's (or `FPC`). */
    forget,
  };
}

export type RelatedService = ReturnType<typeof createRelatedService>;
