import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../../server/db/database';
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
export function createRelatedService({ db, catalog }: { db: Db; catalog: Pick<CatalogService, 'tilesByIds'> }) {
  return {
    async forProduct(product: SuggestionBasis): Promise<ProductSuggestions> {
      if (!product.categoryId || !product.rootCategoryId) return { related: [], upsell: [] };
      // Two reads: both lists' ids, both lists' tiles (rows and configurable prices). The product
      // itself was read by its page (`productByUrlKey`'s `suggestionBasis`).
      const found = rows<{ kind: 'related' | 'upsell'; id: number }>(
        await db.execute(suggestionIdsQuery({ id: product.id, categoryId: product.categoryId, rootCategoryId: product.rootCategoryId, listingPrice: product.listingPrice })),
      );
      if (found.length === 0) return { related: [], upsell: [] };
      const tiles = new Map((await catalog.tilesByIds(found.map((row) => Number(row.id)))).map((tile) => [tile.id, tile]));
      const pick = (kind: 'related' | 'upsell') => found.filter((row) => row.kind === kind).flatMap((row) => tiles.get(Number(row.id)) ?? []);
      return { related: pick('related'), upsell: pick('upsell') };
    },
  };
}

export type RelatedService = ReturnType<typeof createRelatedService>;
