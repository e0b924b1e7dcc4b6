import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../test/harness';

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(async () => {
  await t.close();
});

describe('catalog service', () => {
  it('builds the two-level menu', async () => {
    const tree = await t.shop.catalog.categoryTree();
    expect(tree.map((c) => c.name)).toEqual(['Women', 'Men', 'Gear']);
    expect(tree[0]!.children.map((c) => [c.name, c.url])).toEqual([
      ['Tops', '/women/tops.html'],
      ['Bottoms', '/women/bottoms.html'],
      ['Dresses', '/women/dresses.html'],
    ]);
  });

  it('pages and sorts a category, a root category spanning its children', async () => {
    const page = (await t.shop.catalog.categoryPage('women/tops', { limit: 12, sort: 'name' }))!;
    expect(page.category.name).toBe('Tops');
    expect(page.breadcrumbs.map((b) => b.label)).toEqual(['Home', 'Women', 'Tops']);
    expect(page.total).toBe(24);
    expect(page.pages).toBe(2);
    const names = page.items.map((i) => i.name);
    expect(names).toEqual([...names].sort());
    const second = (await t.shop.catalog.categoryPage('women/tops.html', { page: 2, limit: 12, sort: 'name' }))!;
    expect(second.items.map((i) => i.id).some((id) => page.items.some((i) => i.id === id))).toBe(false);
    const root = (await t.shop.catalog.categoryPage('women'))!;
    expect(root.total).toBe(72);
    expect(root.children).toHaveLength(3);
    expect(await t.shop.catalog.categoryPage('nowhere')).toBeNull();
  });

  it('answers a configurable product page with options, children and stock per option', async () => {
    const page = (await t.shop.catalog.categoryPage('men/tops', { limit: 36 }))!;
    const tile = page.items.find((i) => i.type === 'configurable' && i.isSalable)!;
    const product = (await t.shop.catalog.productByUrlKey(tile.url.slice(1, -5)))!;
    expect(product.configurable!.attributes.map((a) => a.code)).toEqual(['color', 'size']);
    const salableChildren = product.configurable!.children.filter((c) => c.isSalable).map((c) => c.id);
    for (const option of product.configurable!.attributes[0]!.options) {
      for (const id of option.products) expect(salableChildren).toContain(id);
    }
    expect(product.tabs.map((tab) => tab.title)).toEqual(['Details', 'More Information']);
    expect(product.breadcrumbs.map((b) => b.label).slice(0, 3)).toEqual(['Home', 'Men', 'Tops']);
    expect(product.details[0]).toEqual({ label: 'SKU', value: product.sku });
    expect(product).not.toHaveProperty('price');
  });

  it('does not show configurable children as pages', async () => {
    expect(await t.shop.catalog.productByUrlKey('no-such-thing')).toBeNull();
    const page = (await t.shop.catalog.categoryPage('women/bottoms', { limit: 36 }))!;
    const parent = (await t.shop.catalog.productByUrlKey(page.items.find((i) => i.type === 'configurable')!.url.slice(1, -5)))!;
    const child = parent.configurable!.children[0]!;
    const [row] = await t.shop.catalog.productsByIds([child.id]);
    expect(await t.shop.catalog.productByUrlKey(row!.urlKey)).toBeNull();
  });

  it('searches with full text, then the closest known term for typos', async () => {
    const exact = await t.shop.catalog.search('hoodie');
    expect(exact.total).toBeGreaterThan(0);
    expect(exact.items.map((i) => i.name).filter((n) => !/hoodie/i.test(n))).toEqual([]);
    const typo = await t.shop.catalog.search('hoodei');
    expect(typo.correctedQuery).toMatch(/hoodie/);
    expect(typo.items.length).toBeGreaterThan(0);
    expect(typo.items.every((i) => /hoodie/i.test(i.name))).toBe(true);
    expect((await t.shop.catalog.search('zzzqqq')).total).toBe(0);
    expect((await t.shop.catalog.search('   ')).total).toBe(0);
  });
});
