import { and, eq, gte, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { startTestShops, type TestShop } from '../../../server/test/harness';
import { staffPost, staffSignedIn } from '../../../server/test/staff';

// Two shop processes on one PostgreSQL database (ADR 0013: they hear each other's purges): a
// price saved in the back office on one shows on the other's cached pages at the next request.

type Instance = Omit<TestShop, 'close'>;
let a: Instance;
let b: Instance;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const started = await startTestShops(2);
  if (!started) return;
  [a, b] = started.shops as [Instance, Instance];
  close = started.close;
});
afterAll(async () => {
  await close?.();
});

async function page(shop: Instance, path: string) {
  const response = await fetch(new URL(path, shop.url));
  const match = /<script type="application\/json" id="data">(.*)<\/script>/.exec(await response.text());
  return { cache: response.headers.get('x-cache'), data: (JSON.parse(match![1]!) as Record<string, Record<string, unknown>>)['routes/catalog-page']! };
}

/** Waits for what another process heard (LISTEN/NOTIFY arrives a moment after the commit). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const value = await read();
    if (done(value) || attempt >= 50) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!process.env.DATABASE_URL)('a back-office save on two shop processes', () => {
  it('a price saved on one: the product and category pages of the other show it at the next request; another product stays cached', async () => {
    const listing = await a.shop.catalog.categoryPage('women/tops');
    const listedId = listing!.items.find((item) => item.type === 'simple' && item.isSalable)!.id;
    const [listed] = await a.shop.db.select().from(s.products).where(eq(s.products.id, listedId));
    const [elsewhere] = await a.shop.db
      .select()
      .from(s.products)
      .where(and(ne(s.products.rootCategoryId, listed!.rootCategoryId!), eq(s.products.type, 'simple'), eq(s.products.visibility, 4), gte(s.products.qty, 5)))
      .limit(1);
    const paths = [`/${listed!.urlKey}.html`, '/women/tops.html', `/${elsewhere!.urlKey}.html`];
    for (const path of paths) await page(b, path);
    expect((await page(b, paths[0]!)).cache).toBe('HIT');

    const admin = await staffSignedIn(a as TestShop);
    const form = { id: String(listed!.id), name: listed!.name, description: listed!.description, price: '23.45', special_price: '', status: '1', stock: { qty: String(listed!.qty), is_in_stock: '1' } };
    const saved = await staffPost(a as TestShop, admin, '/admin/api/catalog/product/save', form);
    expect(saved.status, await saved.clone().text()).toBe(200);

    const product = await eventually(() => page(b, paths[0]!), (shown) => shown.cache === 'MISS');
    expect((product.data.product as { price: { amount: number } }).price.amount).toBe(2345);
    const category = await page(b, '/women/tops.html');
    expect(category.cache).toBe('MISS');
    expect((category.data.category as { items: { id: number; price: { amount: number } }[] }).items.find((item) => item.id === listed!.id)?.price.amount).toBe(2345);
    expect((await page(b, paths[2]!)).cache).toBe('HIT');
  });
});
