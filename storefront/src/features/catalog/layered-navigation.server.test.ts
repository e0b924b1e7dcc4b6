import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../../server/db/database';
import { parseLayeredFilters } from './filter-params';
import { setUpTestShop } from '../../../server/test/helpers';
import { categoryListing, type FilterAttribute } from './layered-navigation.server';

const t = setUpTestShop();

/** Listed products of a category with a child in an option, counted the slow, obvious way (no index table). */
async function countWithOption(categoryId: number, optionIds: number[], price?: { from: number; to: number }, column: 'category_id' | 'root_category_id' = 'category_id') {
  const [row] = rows<{ n: number }>(
    await t.shop.database.db.execute(sql`select count(*)::int as n from products p where ${sql.raw(`p.${column}`)} = ${categoryId} and p.visibility in (2, 4)
      ${price ? sql`and p.listing_price >= ${price.from} and p.listing_price < ${price.to}` : sql``}
      ${sql.join(
        optionIds.map((id) => sql`and exists (select 1 from products c join product_attribute_values v on v.product_id = c.id where c.parent_id = p.id and v.option_id = ${id})`),
        sql` `,
      )}`),
  );
  return Number(row!.n);
}

const group = (layered: { groups: { param: string; options: { value: string; label: string; count: number }[] }[] }, param: string) =>
  layered.groups.find((g) => g.param === param);

describe('layered navigation', () => {
  it('offers Color, Size and Price with counts that match the products they leave', async () => {
    const page = (await t.shop.catalog.categoryPage('women/tops'))!;
    expect(page.layered.groups.map((g) => g.label)).toEqual(['Color', 'Size', 'Price']);
    expect(page.layered.active).toEqual([]);
    const color = group(page.layered, 'color')!;
    expect(color.options.length).toBeGreaterThan(1);
    for (const option of color.options) {
      expect(option.count, option.label).toBe(await countWithOption(page.category.id, [Number(option.value)]));
      const filtered = (await t.shop.catalog.categoryPage('women/tops', { filters: { color: Number(option.value) }, limit: 36 }))!;
      expect(filtered.total).toBe(option.count);
    }
    const price = group(page.layered, 'price')!;
    // Apparel costs under $100: Luma's $10 steps, the last one open-ended.
    expect(price.options[0]!.label).toMatch(/^\$\d+0\.00 - \$\d+9\.99$/);
    expect(price.options.at(-1)!.label).toMatch(/^\$\d+0\.00 and above$/);
    expect(price.options.reduce((sum, o) => sum + o.count, 0)).toBe(page.total);
  });

  it('combines filters, drops the chosen groups from Shop By and lists them under Now Shopping by', async () => {
    const first = (await t.shop.catalog.categoryPage('women/tops'))!;
    const color = group(first.layered, 'color')!.options[0]!;
    const byColor = (await t.shop.catalog.categoryPage('women/tops', { filters: { color: Number(color.value) } }))!;
    const size = group(byColor.layered, 'size')!.options[0]!;
    const both = (await t.shop.catalog.categoryPage('women/tops', { filters: { color: Number(color.value), size: Number(size.value) }, limit: 36, sort: 'price' }))!;
    expect(both.total).toBe(size.count);
    expect(both.total).toBe(await countWithOption(first.category.id, [Number(color.value), Number(size.value)]));
    expect(both.layered.groups.map((g) => g.param)).toEqual(['price']);
    expect(both.layered.active).toEqual([
      { param: 'color', label: 'Color', valueLabel: color.label },
      { param: 'size', label: 'Size', valueLabel: size.label },
    ]);
    const prices = both.items.map((item) => item.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const range = group(both.layered, 'price')!.options[0]!;
    const [from, to] = range.value.split('-').map(Number) as [number, number];
    const three = (await t.shop.catalog.categoryPage('women/tops', { filters: { color: Number(color.value), size: Number(size.value), price: { from, to } } }))!;
    expect(three.total).toBe(range.count);
    expect(three.total).toBe(await countWithOption(first.category.id, [Number(color.value), Number(size.value)], { from, to }));
    expect(three.layered.active.map((a) => a.param)).toEqual(['color', 'size', 'price']);
  });

  it('narrows a root category by two options over its children, counted and priced as the slow way finds them', async () => {
    const root = (await t.shop.catalog.categoryPage('women'))!;
    const color = group(root.layered, 'color')!.options.find((o) => o.count > 3)!;
    const byColor = (await t.shop.catalog.categoryPage('women', { filters: { color: Number(color.value) } }))!;
    const size = group(byColor.layered, 'size')!.options[0]!;
    const both = (await t.shop.catalog.categoryPage('women', { filters: { color: Number(color.value), size: Number(size.value) }, limit: 36, sort: 'price' }))!;
    const options = [Number(color.value), Number(size.value)];
    expect(both.total).toBe(size.count);
    expect(both.total).toBe(await countWithOption(root.category.id, options, undefined, 'root_category_id'));
    const prices = group(both.layered, 'price')!.options;
    expect(prices.reduce((sum, o) => sum + o.count, 0)).toBe(both.total);
    const [from, to] = prices[0]!.value.split('-').map(Number) as [number, number];
    expect(prices[0]!.count).toBe(await countWithOption(root.category.id, options, { from, to }, 'root_category_id'));
  });

  it('indexes, on each product a category page lists, its category, root and price index (and nothing for the others)', async () => {
    const [mismatch] = rows<{ n: number; listed: number; unlisted: number }>(
      await t.shop.database.db.execute(sql`select
          count(*) filter (where p.visibility in (2, 4) and (e.category_id is distinct from p.category_id or e.root_category_id is distinct from p.root_category_id
            or e.listing_price is distinct from p.listing_price))::int as n,
          count(*) filter (where p.visibility in (2, 4))::int as listed,
          count(*) filter (where p.visibility not in (2, 4) and (e.category_id is not null or e.root_category_id is not null or e.listing_price is not null))::int as unlisted
        from product_index_eav e join products p on p.id = e.product_id`),
    );
    expect(mismatch).toEqual({ n: 0, listed: expect.any(Number), unlisted: 0 });
    expect(mismatch!.listed).toBeGreaterThan(0);
  });

  it('counts a root category narrowed by two options from the index alone: EXPLAIN shows index-only scans of its category key, never products', async () => {
    const root = (await t.shop.catalog.categoryPage('women'))!;
    const color = Number(group(root.layered, 'color')!.options[0]!.value);
    const size = Number(group(root.layered, 'size')!.options[0]!.value);
    const attributes = rows<{ id: number; code: 'color' | 'size'; label: string }>(await t.shop.database.db.execute(sql`select id, code, label from attributes order by code`)).map(
      (row): FilterAttribute => ({ ...row, id: Number(row.id), options: new Map() }),
    );
    const listing = categoryListing({ column: 'root_category_id', id: root.category.id }, { color, size }, attributes);
    const plan = await t.shop.database.db.transaction(async (tx) => {
      // The demo catalogue is small enough to read whole; a large one is not: plan as for a large one.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const [row] = rows<{ 'QUERY PLAN': unknown }>(
        await tx.execute(sql`explain (format json) select count(*), sum(p.listing_price), count(distinct p.category_id) from ${listing.from} where ${listing.where}`),
      );
      return row!['QUERY PLAN'];
    });
    const nodes: { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string }[] = [];
    const walk = (node: { Plans?: unknown[] } & (typeof nodes)[number]) => {
      nodes.push(node);
      for (const child of node.Plans ?? []) walk(child as typeof node);
    };
    walk((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan);
    const scans = nodes.filter((node) => node['Relation Name'] !== undefined);
    expect(scans.length).toBe(2);
    for (const scan of scans) {
      expect(scan).toMatchObject({ 'Node Type': 'Index Only Scan', 'Relation Name': 'product_index_eav', 'Index Name': 'product_index_eav_root_category_idx' });
    }
  });

  it('pages a filtered listing, its count and pages those of the filter', async () => {
    const all = (await t.shop.catalog.categoryPage('women', { limit: 12 }))!;
    const color = group(all.layered, 'color')!.options.find((o) => o.count > 12)!;
    const page2 = (await t.shop.catalog.categoryPage('women', { limit: 12, page: 2, filters: { color: Number(color.value) } }))!;
    expect(page2.total).toBe(color.count);
    expect(page2.pages).toBe(Math.ceil(color.count / 12));
    expect(page2.page).toBe(2);
  });

  it('ignores an unknown option, a size given as a colour and a category on a category page', async () => {
    const plain = (await t.shop.catalog.categoryPage('women/tops'))!;
    const sizeId = Number(group(plain.layered, 'size')!.options[0]!.value);
    for (const filters of [{ color: 999_999 }, { color: sizeId }, { cat: 1 }]) {
      const page = (await t.shop.catalog.categoryPage('women/tops', { filters }))!;
      expect(page.total, JSON.stringify(filters)).toBe(plain.total);
      expect(page.layered.active).toEqual([]);
    }
  });

  it('reads filter parameters by their rules: broken values are ignored', () => {
    expect(parseLayeredFilters(new URLSearchParams('color=49&size=168&price=50-60&cat=3'))).toEqual({ color: 49, size: 168, price: { from: 50, to: 60 }, cat: 3 });
    expect(parseLayeredFilters(new URLSearchParams('price=90-'))).toEqual({ price: { from: 90 } });
    for (const query of ['color=red', 'color=', 'color=1e3', 'color=-4', 'color=12345678901', 'price=60-50', 'price=50', 'price=a-b', 'price=50-60-70', 'size=1.5', `color=${'9'.repeat(500)}`]) {
      expect(parseLayeredFilters(new URLSearchParams(query)), query).toEqual({});
    }
  });

  it('offers Category on search results, and narrows them by it', async () => {
    const result = await t.shop.catalog.search('jacket', { limit: 36 });
    const categories = group(result.layered, 'cat')!;
    expect(categories.options.length).toBeGreaterThan(0);
    expect(categories.options.reduce((sum, o) => sum + o.count, 0)).toBe(result.total);
    const chosen = categories.options[0]!;
    const narrowed = await t.shop.catalog.search('jacket', { limit: 36, filters: { cat: Number(chosen.value) } });
    expect(narrowed.total).toBe(chosen.count);
    expect(narrowed.layered.active).toEqual([{ param: 'cat', label: 'Category', valueLabel: chosen.label }]);
    expect(group(narrowed.layered, 'cat')).toBeUndefined();
  });
});
