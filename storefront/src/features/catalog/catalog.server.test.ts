import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { toMinor } from '@shop/ui/money';
import { rows } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { startTestShop, type TestShop } from '../../../server/test/harness';
import { setUpTestShop } from '../../../server/test/helpers';
import type { FilterGroup } from './types';
import { createCatalogService } from './catalog.server';
import type { ProductTile } from './types.server';
import { reindexListingPrices } from '../../../server/services/price-index.server';
import { inPricing } from '../currency/api';
import { converterOf } from '../currency/model';

const t = setUpTestShop();

/** The shop's database, counting the reads (selects) a service starts. */
function countingDb() {
  let selects = 0;
  const db = new Proxy(t.shop.db, {
    get: (target, key) => (key === 'select' ? (...args: Parameters<typeof target.select>) => (selects++, target.select(...args)) : Reflect.get(target, key)),
  });
  return { db, reads: () => selects };
}

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

  it('reads the category tree and the filter attributes once for renders that need them at the same time, and again once they expire', async () => {
    let now = 0;
    const { db, reads: selectsSoFar } = countingDb();
    const catalog = createCatalogService({ db, clock: { now: () => now }, treeTtl: 60 });
    // A filter the shop knows: a filtered page's tiles are read every render (an unfiltered page's are kept, ADR 0043).
    const [color] = await t.shop.db.select({ id: s.attributeOptions.id }).from(s.attributeOptions).innerJoin(s.attributes, eq(s.attributes.id, s.attributeOptions.attributeId)).where(eq(s.attributes.code, 'color')).limit(1);
    const pages = () => Promise.all(Array.from({ length: 5 }, () => catalog.categoryPage('women', { filters: { color: color!.id } })));
    const first = await pages();
    const reads = selectsSoFar();
    expect(first.every((page) => page?.category.urlPath === 'women')).toBe(true);
    await pages();
    // Within the time to live the tree and attributes are not read again: only the pages' own reads.
    const perRound = selectsSoFar() - reads;
    // Expired: one read of the tree and one of the attributes for the five pages, not one each.
    now += 61_000;
    const before = selectsSoFar();
    await pages();
    expect(selectsSoFar() - before).toBe(perRound + 2);
  });

  it('reads the category tree again once it hears a purge of the categories (purges), and not for other tags', async () => {
    const { db, reads } = countingDb();
    const listeners: ((tags: readonly string[]) => void)[] = [];
    const catalog = createCatalogService({ db, clock: { now: () => 0 }, purges: { onPurge: (listener) => listeners.push(listener) } });
    const purge = (tags: string[]) => listeners.forEach((listener) => listener(tags));
    await catalog.categoryTree();
    const once = reads();
    purge(['cat_p_1', 'cat_c_p_3', 'cms_b']);
    await catalog.categoryTree();
    expect(reads()).toBe(once);
    purge(['cat_c', 'cat_c_3']);
    await catalog.categoryTree();
    expect(reads()).toBe(once + 1);
    purge(['FPC']);
    await catalog.categoryTree();
    expect(reads()).toBe(once + 2);
  });

  it('shows a renamed category at once after catalogChanges.categories: the menu, its page and breadcrumbs are read afresh, not from the tree kept in memory', async () => {
    const [tops] = await t.shop.db.select().from(s.categories).where(eq(s.categories.urlPath, 'women/tops'));
    // Read once: the tree is kept (60 s by default).
    expect((await t.shop.catalog.categoryPage('women/tops'))?.category.name).toBe(tops!.name);
    await t.shop.db.update(s.categories).set({ name: 'Shirts and Tops' }).where(eq(s.categories.id, tops!.id));
    try {
      t.shop.catalogChanges.categories([tops!.id]);
      expect((await t.shop.catalog.categoryTree())[0]!.children.map((c) => c.name)).toContain('Shirts and Tops');
      const page = await t.shop.catalog.categoryPage('women/tops');
      expect(page?.category.name).toBe('Shirts and Tops');
      expect(page?.breadcrumbs.at(-1)?.label).toBe('Shirts and Tops');
    } finally {
      await t.shop.db.update(s.categories).set({ name: tops!.name }).where(eq(s.categories.id, tops!.id));
      t.shop.catalogChanges.categories([tops!.id]);
    }
  });

  it('counts a category afresh once its listing changed (catalogChanges.products with listings), not from its "Shop By" kept in memory', async () => {
    const before = (await t.shop.catalog.categoryPage('women/tops'))!;
    const hidden = before.items[0]!;
    const [{ visibility }] = (await t.shop.db.select({ visibility: s.products.visibility }).from(s.products).where(eq(s.products.id, hidden.id))) as [{ visibility: number }];
    await t.shop.db.update(s.products).set({ visibility: s.Visibility.notVisible }).where(eq(s.products.id, hidden.id));
    try {
      await t.shop.catalogChanges.products([hidden.id], { listings: true });
      const after = (await t.shop.catalog.categoryPage('women/tops'))!;
      expect(after.items.map((item) => item.id)).not.toContain(hidden.id);
      expect(after.total).toBe(before.total - 1);
    } finally {
      await t.shop.db.update(s.products).set({ visibility }).where(eq(s.products.id, hidden.id));
      await t.shop.catalogChanges.products([hidden.id], { listings: true });
    }
  });

  it('counts a search afresh once a product it finds changed (catalogChanges.products), not from its count kept in memory', async () => {
    const before = await t.shop.catalog.search('hoodie');
    const renamed = before.items[0]!;
    await t.shop.db.update(s.products).set({ name: 'Renamed Top' }).where(eq(s.products.id, renamed.id));
    try {
      // The search's count and "Shop By" are kept: until the catalogue says what changed, the count is the one kept.
      expect((await t.shop.catalog.search('hoodie')).total).toBe(before.total);
      await t.shop.catalogChanges.products([renamed.id], { listings: false });
      const after = await t.shop.catalog.search('hoodie');
      expect(after.total).toBe(before.total - 1);
      expect(after.items.map((item) => item.id)).not.toContain(renamed.id);
      expect(after.layered.groups.find((group) => group.param === 'cat')!.options.reduce((sum, option) => sum + option.count, 0)).toBe(before.total - 1);
    } finally {
      await t.shop.db.update(s.products).set({ name: renamed.name }).where(eq(s.products.id, renamed.id));
      await t.shop.catalogChanges.products([renamed.id], { listings: false });
    }
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

  it('shows the last page for a page number past the end, and never lets a caller set a huge offset', async () => {
    const last = (await t.shop.catalog.categoryPage('women/tops', { page: 2, limit: 12, sort: 'name' }))!;
    for (const page of [3, 10_000, 2 ** 53, Number.NaN, -1]) {
      const shown = (await t.shop.catalog.categoryPage('women/tops', { page, limit: 12, sort: 'name' }))!;
      expect(shown.page, String(page)).toBe(Number.isNaN(page) || page < 1 ? 1 : 2);
      if (shown.page === 2) expect(shown.items.map((i) => i.id)).toEqual(last.items.map((i) => i.id));
    }
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
    expect(product.price).toEqual(expect.objectContaining({ amount: expect.any(Number), currency: 'USD' }));
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

  describe('prices', () => {
    const amounts = (items: { price: { amount: number } }[]) => items.map((item) => item.price.amount);

    it('shows a special price with its regular price on a tile', async () => {
      const page = (await t.shop.catalog.categoryPage('women/tops', { limit: 36 }))!;
      // The seed's Coast Thermal Hoodie: $80.00, 25% off.
      expect(page.items.find((i) => i.sku === 'WT002')!.price).toEqual({ amount: 6000, regularAmount: 8000, currency: 'USD' });
      expect(page.items.find((i) => i.sku === 'WT001')!.price).toEqual({ amount: 5799, currency: 'USD' });
    });

    it('sorts by the final price (the special price when there is one), both ways', async () => {
      const asc = (await t.shop.catalog.categoryPage('gear', { limit: 36, sort: 'price', dir: 'asc' }))!;
      const desc = (await t.shop.catalog.categoryPage('gear', { limit: 36, sort: 'price', dir: 'desc' }))!;
      expect(asc.items.every((i) => i.type === 'simple')).toBe(true);
      expect(amounts(asc.items)).toEqual([...amounts(asc.items)].sort((a, b) => a - b));
      expect(amounts(desc.items)).toEqual([...amounts(desc.items)].sort((a, b) => b - a));
      // A 30% special price moves the Summit Everyday Fitness Tracker ($49.99 → $34.99) among the cheaper ones.
      const all = (await t.shop.catalog.categoryPage('gear/watches', { limit: 36, sort: 'price' }))!;
      const tracker = all.items.findIndex((i) => i.sku === 'GW003');
      expect(all.items[tracker]!.price).toEqual({ amount: 3499, regularAmount: 4999, currency: 'USD' });
      expect(all.items.slice(0, tracker).every((i) => i.price.amount <= 3499)).toBe(true);
      expect(all.items.slice(tracker + 1).every((i) => i.price.amount >= 3499)).toBe(true);
    });

    it('gives a configurable product "As low as" its cheapest child, and each child its own price', async () => {
      const product = (await t.shop.catalog.productByUrlKey('aria-studio-hoodie'))!;
      expect(product.price).toEqual({ amount: 4900, regularAmount: 7000, asLowAs: true, currency: 'USD' });
      const bySku = new Map(product.configurable!.children.map((c) => [c.sku, c.price]));
      expect(bySku.get('WT010-M-Blue')).toEqual({ amount: 4900, regularAmount: 7000 });
      expect(bySku.get('WT010-M-Orange')).toEqual({ amount: 7000 });
      const tile = (await t.shop.catalog.categoryPage('women/tops', { limit: 36 }))!.items.find((i) => i.sku === 'WT010')!;
      expect(tile.price).toEqual(product.price);
      // Every child on the same special price: no "As low as", the special price with the regular one.
      const jacket = (await t.shop.catalog.productByUrlKey('orbit-everyday-jacket'))!;
      expect(jacket.price).toEqual({ amount: 6520, regularAmount: 8150, currency: 'USD' });
    });

    it('carries prices in search results and in products-render-info', async () => {
      const found = await t.shop.catalog.search('aria studio hoodie');
      expect(found.items.find((i) => i.sku === 'WT010')!.price).toMatchObject({ amount: 4900, asLowAs: true });
      const [simple] = await t.shop.catalog.productsByIds([(await t.shop.catalog.productByUrlKey('coast-thermal-hoodie'))!.id]);
      const info = await t.shop.catalog.renderInfo([simple!.id], 1);
      expect(info[String(simple!.id)]!.price_info).toMatchObject({
        final_price: 60,
        regular_price: 80,
        special_price: 60,
        formatted_prices: { final_price: '<span class="price">$60.00</span>', regular_price: '<span class="price">$80.00</span>' },
      });
    });

    it('sorts a configurable product by its "As low as" price, both ways, in categories and in search', async () => {
      const allPages = async (load: (page: number) => Promise<{ items: ProductTile[]; pages: number }>) => {
        const first = await load(1);
        const rest = await Promise.all(Array.from({ length: first.pages - 1 }, (_, i) => load(i + 2)));
        return [first, ...rest].flatMap((listing) => listing.items);
      };
      const listings = (dir: 'asc' | 'desc') =>
        Promise.all([
          allPages(async (page) => (await t.shop.catalog.categoryPage('women/tops', { limit: 36, page, sort: 'price', dir }))!),
          allPages(async (page) => (await t.shop.catalog.categoryPage('women', { limit: 36, page, sort: 'price', dir }))!),
          allPages((page) => t.shop.catalog.search('hoodie', { limit: 12, page, sort: 'price', dir })),
        ]);
      for (const dir of ['asc', 'desc'] as const) {
        for (const items of await listings(dir)) {
          // The Aria Studio Hoodie: $70.00, its Blue children 30% off, so "As low as $49.00" and sorted there.
          expect(items.find((i) => i.sku === 'WT010')!.price).toMatchObject({ amount: 4900, asLowAs: true });
          expect(amounts(items)).toEqual([...amounts(items)].sort((a, b) => (dir === 'asc' ? a - b : b - a)));
        }
      }
    });

    it('shows on every listed tile the price it is sorted by (the price index)', async () => {
      const indexed = new Map(
        (await t.shop.db.select({ id: s.products.id, listingPrice: s.products.listingPrice }).from(s.products)).map((row) => [row.id, row.listingPrice]),
      );
      let checked = 0;
      for (const root of await t.shop.catalog.categoryTree()) {
        for (let page = 1, pages = 1; page <= pages; page++) {
          const listing = (await t.shop.catalog.categoryPage(root.urlPath, { limit: 36, page, sort: 'price' }))!;
          pages = listing.pages;
          for (const item of listing.items) expect({ sku: item.sku, amount: item.price.amount }).toEqual({ sku: item.sku, amount: toMinor(indexed.get(item.id)!) });
          checked += listing.items.length;
        }
      }
      expect(checked).toBe(216);
    });
  });
});

describe('search results', () => {
  // A shop of its own: the searches below record their phrases, which the search-terms test counts on the shared one.
  const own = setUpTestShop();

  it('lists every match of a search once, in relevance, name or price order (ties by id), page by page, with the total', async () => {
    const reference = async (word: string, order: string) =>
      rows<{ id: number }>(
        await own.shop.db.execute(sql`select p.id from products p, plainto_tsquery('english', ${word}) tsq
          where p.visibility in (${s.Visibility.search}, ${s.Visibility.both}) and p.search_vector @@ tsq order by ${sql.raw(order)}`),
      ).map((row) => Number(row.id));
    const orders = [
      { options: {}, order: 'ts_rank(p.search_vector, tsq) desc, p.id' },
      { options: { sort: 'name', dir: 'desc' }, order: 'p.name desc, p.id desc' },
      { options: { sort: 'price', dir: 'asc' }, order: 'p.listing_price asc, p.id asc' },
    ] as const;
    let longest = 0;
    for (const word of ['everyday', 'performance', 'classic', 'hoodie']) {
      for (const { options, order } of orders) {
        const expected = await reference(word, order);
        longest = Math.max(longest, expected.length);
        const pages = [];
        for (let page = 1; page <= Math.ceil(expected.length / 12); page++) {
          const found = await own.shop.catalog.search(word, { ...options, page });
          expect(found.total, `${word} ${order}`).toBe(expected.length);
          pages.push(...found.items.map((item) => item.id));
        }
        expect(pages, `${word} ${order}`).toEqual(expected);
      }
    }
    expect(longest).toBeGreaterThan(24);
    const past = await own.shop.catalog.search('everyday', { page: 999 });
    expect([past.items, past.total]).toEqual([[], 0]);
  });

  it('counts "Shop By" colours and sizes of a search as the matching products carry them, also with a size chosen', async () => {
    const reference = async (word: string, size?: number) =>
      rows<{ option_id: number; n: number }>(
        await own.shop.db.execute(sql`select e.option_id, count(*)::int as n from products p join product_index_eav e on e.product_id = p.id
          where p.visibility in (${s.Visibility.search}, ${s.Visibility.both}) and p.search_vector @@ plainto_tsquery('english', ${word})
          ${size === undefined ? sql`` : sql`and exists (select 1 from product_index_eav f where f.product_id = p.id and f.option_id = ${size})`}
          group by e.option_id`),
      ).map((row) => [String(row.option_id), Number(row.n)]);
    const counted = (groups: FilterGroup[], ...params: string[]) =>
      groups.filter((group) => params.includes(group.param)).flatMap((group) => group.options.map((option) => [option.value, option.count]));
    const sorted = (pairs: (string | number)[][]) => [...pairs].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    for (const word of ['hoodie', 'jacket', 'everyday']) {
      const found = await own.shop.catalog.search(word);
      const shown = counted(found.layered.groups, 'color', 'size');
      expect(shown.length, word).toBeGreaterThan(0);
      expect(sorted(shown), word).toEqual(sorted(await reference(word)));
      const size = Number(found.layered.groups.find((group) => group.param === 'size')!.options[0]!.value);
      const narrowed = await own.shop.catalog.search(word, { filters: { size } });
      const colors = new Set(found.layered.groups.find((group) => group.param === 'color')!.options.map((option) => option.value));
      expect(sorted(counted(narrowed.layered.groups, 'color', 'size')), word).toEqual(sorted((await reference(word, size)).filter(([value]) => colors.has(String(value)))));
    }
  });

  it('keeps the search index with the products: a renamed product is found by its new name, a new price sorts it, hidden it is found no more', async () => {
    const { db, catalog } = own.shop;
    // Each write is told to the catalogue as the shop's own writes tell it (the counts of a search are kept till then).
    const changed = (id: number) => own.shop.catalogChanges.products([id], { listings: true });
    /** The first product of a type shown in the catalog and in search. */
    const firstProduct = async (type: 'simple' | 'configurable') =>
      (
        await db
          .select({ id: s.products.id, name: s.products.name, sku: s.products.sku })
          .from(s.products)
          .where(and(eq(s.products.type, type), eq(s.products.visibility, s.Visibility.both)))
          .orderBy(s.products.id)
          .limit(1)
      )[0]!;
    const product = await firstProduct('simple');
    await db.update(s.products).set({ name: `${product.name} Quasarlike` }).where(eq(s.products.id, product.id));
    await changed(product.id);
    expect((await catalog.search('quasarlike')).items.map((item) => item.id)).toEqual([product.id]);
    const word = product.name.split(' ').at(-1)!;
    const dearestFirst = async () => (await catalog.search(word, { sort: 'price', dir: 'desc' })).items[0]?.id;
    expect(await dearestFirst()).not.toBe(product.id);
    await db.update(s.products).set({ price: '9999.00', specialPrice: null }).where(eq(s.products.id, product.id));
    await reindexListingPrices(db, [product.id]);
    await changed(product.id);
    expect(await dearestFirst()).toBe(product.id);
    await db.update(s.products).set({ visibility: s.Visibility.catalog }).where(eq(s.products.id, product.id));
    await changed(product.id);
    expect((await catalog.search('quasarlike')).total).toBe(0);
    await db.update(s.products).set({ visibility: s.Visibility.search }).where(eq(s.products.id, product.id));
    await changed(product.id);
    expect((await catalog.search('quasarlike')).total).toBe(1);
    // A configurable product hidden and shown again offers its colours again.
    const configurable = await firstProduct('configurable');
    const colours = async () => (await catalog.search(configurable.sku)).layered.groups.find((group) => group.param === 'color')?.options.map((option) => option.value);
    const shown = await colours();
    expect(shown?.length).toBeGreaterThan(0);
    await db.update(s.products).set({ visibility: s.Visibility.catalog }).where(eq(s.products.id, configurable.id));
    await changed(configurable.id);
    expect(await colours()).toBeUndefined();
    await db.update(s.products).set({ visibility: s.Visibility.both }).where(eq(s.products.id, configurable.id));
    await changed(configurable.id);
    expect(await colours()).toEqual(shown);
  });
});

describe('search terms', () => {
  let capped: TestShop;
  afterAll(() => capped?.close());

  it('records only phrases that find something, and no new phrase past SEARCH_TERMS_MAX until the purge makes room', async () => {
    const count = async (shop: TestShop) => (await shop.shop.db.select({ term: s.searchTerms.term }).from(s.searchTerms)).length;
    const seeded = await count(t);
    capped = await startTestShop({ config: { searchTermsMax: seeded + 1 } });
    const { catalog } = capped.shop;
    expect((await catalog.search('zzqx nothing like this')).total).toBe(0);
    expect(await count(capped)).toBe(seeded);
    // Two words of product names (e.g. "aero trail"): they find products but are not seeded phrases.
    const known = new Set((await capped.shop.db.select({ term: s.searchTerms.term }).from(s.searchTerms)).map((r) => r.term));
    const phrases = (await capped.shop.db.select({ name: s.products.name }).from(s.products).limit(60)).map((p) => p.name.toLowerCase().split(' ').slice(0, 2).join(' '));
    const [first, second] = [...new Set(phrases)].filter((phrase) => !known.has(phrase));
    expect((await catalog.search(first!)).total).toBeGreaterThan(0);
    expect((await catalog.search(second!)).total).toBeGreaterThan(0);
    expect(await count(capped)).toBe(seeded + 1);
    // A known phrase still counts its popularity at the cap.
    const [row] = await capped.shop.db.select().from(s.searchTerms).where(eq(s.searchTerms.term, first!));
    await catalog.search(first!);
    const [again] = await capped.shop.db.select().from(s.searchTerms).where(eq(s.searchTerms.term, first!));
    expect(again!.popularity).toBe(row!.popularity + 1);
    // The purge drops the least popular tenth; the next new phrase then gets in.
    expect(await catalog.trimSearchTerms()).toBe(seeded + 1 - Math.floor((seeded + 1) * 0.9));
    expect(await catalog.trimSearchTerms()).toBe(0);
    await catalog.search(second!);
    expect((await capped.shop.db.select().from(s.searchTerms).where(eq(s.searchTerms.term, second!))).length).toBe(1);
  });
});

describe('tiles kept in memory (ADR 0043)', () => {
  it("reads an unfiltered listing page's tiles once, and all afresh after a catalogue purge", async () => {
    const { db, reads } = countingDb();
    let hear: (tags: readonly string[]) => void = () => {};
    const catalog = createCatalogService({ db, clock: { now: () => 0 }, purges: { onPurge: (listener) => void (hear = listener) } });
    const first = (await catalog.categoryPage('gear/bags'))!;
    const before = reads();
    const again = (await catalog.categoryPage('gear/bags'))!;
    expect(reads()).toBe(before);
    expect(again.items).toEqual(first.items);
    // The same products asked by id (a search's page, a carousel) are kept too.
    expect(await catalog.tilesByIds(first.items.map((item) => item.id))).toEqual(first.items);
    expect(reads()).toBe(before);
    // A purge of another part of the shop keeps them; a catalogue purge drops them.
    hear(['cms_b_footer']);
    await catalog.categoryPage('gear/bags');
    expect(reads()).toBe(before);
    hear([`cat_p_${first.items[0]!.id}`]);
    await catalog.categoryPage('gear/bags');
    // The page's ids, then their tiles.
    expect(reads()).toBe(before + 2);
  });

  it('shows a price written through the shop at the next render of a page, a search and a carousel, and the kept price until then', async () => {
    const page = () => t.shop.catalog.categoryPage('gear/bags', { limit: 36 });
    const tile = (await page())!.items.find((item) => item.type === 'simple')!;
    const [own] = await t.shop.db.select({ price: s.products.price, specialPrice: s.products.specialPrice }).from(s.products).where(eq(s.products.id, tile.id));
    await t.shop.catalog.tilesByIds([tile.id]);
    await t.shop.db.update(s.products).set({ price: '1234.50', specialPrice: null }).where(eq(s.products.id, tile.id));
    try {
      // Written around the shop (SQL): the kept tile, as the full-page cache would show it.
      expect((await page())!.items.find((item) => item.id === tile.id)!.price).toEqual(tile.price);
      await t.shop.catalogChanges.products([tile.id], { listings: true });
      const expected = { amount: 123450, currency: 'USD' };
      expect((await page())!.items.find((item) => item.id === tile.id)!.price).toEqual(expected);
      expect((await t.shop.catalog.tilesByIds([tile.id]))[0]!.price).toEqual(expected);
    } finally {
      await t.shop.db.update(s.products).set(own!).where(eq(s.products.id, tile.id));
      await t.shop.catalogChanges.products([tile.id], { listings: true });
    }
    expect((await page())!.items.find((item) => item.id === tile.id)!.price).toEqual(tile.price);
  });
});

describe("product pages' reads kept in memory (ADR 0049)", () => {
  /** The shop's database, counting the statements (selects and raw SQL) a service starts. */
  function countingStatements() {
    let statements = 0;
    const db = new Proxy(t.shop.db, {
      get: (target, key) =>
        key === 'select' || key === 'execute' ? (...args: unknown[]) => (statements++, (Reflect.get(target, key) as (...a: unknown[]) => unknown).apply(target, args)) : Reflect.get(target, key),
    });
    return { db, statements: () => statements };
  }

  it("reads a product page once, in each view, and afresh after a catalogue purge", async () => {
    const { db, statements } = countingStatements();
    let hear: (tags: readonly string[]) => void = () => {};
    const catalog = createCatalogService({ db, clock: { now: () => 0 }, purges: { onPurge: (listener) => void (hear = listener) } });
    const page = (await catalog.categoryPage('men/tops', { limit: 36 }))!;
    const key = page.items.find((item) => item.type === 'configurable')!.url.slice(1, -5);
    const first = (await catalog.productByUrlKey(key))!;
    const before = statements();
    expect(await catalog.productByUrlKey(key)).toEqual(first);
    expect(statements()).toBe(before);
    // Another view reads its own (its names, its labels), then keeps them too.
    const french = (await catalog.productByUrlKey(key, 'fr'))!;
    expect(statements()).toBeGreaterThan(before);
    const inViews = statements();
    expect(await catalog.productByUrlKey(key, 'fr')).toEqual(french);
    expect(statements()).toBe(inViews);
    // A purge of another part of the shop keeps them; a catalogue purge drops them.
    hear(['cms_b_footer']);
    await catalog.productByUrlKey(key);
    expect(statements()).toBe(inViews);
    hear([`cat_p_${first.id}`]);
    expect(await catalog.productByUrlKey(key)).toEqual(first);
    expect(statements()).toBeGreaterThan(inViews);
    // An unknown product is read every time: junk addresses take no place.
    const unknown = statements();
    expect(await catalog.productByUrlKey('no-such-thing')).toBeNull();
    expect(await catalog.productByUrlKey('no-such-thing')).toBeNull();
    expect(statements()).toBeGreaterThan(unknown + 1);
  });

  it('shows a price and stock written through the shop at the next render, the kept ones until then, and converts the kept price in each currency', async () => {
    const page = (await t.shop.catalog.categoryPage('gear/bags', { limit: 36 }))!;
    const tile = page.items.find((item) => item.type === 'simple' && item.isSalable)!;
    const key = tile.url.slice(1, -5);
    const shown = (await t.shop.catalog.productByUrlKey(key))!;
    const [own] = await t.shop.db.select({ price: s.products.price, specialPrice: s.products.specialPrice, qty: s.products.qty }).from(s.products).where(eq(s.products.id, tile.id));
    await t.shop.db.update(s.products).set({ price: '1234.50', specialPrice: null, qty: 0 }).where(eq(s.products.id, tile.id));
    try {
      // Written around the shop (SQL): the kept page, as the full-page cache would show it.
      expect((await t.shop.catalog.productByUrlKey(key))!.price).toEqual(shown.price);
      await t.shop.catalogChanges.products([tile.id], { listings: true });
      const changed = (await t.shop.catalog.productByUrlKey(key))!;
      expect(changed.price).toEqual({ amount: 123450, currency: 'USD' });
      expect(changed.stockStatus).toBe('Out of stock');
      // Kept in the base currency: each render converts it at the view's rate.
      const inEuros = inPricing({ converter: converterOf('USD', 'EUR', '0.5'), locale: 'fr-FR' }, () => t.shop.catalog.productByUrlKey(key));
      expect((await inEuros)!.price).toEqual({ amount: 61725, currency: 'EUR' });
    } finally {
      await t.shop.db.update(s.products).set(own!).where(eq(s.products.id, tile.id));
      await t.shop.catalogChanges.products([tile.id], { listings: true });
    }
    expect((await t.shop.catalog.productByUrlKey(key))!.price).toEqual(shown.price);
  });
});

