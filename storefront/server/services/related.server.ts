import { inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rows, type Db } from '../db/database';
import * as s from '../db/schema';
import type { ProductSuggestions } from '../../src/features/catalog/types';
import type { CatalogService } from './catalog.server';

/** How many products each of the product page's carousels offers. */
export const SUGGESTION_LIMIT = 8;

const listed = inArray(s.products.visibility, [s.Visibility.catalog, s.Visibility.both]);
const me = alias(s.products, 'me');

/** One of the suggestion lists: ids with their place (`at`), compared with the product's own row (`me`). */
const list = (name: 'related' | 'upsell', productId: number, where: SQL, order: SQL) =>
  sql`(select ${name}::text as list, ${s.products.id} as id, row_number() over (order by ${order}) as at
    from ${s.products} join ${s.products} ${me} on ${me.id} = ${productId}
    where ${listed} and ${where} order by ${order} limit ${SUGGESTION_LIMIT})`;

/**
 * Both suggestion lists of a product in one statement (exported for its plan test): none for a
 * product without a category (or a price, for upsells), as comparisons with null are not true.
 */
export function suggestionIds(productId: number): SQL {
  return sql`${list('related', productId, sql`${s.products.rootCategoryId} = ${me.rootCategoryId} and ${s.products.categoryId} <> ${me.categoryId}`, sql`${s.products.position}, ${s.products.id}`)}
    union all
    ${list('upsell', productId, sql`${s.products.categoryId} = ${me.categoryId} and ${s.products.id} <> ${me.id} and ${s.products.listingPrice} > ${me.listingPrice}`, sql`${s.products.listingPrice}, ${s.products.id}`)}`;
}

/**
 * The product page's suggestions, made from the catalogue (no hand-kept lists): "Related
 * Products" are listed products of the same department in its other categories (a top suggests
 * bottoms), upsells are products of its own category that cost more, the cheapest first.
 */
export function createRelatedService({ db, catalog }: { db: Db; catalog: Pick<CatalogService, 'tilesByIds'> }) {
  return {
    async forProduct(productId: number): Promise<ProductSuggestions> {
      const found = rows<{ list: 'related' | 'upsell'; id: number; at: string | number }>(
        await db.execute(suggestionIds(productId)),
      ).sort((a, b) => Number(a.at) - Number(b.at));
      // Both carousels' tiles in one read.
      const tiles = new Map((await catalog.tilesByIds(found.map((row) => row.id))).map((tile) => [tile.id, tile]));
      const pick = (name: 'related' | 'upsell') => found.flatMap((row) => (row.list === name ? (tiles.get(row.id) ?? []) : []));
      return { related: pick('related'), upsell: pick('upsell') };
    },
  };
}

export type RelatedService = ReturnType<typeof createRelatedService>;
