import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toMinor } from '@shop/ui/money';
import * as s from '../../../server/db/schema';
import { setUpTestShop } from '../../../server/test/helpers';
import { SUGGESTION_LIMIT } from './related.server';

const t = setUpTestShop();

const row = async (urlKey: string) => (await t.shop.db.select().from(s.products).where(eq(s.products.urlKey, urlKey)))[0]!;

describe('related products and upsells', () => {
  it('relates listed products of the same department in its other categories, and upsells pricier ones of its own category', async () => {
    const product = await row('aero-trail-pullover');
    const { related, upsell } = await t.shop.related.forProduct(product);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
    expect(upsell.length).toBeGreaterThan(0);
    expect(upsell.length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
    const rows = await t.shop.db.select().from(s.products);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const tile of related) {
      const r = byId.get(tile.id)!;
      expect(r.rootCategoryId).toBe(product.rootCategoryId);
      expect(r.categoryId).not.toBe(product.categoryId);
      expect([s.Visibility.catalog, s.Visibility.both]).toContain(r.visibility);
    }
    // Related: the first of the department's other categories by position (then id), in that order.
    const expected = rows
      .filter((r) => r.rootCategoryId === product.rootCategoryId && r.categoryId !== product.categoryId && ([s.Visibility.catalog, s.Visibility.both] as number[]).includes(r.visibility))
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .slice(0, SUGGESTION_LIMIT)
      .map((r) => r.id);
    expect(related.map((tile) => tile.id)).toEqual(expected);
    const prices = upsell.map((tile) => toMinor(byId.get(tile.id)!.listingPrice!));
    for (const price of prices) expect(price).toBeGreaterThan(toMinor(product.listingPrice!));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(upsell.map((tile) => tile.id)).not.toContain(product.id);
    expect(upsell.every((tile) => byId.get(tile.id)!.categoryId === product.categoryId)).toBe(true);
  });

  it('suggests nothing for a product outside any category', async () => {
    expect(await t.shop.related.forProduct({ id: 2_000_000, categoryId: null, rootCategoryId: null, listingPrice: null })).toEqual({ related: [], upsell: [] });
  });

  it("is chosen by the product page's own read of the product: its category, department and price index", async () => {
    const product = await row('aero-trail-pullover');
    const detail = (await t.shop.catalog.productByUrlKey('aero-trail-pullover'))!;
    expect(detail.suggestionBasis).toEqual({ id: product.id, categoryId: product.categoryId, rootCategoryId: product.rootCategoryId, listingPrice: product.listingPrice, view: 'default' });
    expect(await t.shop.related.forProduct(detail.suggestionBasis)).toEqual(await t.shop.related.forProduct(product));
  });

  it('suggests afresh once a suggested product changed (catalogChanges.products), not from the ids kept in memory', async () => {
    const product = await row('aero-trail-pullover');
    const listed = ([s.Visibility.catalog, s.Visibility.both] as number[]);
    const relatedNow = async () => {
      const rows = await t.shop.db.select().from(s.products);
      return rows
        .filter((r) => r.rootCategoryId === product.rootCategoryId && r.categoryId !== product.categoryId && listed.includes(r.visibility))
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .slice(0, SUGGESTION_LIMIT)
        .map((r) => r.id);
    };
    const before = (await t.shop.related.forProduct(product)).related.map((tile) => tile.id);
    expect(before).toEqual(await relatedNow());
    const hidden = await t.shop.db.select().from(s.products).where(eq(s.products.id, before[0]!));
    await t.shop.db.update(s.products).set({ visibility: s.Visibility.notVisible }).where(eq(s.products.id, before[0]!));
    try {
      await t.shop.catalogChanges.products([before[0]!], { listings: true });
      const after = (await t.shop.related.forProduct(product)).related.map((tile) => tile.id);
      expect(after).not.toContain(before[0]);
      expect(after).toHaveLength(SUGGESTION_LIMIT);
      expect(after).toEqual(await relatedNow());
    } finally {
      await t.shop.db.update(s.products).set({ visibility: hidden[0]!.visibility }).where(eq(s.products.id, before[0]!));
      await t.shop.catalogChanges.products([before[0]!], { listings: true });
    }
  });
});
