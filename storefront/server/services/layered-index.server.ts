import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * Rebuilds the layered-navigation index (`product_index_eav`) in one statement: every attribute
 * option a product carries is indexed on the product a listing shows — a configurable child's on
 * its parent, a simple product's on itself — once per product. Call it after attribute values or
 * products change (the seed does, after inserting the catalogue).
 */
export async function reindexLayeredNavigation(db: Db): Promise<void> {
  await db.execute(sql`truncate table product_index_eav`);
  await db.execute(sql`insert into product_index_eav (product_id, attribute_id, option_id)
    select distinct coalesce(p.parent_id, p.id), v.attribute_id, v.option_id
    from product_attribute_values v join products p on p.id = v.product_id
    on conflict do nothing`);
}
