import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { blogPosts, cmsBlocks, customerGroups, customers, products, rewardPoints, Visibility } from './schema';
import { catalogueBatches, catalogueCategories, resetDatabase, seedDatabase, type GeneratedCatalogue } from './seed';
import { seedCustomers } from './seed-data';
import { staffUsers } from '../../src/features/admin/schema.server';
import { cmsPages } from '../../src/features/cms/schema.server';
import { salesRules } from '../../src/features/coupons/schema.server';
import { productImages } from '../../src/features/product-images/schema.server';
import { rows as resultRows } from './database';
import { sql } from 'drizzle-orm';

/** The whole catalogue at once (pure and deterministic for a seed and count), from the batches the seed inserts one by one. */
function generateCatalogue(options: Parameters<typeof catalogueBatches>[0] = {}): GeneratedCatalogue {
  const rows: Pick<GeneratedCatalogue, 'productRows' | 'superRows' | 'valueRows'> = { productRows: [], superRows: [], valueRows: [] };
  const batches = catalogueBatches(options);
  for (let next = batches.next(); ; next = batches.next()) {
    if (next.done) return { ...next.value, ...rows, categoryRows: catalogueCategories().categoryRows };
    rows.productRows.push(...next.value.productRows);
    rows.superRows.push(...next.value.superRows);
    rows.valueRows.push(...next.value.valueRows);
  }
}

describe('generateCatalogue', () => {
  const catalogue = generateCatalogue();

  it('is deterministic for a seed and differs for another', () => {
    const again = generateCatalogue();
    expect(again.productRows.map((p) => p.sku)).toEqual(catalogue.productRows.map((p) => p.sku));
    expect(again.productRows.map((p) => [p.name, p.qty, p.price])).toEqual(catalogue.productRows.map((p) => [p.name, p.qty, p.price]));
    expect(generateCatalogue({ seed: 7 }).productRows.map((p) => p.name)).not.toEqual(catalogue.productRows.map((p) => p.name));
  });

  it('has at least 200 listed products in at least 8 categories two levels deep', () => {
    const listed = catalogue.productRows.filter((p) => p.visibility === Visibility.both);
    expect(listed.length).toBeGreaterThanOrEqual(200);
    expect(catalogue.categoryRows.filter((c) => c.level === 2).length).toBeGreaterThanOrEqual(8);
    expect(catalogue.categoryRows.filter((c) => c.level === 1).length).toBeGreaterThanOrEqual(3);
    expect(new Set(listed.map((p) => p.categoryId)).size).toBe(catalogue.categoryRows.filter((c) => c.level === 2).length);
  });

  it('mixes simple and configurable products, with some combinations and some products out of stock', () => {
    const configurable = catalogue.productRows.filter((p) => p.type === 'configurable');
    const children = catalogue.productRows.filter((p) => p.parentId);
    expect(configurable.length).toBeGreaterThan(50);
    expect(catalogue.productRows.filter((p) => p.type === 'simple' && !p.parentId).length).toBeGreaterThan(50);
    expect(children.some((c) => c.qty === 0)).toBe(true);
    expect(configurable.some((p) => !p.isInStock)).toBe(true);
    expect(catalogue.valueRows.length).toBe(children.length * 2);
    const skus = catalogue.productRows.map((p) => p.sku);
    expect(new Set(skus).size).toBe(skus.length);
    const urlKeys = catalogue.productRows.map((p) => p.urlKey);
    expect(new Set(urlKeys).size).toBe(urlKeys.length);
  });

  it('scales to large catalogues with unique keys', () => {
    const large = generateCatalogue({ products: 5000 });
    expect(large.productRows.filter((p) => p.visibility === Visibility.both)).toHaveLength(5000);
    expect(new Set(large.productRows.map((p) => p.urlKey)).size).toBe(large.productRows.length);
  });
});

describe('seedDatabase', () => {
  /** The rows a fresh database holds after a seed of the smallest catalogue with these options. */
  async function seeded(options: Parameters<typeof seedDatabase>[1]) {
    const database = await openDatabase({});
    try {
      const summary = await seedDatabase(database.db, { products: 9, ...options });
      const rows = async (table: PgTable) => (await database.db.select({ n: count() }).from(table))[0]!.n;
      return {
        summary,
        customers: await rows(customers),
        rewardPoints: await rows(rewardPoints),
        products: await rows(products),
        blogPosts: await rows(blogPosts),
        cmsBlocks: await rows(cmsBlocks),
        customerGroups: await rows(customerGroups),
        salesRules: await rows(salesRules),
        staffUsers: await rows(staffUsers),
        cmsPages: await rows(cmsPages),
        productImages: await rows(productImages),
      };
    } finally {
      await database.close();
    }
  }

  it('seeds the demo customers with the public password by default', async () => {
    const demo = await seeded({});
    expect(demo.customers).toBe(seedCustomers.length);
    expect(demo.summary.customers).toBe(seedCustomers.length);
    // The capabilities' seeds: the demo's discount code and administrator (README), the content
    // pages and the galleries.
    expect(demo).toMatchObject({ salesRules: 1, staffUsers: 1, cmsPages: 6 });
    expect(demo.productImages).toBeGreaterThanOrEqual(demo.summary.listedProducts * 3);
  }, 60_000);

  it('seeds the catalogue and content but no demo customers for a production shop', async () => {
    const production = await seeded({ demoCustomers: false });
    expect(production).toMatchObject({ customers: 0, rewardPoints: 0, customerGroups: 3, salesRules: 0, summary: { customers: 0, listedProducts: 9 } });
    expect(production.products).toBeGreaterThan(9);
    expect(production.blogPosts).toBeGreaterThan(0);
    expect(production.cmsBlocks).toBeGreaterThan(0);
    // A capability's `seed` runs in production too, its `demo` never.
    expect(production).toMatchObject({ staffUsers: 0, cmsPages: 6 });
    expect(production.productImages).toBeGreaterThanOrEqual(9 * 3);
  }, 60_000);

  it('resetDatabase empties every table, the capabilities\' too, and keeps the migrations journal', async () => {
    const database = await openDatabase({});
    try {
      await seedDatabase(database.db, { products: 9 });
      await resetDatabase(database.db);
      const tables = resultRows<{ name: string }>(await database.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`)).map((row) => row.name);
      expect(tables).toEqual(expect.arrayContaining(['products', 'staff_users', 'sales_rules', 'cms_pages', 'product_images']));
      for (const table of tables) {
        const [row] = resultRows<{ n: number }>(await database.db.execute(sql.raw(`select count(*)::int as n from "${table}"`)));
        expect({ table, rows: row?.n }).toEqual({ table, rows: 0 });
      }
      const [journal] = resultRows<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
      expect(journal?.n).toBeGreaterThan(0);
      // And the shop seeds again from empty, with the same ids (identities restarted).
      await seedDatabase(database.db, { products: 9 });
      const [first] = await database.db.select({ id: cmsPages.id }).from(cmsPages).orderBy(cmsPages.id).limit(1);
      expect(first?.id).toBe(1);
    } finally {
      await database.close();
    }
  }, 120_000);
});
