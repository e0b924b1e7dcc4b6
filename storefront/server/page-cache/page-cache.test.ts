import { and, eq, gte, ne } from 'drizzle-orm';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LoaderFunctionArgs, ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountContext } from '../context';
import * as s from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed-data';
import { reindexListingPrices } from '../services/price-index.server';
import { fakeBuild } from '../test/fake-build';
import { DEMO_EMAIL, startTestShop, type ShopClient } from '../test/harness';
import { setUpTestShop } from '../test/helpers';
import { PageCache } from './page-cache';
import { pageKey } from './page-key';

const t = setUpTestShop({ config: { testRoutes: true } });

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET (or HEAD) as sent, any header allowed (Host too), the body as it came over the wire (not decompressed). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const tagsOf = (response: Raw) => String(response.headers['surrogate-key'] ?? '').split(' ');
const pageData = (response: Raw) => JSON.parse(/<script type="application\/json" id="data">(.*)<\/script>/.exec(response.body.toString())![1]!) as Record<string, Record<string, unknown>>;

/** A simple product in stock listed on the first page of a category (other than `except`), with that category's address. */
async function listedSimpleProduct(except: number[] = []) {
  for (const category of await t.shop.db.select().from(s.categories).orderBy(s.categories.id)) {
    const listing = await t.shop.catalog.categoryPage(category.urlPath);
    const item = listing?.items.find((candidate) => candidate.type === 'simple' && candidate.isSalable && !except.includes(candidate.id));
    if (item) return { item, categoryUrl: `/${category.urlPath}.html` };
  }
  throw new Error('no listed simple product');
}

/** A category of the demo catalogue with its first listed simple product and a product it does not list. */
async function categoryFixture() {
  const [category] = await t.shop.db.select().from(s.categories).where(eq(s.categories.urlPath, 'women/tops'));
  const page = await t.shop.catalog.categoryPage('women/tops');
  const listed = page!.items.find((item) => item.type === 'simple') ?? page!.items[0]!;
  const [elsewhere] = await t.shop.db
    .select()
    .from(s.products)
    .where(and(ne(s.products.rootCategoryId, category!.parentId ?? -1), eq(s.products.type, 'simple'), eq(s.products.visibility, 4), gte(s.products.qty, 5)))
    .limit(1);
  const [listedRow] = await t.shop.db.select().from(s.products).where(eq(s.products.id, listed.id));
  return { category: category!, listed: listedRow!, elsewhere: elsewhere! };
}

describe('the full-page cache', () => {
  it('renders a public page once and serves it from the cache after (X-Cache MISS, then HIT), with its tags', async () => {
    const { category } = await categoryFixture();
    const first = await raw('/women/tops.html?product_list_order=name');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await raw('/women/tops.html?product_list_order=name');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(second.headers['set-cookie']).toBeUndefined();
    // A shared cache in front (Varnish, deploy/varnish/default.vcl) may keep it as long as the shop does.
    expect([first.headers['surrogate-control'], second.headers['surrogate-control']]).toEqual([`max-age=${t.shop.config.pageCacheMaxAge}`, `max-age=${t.shop.config.pageCacheMaxAge}`]);
    // The category, its listing, the menu and every product it shows.
    expect(tagsOf(second)).toEqual(expect.arrayContaining(['FPC', `cat_c_${category.id}`, `cat_c_p_${category.id}`, 'cat_c']));
    const shown = (pageData(second)['routes/catalog-page']!.category as { items: { id: number }[] }).items.map((item) => `cat_p_${item.id}`);
    expect(shown.length).toBeGreaterThan(0);
    expect(tagsOf(second)).toEqual(expect.arrayContaining(shown));
    expect(String(second.headers['cache-tag']).split(',')).toEqual(tagsOf(second));
  });

  it('keys a page by its path and the parameters its route reads, in canonical form: unknown ones, order and defaults make no new entry', async () => {
    const first = await raw('/women/tops.html?product_list_dir=desc&p=2&utm_source=mail');
    expect(first.headers['x-cache']).toBe('MISS');
    for (const variant of ['/women/tops.html?p=02&product_list_dir=desc&gclid=abc', '/women/tops.html?product_list_dir=desc&p=2&p=3&limit=12&product_list_order=position&fbclid=1']) {
      const again = await raw(variant);
      expect(again.headers['x-cache'], variant).toBe('HIT');
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    // The page is rendered from its key: a dropped parameter never reaches it (its links and data).
    const data = pageData(first)['routes/catalog-page']!;
    expect(data.search).toBe('?p=2&product_list_dir=desc');
    expect(first.body.toString()).not.toContain('utm_source');
    // A parameter the route reads is part of the key.
    expect((await raw('/women/tops.html?product_list_dir=desc&p=2&limit=24')).headers['x-cache']).toBe('MISS');
  });

  it('cannot be poisoned: Host, X-Forwarded-* and other request headers neither reach a page nor make their own entry', async () => {
    const attacker = {
      Host: 'evil.example',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-For': '203.0.113.9',
      'X-Original-URL': '/customer/account',
      'X-Rewrite-URL': '/customer/account',
      'X-HTTP-Method-Override': 'POST',
      'Accept-Language': 'fr',
      'User-Agent': 'evil-bot',
      Cookie: 'shop_session=forged; private_content_owner=forged',
    };
    const poisoned = await raw('/women/bottoms.html?product_list_order=price', attacker);
    expect(poisoned.status).toBe(200);
    expect(poisoned.headers['x-cache']).toBe('MISS');
    expect(poisoned.body.toString()).not.toMatch(/evil|203\.0\.113|forged/);
    const visitor = await raw('/women/bottoms.html?product_list_order=price', { Host: 'shop.example' });
    expect(visitor.headers['x-cache']).toBe('HIT');
    expect(visitor.body.equals(poisoned.body)).toBe(true);
    // The cookie sync for the forged owner cookie went to the attacker's answer only, never into the entry.
    expect(visitor.headers['set-cookie']).toBeUndefined();
    // Rendered afresh without any of those headers, the page is byte for byte the same.
    t.shop.pageCache.clear();
    const clean = await raw('/women/bottoms.html?product_list_order=price');
    expect(clean.headers['x-cache']).toBe('MISS');
    expect(clean.body.equals(poisoned.body)).toBe(true);
  });

  it('keeps pages compressed per content coding: br, gzip or identity as Accept-Encoding asks, each with its own ETag', async () => {
    const identity = await raw('/women.html');
    const gzip = await raw('/women.html', { 'Accept-Encoding': 'gzip, deflate' });
    const br = await raw('/women.html', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    const noBr = await raw('/women.html', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(noBr.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(br.body.length).toBeLessThan(identity.body.length / 3);
    // Brotli at its quality (BROTLI_QUALITY, made while the first asker waits) still beats the stored gzip.
    expect(br.body.length).toBeLessThan(gzip.body.length * 0.95);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    for (const answer of [gzip, br]) expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(new Set([identity.headers.etag, gzip.headers.etag, br.headers.etag]).size).toBe(3);
  });

  it('answers a matching If-None-Match with 304 (any coding\'s ETag), and HEAD with the headers only', async () => {
    const page = await raw('/women/tops.html', { 'Accept-Encoding': 'gzip' });
    const etag = String(page.headers.etag);
    const revalidated = await raw('/women/tops.html', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toContain('public');
    expect((await raw('/women/tops.html', { 'If-None-Match': `W/${etag}, "other"` })).status).toBe(304);
    expect((await raw('/women/tops.html', { 'If-None-Match': '"stale"' })).status).toBe(200);
    const head = await raw('/women/tops.html', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toBe(etag);
  });

  it('renders a page once for requests that arrive together', async () => {
    const original = t.shop.catalog.categoryPage;
    let renders = 0;
    t.shop.catalog.categoryPage = async (...args) => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return original(...args);
    };
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => raw('/gear.html?limit=36')));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(renders).toBe(1);
      expect(new Set(answers.map((answer) => answer.body.toString())).size).toBe(1);
    } finally {
      t.shop.catalog.categoryPage = original;
    }
  });

  it('serves a signed-in customer the same cached page, and never caches private pages', async () => {
    await raw('/men.html');
    const customer = t.client();
    expect((await customer.login(DEMO_EMAIL, DEMO_PASSWORD)).body.errors).toBe(false);
    const cookie = [...customer.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const page = await raw('/men.html', { Cookie: cookie });
    expect(page.headers['x-cache']).toBe('HIT');
    expect(page.body.toString()).not.toContain('Veronica');
    const account = await raw('/customer/account', { Cookie: cookie });
    expect(account.status).toBe(200);
    expect(account.headers['x-cache']).toBeUndefined();
    expect(account.headers['surrogate-key']).toBeUndefined();
    expect(account.headers['surrogate-control']).toBeUndefined();
    expect(account.headers['cache-control']).toContain('private');
  });

  it('answers 404s without storing them', async () => {
    const missing = await raw('/no-such-thing.html');
    expect(missing.status).toBe(404);
    expect((await raw('/no-such-thing.html')).headers['x-cache']).toBe('MISS');
    expect(missing.headers['surrogate-control']).toBeUndefined();
    expect(t.shop.pageCache.get('/no-such-thing.html')).toBeUndefined();
  });
});

describe('the full-page cache never stores a page that belongs to one visitor', () => {
  /** The fake build with the home page's loader or headers replaced. */
  function buildWithHome(home: { loader?: (args: LoaderFunctionArgs) => Promise<unknown>; headers?: () => HeadersInit }): ServerBuild {
    const route = fakeBuild.routes['routes/home']!;
    return { ...fakeBuild, routes: { ...fakeBuild.routes, 'routes/home': { ...route, module: { ...route.module, ...home } } } } as ServerBuild;
  }

  it('a page that sets a cookie', async () => {
    const shop = await startTestShop({ build: buildWithHome({ headers: () => ({ 'Set-Cookie': 'seen=1; Path=/' }) }) });
    try {
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${shop.url}/`);
        expect(response.headers.get('x-cache')).toBe('MISS');
        expect(response.headers.get('set-cookie')).toBe('seen=1; Path=/');
        expect(response.headers.get('cache-control')).toContain('private');
        expect(response.headers.get('surrogate-key')).toBeNull();
      }
      expect(shop.shop.pageCache.stats.entries).toBe(0);
    } finally {
      await shop.close();
    }
  });

  it('a page whose loader read the signed-in customer', async () => {
    const build = buildWithHome({
      loader: async ({ context }) => ({ name: (await (await context.get(accountContext)!.customer())?.profile())?.firstname ?? null }),
    });
    const shop = await startTestShop({ build });
    try {
      const customer = shop.client();
      expect((await customer.login(DEMO_EMAIL, DEMO_PASSWORD)).body.errors).toBe(false);
      const signedIn = await customer.get('/');
      expect(await signedIn.text()).toContain('Veronica');
      expect(signedIn.headers.get('cache-control')).toContain('private');
      const guest = await shop.client().get('/');
      expect(guest.headers.get('x-cache')).toBe('MISS');
      expect(await guest.text()).not.toContain('Veronica');
      expect(shop.shop.pageCache.stats.entries).toBe(0);
    } finally {
      await shop.close();
    }
  });
});

/** A guest buys one of the product: added to the cart, then Place Order. */
let orders = 0;
async function placeOrder(shopper: ShopClient, productId: number) {
  const added = await shopper.postMultipart('/checkout/cart/add', { product: String(productId), qty: '1' });
  expect(((await added.json()) as { messages?: { type: string }[] }).messages?.[0]?.type).toBe('success');
  return shopper.postJson('/rest/V1/checkout/place-order', {
    idempotency_key: `fpc-order-${Date.now()}-${(orders += 1)}-abcdef`,
    email: 'fpc.buyer@example.com',
    shipping_address: { firstname: 'Jane', lastname: 'Doe', street: ['6146 Honey Bluff Parkway', 'Suite 2'], city: 'Calder', country_id: 'US', region_code: 'CA', postcode: '90001', telephone: '(555) 229-3326' },
    shipping_method: 'flatrate_flatrate',
    billing_same_as_shipping: true,
    payment: { method: 'offline_card', ccType: 'VI', ccNumber: '4111 1111 1111 1111', ccExpMonth: '12', ccExpYear: '2035', ccCvn: '737' },
  });
}

describe('purging by tag', () => {
  /** Caches the pages and says which of them the next request finds in the cache. */
  async function warm(paths: string[]) {
    for (const path of paths) await raw(path);
    return async () => Object.fromEntries(await Promise.all(paths.map(async (path) => [path, (await raw(path)).headers['x-cache']] as const)));
  }

  /** The tags of every purge from now on. */
  const purgesHeard = () => {
    const purged: (readonly string[])[] = [];
    t.shop.pageCache.onPurge((tags) => purged.push(tags));
    return purged;
  };

  it('a stock change purges exactly the product\'s pages and the listings it is in', async () => {
    const { listed, elsewhere } = await categoryFixture();
    const check = await warm([`/${listed.urlKey}.html`, '/women/tops.html', `/${elsewhere.urlKey}.html`, '/gear.html']);
    const purged = purgesHeard();
    const response = await t.client().postJson('/__test/stock', { url_key: listed.urlKey, qty: 0 });
    expect(response.status).toBe(200);
    expect(purged.at(-1)).toEqual(expect.arrayContaining([`cat_p_${listed.id}`, `cat_c_p_${listed.categoryId}`]));
    expect(await check()).toEqual({ [`/${listed.urlKey}.html`]: 'MISS', '/women/tops.html': 'MISS', [`/${elsewhere.urlKey}.html`]: 'HIT', '/gear.html': 'HIT' });
    expect(pageData(await raw(`/${listed.urlKey}.html`))['routes/catalog-page']!.product).toMatchObject({ stockStatus: 'Out of stock' });
  });

  it('placing an order purges the pages of the products it took stock of, nothing else', async () => {
    const { listed, elsewhere } = await categoryFixture();
    const { item: sold, categoryUrl } = await listedSimpleProduct([listed.id, elsewhere.id]);
    const check = await warm([sold.url, categoryUrl, `/${elsewhere.urlKey}.html`, '/']);
    const purged = purgesHeard();

    const shopper = t.client();
    const placed = await placeOrder(shopper, sold.id);
    expect(placed.status, await placed.clone().text()).toBe(200);
    // Nothing sold out: the product's own tag, not its category's listings.
    expect(purged).toEqual([[`cat_p_${sold.id}`]]);
    expect(await check()).toEqual({ [sold.url]: 'MISS', [categoryUrl]: 'MISS', [`/${elsewhere.urlKey}.html`]: 'HIT', '/': 'HIT' });
  });

  it('an order that sells the last unit purges the listings of its categories too', async () => {
    const { listed, elsewhere } = await categoryFixture();
    const { item: sold } = await listedSimpleProduct([listed.id, elsewhere.id]);
    const [row] = await t.shop.db.update(s.products).set({ qty: 1 }).where(eq(s.products.id, sold.id)).returning();
    const purged = purgesHeard();
    const shopper = t.client();
    const placed = await placeOrder(shopper, sold.id);
    expect(placed.status, await placed.clone().text()).toBe(200);
    expect(purged.at(-1)?.toSorted()).toEqual([`cat_c_p_${row!.categoryId}`, `cat_c_p_${row!.rootCategoryId}`, `cat_p_${sold.id}`].toSorted());
  });

  it('a price change purges the product\'s pages and its listings; a block change the pages showing blocks', async () => {
    const { listed, elsewhere } = await categoryFixture();
    const check = await warm([`/${listed.urlKey}.html`, '/women/tops.html?product_list_order=price', `/${elsewhere.urlKey}.html`, '/']);
    await t.shop.db.update(s.products).set({ specialPrice: '1.00' }).where(eq(s.products.id, listed.id));
    await reindexListingPrices(t.shop.db, [listed.id]);
    await t.shop.catalogChanges.products([listed.id], { listings: true });
    expect(await check()).toEqual({ [`/${listed.urlKey}.html`]: 'MISS', '/women/tops.html?product_list_order=price': 'MISS', [`/${elsewhere.urlKey}.html`]: 'HIT', '/': 'HIT' });

    await t.shop.db.update(s.cmsBlocks).set({ content: '<p>New season, new hero</p>' }).where(eq(s.cmsBlocks.identifier, 'home-hero'));
    t.shop.catalogChanges.blocks(['home-hero']);
    const after = await check();
    expect(after['/']).toBe('MISS');
    expect(after[`/${elsewhere.urlKey}.html`]).toBe('HIT');
    expect((pageData(await raw('/'))['routes/home']!.blocks as Record<string, string>)['home-hero']).toBe('<p>New season, new hero</p>');
  });

  it('a new review (pending) purges nothing; its approval purges its product\'s page, nothing else', async () => {
    const { listed, elsewhere } = await categoryFixture();
    const check = await warm([`/${listed.urlKey}.html`, `/${elsewhere.urlKey}.html`, '/women/tops.html']);
    const review = { id: listed.id, rating: 4, nickname: 'Dana', title: 'Light and warm', detail: 'Wore it all winter.' };
    const response = await t.client().postJson('/review/product/post', review);
    expect(response.status).toBe(200);
    expect(await check()).toEqual({ [`/${listed.urlKey}.html`]: 'HIT', [`/${elsewhere.urlKey}.html`]: 'HIT', '/women/tops.html': 'HIT' });
    const [pending] = await t.shop.db.select({ id: s.productReviews.id }).from(s.productReviews).where(and(eq(s.productReviews.productId, listed.id), eq(s.productReviews.status, s.ReviewStatus.pending)));
    expect(await t.shop.reviewModeration.updateStatus([pending!.id], 'approved', { actor: null })).toBe(1);
    // The category lists the product as a tile (its tag, cat_p): the tile shows no stars, but it is purged with it.
    expect(await check()).toEqual({ [`/${listed.urlKey}.html`]: 'MISS', [`/${elsewhere.urlKey}.html`]: 'HIT', '/women/tops.html': 'MISS' });
  });

  it('a category change purges every page showing the menu, and the pages rendered next show the new name, not the tree kept in memory', async () => {
    const [women] = await t.shop.db.select().from(s.categories).where(eq(s.categories.urlPath, 'women'));
    const check = await warm(['/women.html', '/']);
    const purged = purgesHeard();
    await t.shop.db.update(s.categories).set({ name: 'Womenswear' }).where(eq(s.categories.id, women!.id));
    try {
      t.shop.catalogChanges.categories([women!.id]);
      expect(purged.at(-1)?.toSorted()).toEqual(['cat_c', `cat_c_${women!.id}`]);
      expect(await check()).toEqual({ '/women.html': 'MISS', '/': 'MISS' });
      // The pages rendered after the purge (the category's own, and the menu on both) were stored with the new name.
      for (const path of ['/women.html', '/']) {
        const response = await raw(path);
        expect(response.headers['x-cache']).toBe('HIT');
        expect((pageData(response).root!.menu as string[])[0], path).toBe('Womenswear');
      }
      expect(JSON.stringify(pageData(await raw('/women.html'))['routes/catalog-page'])).toContain('"name":"Womenswear"');
    } finally {
      await t.shop.db.update(s.categories).set({ name: women!.name }).where(eq(s.categories.id, women!.id));
      t.shop.catalogChanges.categories([women!.id]);
    }
  });

  it('sends every purge to the purge hook (PAGE_CACHE_PURGE_URL) with its tags', async () => {
    const received: { surrogateKey: string | undefined; body: unknown }[] = [];
    const hook = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ surrogateKey: req.headers['surrogate-key'] as string | undefined, body: JSON.parse(Buffer.concat(chunks).toString()) });
        res.end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const shop = await startTestShop({ config: { pageCachePurgeUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/purge` } });
    try {
      shop.shop.catalogChanges.blocks(['footer-links']);
      await expect.poll(() => received.length).toBe(1);
      expect(received[0]).toEqual({ surrogateKey: 'cms_b_footer-links cms_b', body: { tags: ['cms_b_footer-links', 'cms_b'] } });
    } finally {
      await shop.close();
      hook.close();
    }
  });
});

describe('PageCache', () => {
  const clock = { now: () => 0 };
  const page = (tags: string[], size = 1000) => ({ status: 200, headers: [['content-type', 'text/html']] as const, tags, body: Buffer.from('x'.repeat(size)) });

  it('does not store a page whose render began before a purge of one of its tags', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, maxAge: 0, clock });
    const started = cache.renderStarted();
    cache.purge(['cat_p_1']);
    expect(await cache.store('/a', page(['FPC', 'cat_p_1']), started)).toBeNull();
    expect(await cache.store('/b', page(['FPC', 'cat_p_2']), started)).not.toBeNull();
    expect(await cache.store('/a', page(['FPC', 'cat_p_1']), cache.renderStarted())).not.toBeNull();
  });

  it('stays within its size, dropping the least recently used page first', async () => {
    // Random bytes do not compress: each page's gzip variant takes a little over 20 kB, 8 fit.
    const noise = (tag: string) => ({ ...page([tag]), body: Buffer.from(Array.from({ length: 20_000 }, () => Math.floor(Math.random() * 256))) });
    const cache = new PageCache({ maxBytes: 170_000, maxAge: 0, clock });
    for (let i = 1; i <= 8; i++) await cache.store(`/${i}`, noise(`t${i}`), cache.renderStarted());
    expect(cache.stats.entries).toBe(8);
    expect(cache.get('/1')).toBeDefined();
    await cache.store('/9', noise('t9'), cache.renderStarted());
    expect(cache.stats.bytes).toBeLessThanOrEqual(170_000);
    expect(cache.get('/2')).toBeUndefined();
    expect(cache.get('/1')).toBeDefined();
    expect(cache.get('/9')).toBeDefined();
    // The tag index forgets evicted pages: purging one's tag removes nothing.
    expect(cache.purge(['t2'])).toBe(0);
    expect(cache.purge(['t1'])).toBe(1);
  });

  it('serves a page for PAGE_CACHE_MAX_AGE seconds at most (the injected clock), then drops it and its tags', async () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1_000_000, maxAge: 60, clock: { now: () => now } });
    await cache.store('/a', page(['cat_p_1']), cache.renderStarted());
    now = 59_999;
    expect(cache.get('/a')).toBeDefined();
    now = 60_000;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.stats).toMatchObject({ entries: 0, bytes: 0 });
    expect(cache.purge(['cat_p_1'])).toBe(0);
  });

  it('counts the variants made on request in its size, and keeps a page whose variant arrives after a purge out', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, maxAge: 0, clock });
    const stored = (await cache.store('/a', page(['cat_p_1'], 5000), cache.renderStarted()))!;
    const gzipBytes = cache.stats.bytes;
    expect((await cache.variant(stored, 'identity')).length).toBe(5000);
    expect(cache.stats.bytes).toBe(gzipBytes + 5000);
    const brotli = cache.variant(stored, 'br');
    cache.purge(['cat_p_1']);
    expect((await brotli).length).toBeGreaterThan(0);
    expect(cache.stats).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('keeps nothing with a size of 0 (the purge still reaches the hook)', async () => {
    const cache = new PageCache({ maxBytes: 0, maxAge: 0, clock });
    const told: (readonly string[])[] = [];
    cache.onPurge((tags) => told.push(tags));
    expect(await cache.store('/', page(['FPC']), cache.renderStarted())).toBeNull();
    cache.purge(['cat_p_1']);
    expect(told).toEqual([['cat_p_1']]);
  });
});

describe('pageKey', () => {
  const key = (address: string) => pageKey(fakeBuild, new URL(address, 'http://attacker.example'), 'https://shop.example')?.key ?? null;

  it('names only the cached routes, and a client navigation\'s data address apart from its page', () => {
    expect(key('/')).toBe('/');
    expect(key('/customer/account')).toBeNull();
    expect(key('/women.html?utm_campaign=x')).toBe('/women.html');
    expect(key('/women.data?_routes=routes%2Fcatalog-page&p=3')).toBe('/women.data?_routes=routes%2Fcatalog-page&p=3');
    expect(key('/_.data')).toBe('/_.data');
  });

  it('renders from BASE_URL\'s origin, never the request\'s', () => {
    expect(pageKey(fakeBuild, new URL('http://attacker.example/women.html?p=2'), 'https://shop.example')?.renderUrl).toBe('https://shop.example/women.html?p=2');
  });
});
