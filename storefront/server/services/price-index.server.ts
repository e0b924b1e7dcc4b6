import { sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import * as s from '../db/schema';

/**
 * Whether a configurable product's child counts towards its parent's price: in stock with
 * quantity on hand. Tiles ("As low as") and the price index both use it, so a listing sorted by
 * price is sorted by the amounts its tiles show.
 */
export function isBuyableChild(child: { isInStock: AnyPgColumn; qty: AnyPgColumn }): SQL {
  return sql`${child.isInStock} and ${child.qty} > 0`;
}

/** Product ids as one array parameter: any number of ids, no statement-size limit. */
function idArray(ids: readonly number[]): SQL {
  if (!ids.every(Number.isSafeInteger)) throw new RangeError('Product ids must be integers');
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/**
 * Recomputes the price index (`products.listing_price`) in one statement: a configurable
 * product's lowest final price among its buyable children, else (and for every other product)
 * its own final price. Call it after prices or stock change: without ids for the whole catalogue;
 * with ids for those products and the parents of any children among them, so passing the
 * child whose price changed moves its parent. Rows whose index is already right are not rewritten; the
 * layered-navigation index's copy of the price (product_index_eav) moves with it.
 */
export async function reindexListingPrices(db: Db, productIds?: readonly number[]): Promise<void> {
  if (productIds?.length === 0) return;
  const product = alias(s.products, 'p');
  const child = alias(s.products, 'c');
  const changed = alias(s.products, 'k');
  const scope = productIds
    ? sql`where ${product.id} in (select unnest(${idArray(productIds)}) union select ${changed.parentId} from ${s.products} ${changed} where ${changed.id} = any(${idArray(productIds)}))`
    : sql``;
  await db.execute(sql`with indexed as (
      select ${product.id} as id, coalesce(
          case when ${product.type} = 'configurable' then (
            select min(${child.finalPrice}) from ${s.products} ${child} where ${child.parentId} = ${product.id} and ${isBuyableChild(child)}
          ) end,
          ${product.finalPrice}) as listing_price
        from ${s.products} ${product} ${scope})
    , moved as (update products set listing_price = indexed.listing_price from indexed
      where products.id = indexed.id and products.listing_price is distinct from indexed.listing_price
      returning products.id, products.listing_price)
    -- The layered-navigation index carries the price of the products category pages list (services/layered-index.server.ts).
    update product_index_eav set listing_price = moved.listing_price from moved
    where product_index_eav.product_id = moved.id and product_index_eav.category_id is not null`);
}
