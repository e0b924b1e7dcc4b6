import { toMinor } from '@shop/ui/money';
import { eq, inArray, isNull, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../db/schema';
import { setUpTestShop } from '../test/helpers';
import { reindexListingPrices } from './price-index.server';

// Each test changes prices or stock of the seed's Aria Studio Hoodie (WT010, $70.00, its Blue
// children 30% off): this file has a database of its own.
const t = setUpTestShop();

const HOODIE = 'WT010';

async function productBySku(sku: string) {
  const [row] = await t.shop.db.select().from(s.products).where(eq(s.products.sku, sku));
  return row!;
}

/** Women › Tops sorted by price: the SKUs in order, and each tile's shown amount with its index. */
async function topsByPrice(dir: 'asc' | 'desc') {
  const items = (await t.shop.catalog.categoryPage('women/tops', { limit: 36, sort: 'price', dir }))!.items;
  const indexed = await t.shop.db
    .select({ id: s.products.id, listingPrice: s.products.listingPrice })
    .from(s.products)
    .where(inArray(s.products.id, items.map((i) => i.id)));
  const index = new Map(indexed.map((row) => [row.id, row.listingPrice === null ? null : toMinor(row.listingPrice)]));
  return {
    skus: items.map((i) => i.sku),
    shown: items.map((i) => ({ sku: i.sku, amount: i.price.amount })),
    index: items.map((i) => ({ sku: i.sku, amount: index.get(i.id) })),
    amountOf: (sku: string) => items.find((i) => i.sku === sku)!.price.amount,
  };
}

/**
 * Sets a product's prices or stock, then reindexes only that product (and so its parent), and
 * tells the catalogue, as the shop's writes do (the tiles it keeps in memory go, ADR 0043).
 */
async function change(sku: string, values: Partial<typeof s.products.$inferInsert>) {
  const product = await productBySku(sku);
  await t.shop.db.update(s.products).set(values).where(eq(s.products.id, product.id));
  await reindexListingPrices(t.shop.db, [product.id]);
  await t.shop.catalogChanges.products([product.id], { listings: true });
}

describe('price index', () => {
  it('sorts a configurable product by its cheapest buyable child, not by its own row', async () => {
    // The parent's own price is what its tile would show without buyable children; with them it does not count.
    await change(HOODIE, { price: '70.00', specialPrice: null });
    for (const dir of ['asc', 'desc'] as const) {
      const tops = await topsByPrice(dir);
      expect(tops.amountOf(HOODIE)).toBe(4900);
      expect(tops.index).toEqual(tops.shown);
      const amounts = tops.shown.map((i) => i.amount);
      expect(amounts).toEqual([...amounts].sort((a, b) => (dir === 'asc' ? a - b : b - a)));
      const found = (await t.shop.catalog.search('studio hoodie', { limit: 36, sort: 'price', dir })).items;
      expect(found.find((i) => i.sku === HOODIE)!.price.amount).toBe(4900);
      const foundAmounts = found.map((i) => i.price.amount);
      expect(foundAmounts).toEqual([...foundAmounts].sort((a, b) => (dir === 'asc' ? a - b : b - a)));
    }
  });

  it("moves the parent when a child's special price changes and that child is reindexed", async () => {
    await change('WT010-M-Orange', { specialPrice: '9.99' });
    const asc = await topsByPrice('asc');
    expect(asc.skus[0]).toBe(HOODIE);
    expect(asc.amountOf(HOODIE)).toBe(999);
    expect(asc.index).toEqual(asc.shown);
    expect((await topsByPrice('desc')).skus.at(-1)).toBe(HOODIE);
    // The layered-navigation index's copy of the price moved with it (price filters and buckets read it).
    const hoodie = await productBySku(HOODIE);
    const indexed = await t.shop.db.selectDistinct({ price: s.productIndexEav.listingPrice }).from(s.productIndexEav).where(eq(s.productIndexEav.productId, hoodie.id));
    expect(indexed).toEqual([{ price: '9.99' }]);
  });

  it('leaves children that cannot be bought out, falling back to the own price as the tile does', async () => {
    await change('WT010-M-Orange', { qty: 0, isInStock: false });
    let tops = await topsByPrice('asc');
    expect(tops.amountOf(HOODIE)).toBe(4900);
    expect(tops.index).toEqual(tops.shown);
    // No child left to buy: the tile shows the parent's own price, and the index agrees.
    const children = (await t.shop.db.select({ id: s.products.id }).from(s.products).where(like(s.products.sku, `${HOODIE}-%`))).map((c) => c.id);
    await t.shop.db.update(s.products).set({ qty: 0, isInStock: false }).where(inArray(s.products.id, children));
    await reindexListingPrices(t.shop.db, children);
    await t.shop.catalogChanges.products(children, { listings: true });
    tops = await topsByPrice('asc');
    expect(tops.amountOf(HOODIE)).toBe(7000);
    expect(tops.index).toEqual(tops.shown);
  });

  it('indexes the whole catalogue when given no ids, and nothing when given none', async () => {
    await t.shop.db.update(s.products).set({ listingPrice: null });
    await reindexListingPrices(t.shop.db, []);
    expect(await t.shop.db.$count(s.products, isNull(s.products.listingPrice))).toBeGreaterThan(0);
    await reindexListingPrices(t.shop.db);
    expect(await t.shop.db.$count(s.products, isNull(s.products.listingPrice))).toBe(0);
    const listed = (await t.shop.catalog.categoryPage('women/tops', { limit: 36 }))!.items.map((item) => item.id);
    await t.shop.catalogChanges.products(listed, { listings: true });
    const tops = await topsByPrice('asc');
    expect(tops.index).toEqual(tops.shown);
  });
});
