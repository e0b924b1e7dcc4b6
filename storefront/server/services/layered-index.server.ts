import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { Visibility } from '../db/schema';

/**
 * Rebuilds the layered-navigation index (`product_index_eav`) in one statement: every attribute
 * option a product carries is indexed on the product a listing shows — a configurable child's on
 * its parent, a simple product's on itself — once per product, with the categories whose pages
 * list that product (its category and root; none when its visibility keeps it off category pages)
 * and its price index; the search index (`product_index_search`) gets each product's options. Call it after attribute values, categories or visibility change (the seed
 * does, after inserting the catalogue); `reindexListingPrices` keeps the prices current.
 */
export async function reindexLayeredNavigation(db: Db): Promise<void> {
  const onCategoryPages = sql`listed.visibility in (${Visibility.catalog}, ${Visibility.both})`;
  await db.execute(sql`truncate table product_index_eav`);
  await db.execute(sql`insert into product_index_eav (product_id, attribute_id, option_id, category_id, root_category_id, listing_price)
    select distinct on (listed.id, v.attribute_id, v.option_id) listed.id, v.attribute_id, v.option_id,
      case when ${onCategoryPages} then listed.category_id end,
      case when ${onCategoryPages} then listed.root_category_id end,
      case when ${onCategoryPages} then listed.listing_price end
    from product_attribute_values v
      join products p on p.id = v.product_id
      join products listed on listed.id = coalesce(p.parent_id, p.id)
    order by listed.id, v.attribute_id, v.option_id`);
  // The search index carries each product's options, so a search's "Shop By" counts them without a join.
  await db.execute(sql`update product_index_search s set option_ids = e.ids
    from (select product_id, array_agg(option_id order by option_id) as ids from product_index_eav group by product_id) e
    where e.product_id = s.product_id`);
}

/**
 * Moves products' rows of the layered-navigation index on or off category pages after their
 * visibility changed (the back office's Enable / Disable), without rebuilding the whole index.
 */
export async function relistProducts(db: Db, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  if (!productIds.every(Number.isSafeInteger)) throw new RangeError('Product ids must be integers');
  const onCategoryPages = sql`listed.visibility in (${Visibility.catalog}, ${Visibility.both})`;
  await db.execute(sql`update product_index_eav e set
      category_id = case when ${onCategoryPages} then listed.category_id end,
      root_category_id = case when ${onCategoryPages} then listed.root_category_id end,
      listing_price = case when ${onCategoryPages} then listed.listing_price end
    from products listed where listed.id = e.product_id and listed.id = any(${`{${productIds.join(',')}}`}::int[])`);
}
