import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import * as s from '../db/schema';
import type { ProductSuggestions } from '../../src/features/catalog/types';
import type { CatalogService } from './catalog.server';

/** How many products each of the product page's carousels offers. */
export const SUGGESTION_LIMIT = 8;

/**
 * The product page's suggestions, made from the catalogue (no hand-kept lists): "Related
 * Products" are listed products of the same department in its other categories (a top suggests
 * bottoms), upsells are products of its own category that cost more, the cheapest first.
 */
export function createRelatedService({ db, catalog }: { db: Db; catalog: Pick<CatalogService, 'tilesByIds'> }) {
  const listed = inArray(s.products.visibility, [s.Visibility.catalog, s.Visibility.both]);
  return {
    async forProduct(productId: number): Promise<ProductSuggestions> {
      const [product] = await db
        .select({ categoryId: s.products.categoryId, rootCategoryId: s.products.rootCategoryId, listingPrice: s.products.listingPrice })
        .from(s.products)
        .where(eq(s.products.id, productId));
      if (!product?.categoryId || !product.rootCategoryId) return { related: [], upsell: [] };
      const [related, upsell] = await Promise.all([
        db
          .select({ id: s.products.id })
          .from(s.products)
          .where(and(listed, eq(s.products.rootCategoryId, product.rootCategoryId), ne(s.products.categoryId, product.categoryId)))
          .orderBy(asc(s.products.position), asc(s.products.id))
          .limit(SUGGESTION_LIMIT),
        db
          .select({ id: s.products.id })
          .from(s.products)
          .where(
            and(
              listed,
              eq(s.products.categoryId, product.categoryId),
              ne(s.products.id, productId),
              product.listingPrice === null ? sql`false` : gt(s.products.listingPrice, product.listingPrice),
            ),
          )
          .orderBy(asc(s.products.listingPrice), asc(s.products.id))
          .limit(SUGGESTION_LIMIT),
      ]);
      // Both carousels' tiles in one read (one query for the rows, one for the configurable prices).
      const tiles = new Map((await catalog.tilesByIds([...related, ...upsell].map((r) => r.id))).map((tile) => [tile.id, tile]));
      const pick = (rows: readonly { id: number }[]) => rows.flatMap((row) => tiles.get(row.id) ?? []);
      return { related: pick(related), upsell: pick(upsell) };
    },
  };
}

export type RelatedService = ReturnType<typeof createRelatedService>;
