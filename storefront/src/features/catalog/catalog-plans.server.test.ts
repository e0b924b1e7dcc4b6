import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { setUpTestShop } from '../../../server/test/helpers';
import { searchIndex, searchMatches } from './layered-navigation.server';
import { configurableQuery } from './product-page.server';
import { tileColumns } from './tiles.server';
import { suggestionIdsQuery } from './related.server';

const t = setUpTestShop();

/** The plan of a query, with sequential scans priced out: what an index can serve shows as an index scan. */
async function plan(query: { getSQL(): ReturnType<typeof sql> }): Promise<string> {
  return t.shop.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return rows<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${query.getSQL()}`))
      .map((row) => row['QUERY PLAN'])
      .join('\n');
  });
}

describe('the plans of the hot catalogue reads (EXPLAIN)', () => {
  it("a category page's tiles: the category's index, and each configurable product's children by the parent index, in the same statement", async () => {
    const [tops] = await t.shop.db.select({ id: s.categories.id }).from(s.categories).where(eq(s.categories.urlPath, 'women/tops'));
    const listed = t.shop.db
      .select(tileColumns)
      .from(s.products)
      .where(and(eq(s.products.categoryId, tops!.id), inArray(s.products.visibility, [s.Visibility.catalog, s.Visibility.both])))
      .orderBy(asc(s.products.position), asc(s.products.id))
      .limit(12);
    const text = await plan(listed);
    expect(text, text).not.toMatch(/Seq Scan|Disabled: true/);
    expect(text, text).toMatch(/Index (Only )?Scan using products_parent_idx on products c/);
    expect(text, text).toMatch(/products_category\w*idx/);
  });

  it("a product page's related products and upsells: both lists in one statement, each read through its department's or category's index", async () => {
    const [product] = await t.shop.db
      .select({ id: s.products.id, categoryId: s.products.categoryId, rootCategoryId: s.products.rootCategoryId, listingPrice: s.products.listingPrice })
      .from(s.products)
      .where(eq(s.products.urlKey, 'aero-trail-pullover'));
    const text = await plan(suggestionIdsQuery({ ...product!, categoryId: product!.categoryId!, rootCategoryId: product!.rootCategoryId! }));
    expect(text, text).not.toMatch(/Seq Scan|Disabled: true/);
    expect(text, text).toMatch(/Index (Only )?Scan on products_root_\w*idx|Index (Only )?Scan using products_root_\w*idx/);
    expect(text, text).toMatch(/Index (Only )?Scan on products_category_\w*idx|Index (Only )?Scan using products_category_\w*idx/);
  });

  it("a search's matches: the search index's full-text index and narrow rows, never the products table, no sequential scan", async () => {
    const text = await plan(sql`select p.id, p.listing_price, p.category_id, ts_rank(p.search_vector, plainto_tsquery('english', 'hoodie')) from ${searchIndex} where ${searchMatches('hoodie')}`);
    expect(text, text).not.toMatch(/Seq Scan|Disabled: true|on products/);
    expect(text, text).toMatch(/Bitmap Index Scan on product_index_search_vector_idx/);
  });

  it("a configurable product's options: attributes, children and their values in one statement, each by its key or the parent index", async () => {
    const [product] = await t.shop.db.select({ id: s.products.id }).from(s.products).where(and(eq(s.products.type, 'configurable'), eq(s.products.urlKey, 'quest-classic-short')));
    const text = await plan(configurableQuery(product!.id));
    expect(text, text).not.toMatch(/Seq Scan|Disabled: true/);
    expect(text, text).toMatch(/Scan on product_super_attributes_product_id_attribute_id_pk|Scan using product_super_attributes_product_id_attribute_id_pk/);
    expect(text, text).toMatch(/Scan using products_parent_idx on products c/);
    expect(text, text).toMatch(/Scan using product_attribute_values_product_id_attribute_id_pk on product_attribute_values v/);
  });
});
