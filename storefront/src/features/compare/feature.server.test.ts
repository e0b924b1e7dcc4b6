import { and, eq, isNotNull } from 'drizzle-orm';
import { productContent } from '../catalog/schema.server';
import { beforeEach, describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed-data';
import { DEMO_EMAIL, type ShopClient } from '../../../server/test/harness';
import { pageData, setUpTestShop } from '../../../server/test/helpers';
import type { CompareProduct } from './types';
import { compareItemNotFound } from './feature.server';

const t = setUpTestShop();
beforeEach(async () => {
  await t.shop.db.delete(s.compareItems);
});

/** Listed products: a configurable one (colours and sizes) and a simple one. */
async function products() {
  const [configurable] = await t.shop.db.select().from(s.products).where(and(eq(s.products.type, 'configurable'), eq(s.products.visibility, 4))).limit(1);
  const [simple] = await t.shop.db.select().from(s.products).where(and(eq(s.products.type, 'simple'), eq(s.products.visibility, 4))).limit(1);
  return { configurable: configurable!, simple: simple! };
}

async function comparePage(client: ShopClient): Promise<{ response: Response; products: CompareProduct[] }> {
  const response = await client.get('/catalog/product_compare');
  const data = (await pageData(response)) as { compare?: { products: CompareProduct[] } };
  return { response, products: data.compare?.products ?? [] };
}

describe('Compare Products', () => {
  it('adds products for a guest, counts them in the section, and shows them side by side on a private page', async () => {
    const client = t.client();
    const { configurable, simple } = await products();
    const added = await client.postJson('/catalog/product_compare/add', { product: configurable.id, uenc: '/women.html?color=49' });
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({
      success: true,
      redirectUrl: '/women.html?color=49',
      message: `You added product ${configurable.name} to the <a href="/catalog/product_compare/">comparison list</a>.`,
    });
    await client.postJson('/catalog/product_compare/add', { product: simple.id });
    await client.postJson('/catalog/product_compare/add', { product: configurable.id });
    const section = (await client.sections(['compare-products']))['compare-products'];
    expect(section).toMatchObject({ count: 2, countCaption: '2 items', listUrl: '/catalog/product_compare/' });
    expect((section!.items as { id: number }[]).map((item) => item.id)).toEqual([configurable.id, simple.id]);

    const { response, products: shown } = await comparePage(client);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(shown.map((p) => p.sku)).toEqual([configurable.sku, simple.sku]);
    expect(shown[0]!.colors).not.toBe('');
    expect(shown[0]!.sizes).not.toBe('');
    expect(shown[1]!.colors).toBe('');
    expect(shown[0]!.description).toContain('<p>');
    expect(shown[0]!.product.price.amount).toBeGreaterThan(0);
  });

  it('names the product in the view a plain post names in `store`', async () => {
    const [row] = await t.shop.db
      .select({ id: productContent.productId, fr: productContent.name })
      .from(productContent)
      .where(and(eq(productContent.storeView, 'fr'), isNotNull(productContent.name)))
      .limit(1);
    const client = t.client();
    const added = await client.postJson('/catalog/product_compare/add', { product: row!.id, store: 'fr' });
    expect(((await added.json()) as { message: string }).message).toContain(` ${row!.fr} `);
    const removed = await client.postJson('/catalog/product_compare/remove', { product: row!.id }, { headers: { 'X-Store-View': 'fr' } });
    expect(((await removed.json()) as { message: string }).message).toContain(` ${row!.fr} `);
  });

  it('answers a plain data-post with a redirect back to the page it came from, never to another site', async () => {
    const client = t.client();
    const { simple } = await products();
    const back = await client.postForm('/catalog/product_compare/add', { product: String(simple.id), uenc: '/gear.html?p=2' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/gear.html?p=2');
    for (const uenc of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const response = await client.postForm('/catalog/product_compare/add', { product: String(simple.id), uenc });
      expect(response.headers.get('location'), uenc).toBe('/catalog/product_compare/');
    }
  });

  it('keeps a plain post in the store view it names (issue 31), and refuses an unknown view changing nothing', async () => {
    const client = t.client();
    const { simple, configurable } = await products();
    const added = await client.postForm('/catalog/product_compare/add', { product: String(simple.id), uenc: '/fr/gear.html?p=2', store: 'fr' });
    expect(added.headers.get('location')).toBe('/fr/gear.html?p=2');
    // Without a page to go back to, the compare page of the view.
    const removed = await client.postForm('/catalog/product_compare/remove', { product: String(simple.id), store: 'ar' });
    expect(removed.headers.get('location')).toBe('/ar/catalog/product_compare/');
    const cleared = await client.postForm('/catalog/product_compare/clear', { store: 'fr' });
    expect(cleared.headers.get('location')).toBe('/fr/catalog/product_compare/');

    const unknown = await client.postForm('/catalog/product_compare/add', { product: String(configurable.id), uenc: '/fr/gear.html', store: 'de' });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()) as unknown).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
    expect((await comparePage(client)).products).toEqual([]);
  });

  it('keeps each visitor to their own list: another session sees nothing and cannot remove', async () => {
    const owner = t.client();
    const other = t.client();
    const { simple } = await products();
    await owner.postJson('/catalog/product_compare/add', { product: simple.id });
    expect((await other.sections(['compare-products']))['compare-products']).toMatchObject({ count: 0 });
    expect((await comparePage(other)).products).toEqual([]);
    const refused = await other.postJson('/catalog/product_compare/remove', { product: simple.id });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ success: false, message: compareItemNotFound() });
    expect((await owner.sections(['compare-products']))['compare-products']).toMatchObject({ count: 1 });
  });

  it('removes one product and clears all', async () => {
    const client = t.client();
    const { configurable, simple } = await products();
    await client.postJson('/catalog/product_compare/add', { product: configurable.id });
    await client.postJson('/catalog/product_compare/add', { product: simple.id });
    const removed = await client.postJson('/catalog/product_compare/remove', { product: configurable.id });
    expect(await removed.json()).toMatchObject({ success: true, message: `You removed product ${configurable.name} from the comparison list.` });
    expect((await comparePage(client)).products.map((p) => p.product.id)).toEqual([simple.id]);
    const cleared = await client.postJson('/catalog/product_compare/clear', {});
    expect(await cleared.json()).toMatchObject({ success: true, message: 'You cleared the comparison list.' });
    expect((await client.sections(['compare-products']))['compare-products']).toMatchObject({ count: 0, items: [] });
  });

  it('refuses bad input with 4xx and changes nothing', async () => {
    const client = t.client();
    const [child] = await t.shop.db.select().from(s.products).where(eq(s.products.visibility, 1)).limit(1);
    for (const body of [{}, { product: 'abc' }, { product: -1 }, { product: 2 ** 40 }, { product: 1, uenc: 'x'.repeat(5000) }]) {
      const response = await client.postJson('/catalog/product_compare/add', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await client.postJson('/catalog/product_compare/add', { product: 99_999_999 })).status).toBe(404);
    expect((await client.postJson('/catalog/product_compare/add', { product: child!.id })).status).toBe(404);
    expect((await client.postJson('/catalog/product_compare/add', { product: 1 }, { formKey: null })).status).toBe(403);
    expect(await t.shop.db.select().from(s.compareItems)).toEqual([]);
  });

  it('keeps a guest\u2019s list when they sign in', async () => {
    const client = t.client();
    const { simple } = await products();
    await client.postJson('/catalog/product_compare/add', { product: simple.id });
    const { body } = await client.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(body.errors).toBe(false);
    expect((await client.sections(['compare-products']))['compare-products']).toMatchObject({ count: 1, items: [{ id: simple.id }] });
  });

  it('adds the same product once when added twice at the same time', async () => {
    const client = t.client();
    const { simple } = await products();
    await client.sections(['compare-products']);
    const answers = await Promise.all([1, 2, 3].map(() => client.postJson('/catalog/product_compare/add', { product: simple.id })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await client.sections(['compare-products']))['compare-products']).toMatchObject({ count: 1 });
  });
});
