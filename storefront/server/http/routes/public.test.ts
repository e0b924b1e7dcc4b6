import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../../test/harness';
import { setUpTestShop } from '../../test/helpers';
import { DEMO_PASSWORD } from '../../db/seed-data';

const t = setUpTestShop();

describe('GET /search/ajax/suggest', () => {
  it('answers terms starting with the query, with result counts that match the search', async () => {
    const response = await t.client().get('/search/ajax/suggest?q=tee');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    const suggestions = (await response.json()) as { title: string; num_results: number }[];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions[0]).toEqual({ title: 'tee', num_results: expect.any(Number) });
    for (const s of suggestions) expect(s.title).toMatch(/(^| )tee/);
    const search = await t.shop.catalog.search('tee', { limit: 36 });
    expect(search.total).toBe(suggestions[0]!.num_results);
  });

  it('finds similar terms for a misspelt query', async () => {
    const suggestions = (await (await t.client().get('/search/ajax/suggest?q=hodie')).json()) as { title: string }[];
    expect(suggestions.map((s) => s.title)).toContain('hoodie');
  });

  it('treats LIKE wildcards literally', async () => {
    expect(await (await t.client().get('/search/ajax/suggest?q=%25%25%25')).json()).toEqual([]);
  });

  it('answers 400 with a message for a missing or too long query', async () => {
    const missing = await t.client().get('/search/ajax/suggest');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: expect.stringContaining('"q"') });
    const long = await t.client().get(`/search/ajax/suggest?q=${'a'.repeat(129)}`);
    expect(long.status).toBe(400);
  });

  it('needs the spec’s minimum of 3 characters (spaces around them not counted)', async () => {
    for (const q of ['t', 'te', '  te  ']) {
      const short = await t.client().get(`/search/ajax/suggest?q=${encodeURIComponent(q)}`);
      expect(short.status, q).toBe(400);
      expect(await short.json()).toEqual({ message: 'Please enter more or equal than 3 symbols.' });
    }
    expect((await t.client().get('/search/ajax/suggest?q=%20tee%20')).status).toBe(200);
  });

  it('records searches so popular queries are suggested', async () => {
    // Name word + style word (e.g. "aero trail") is not a seeded term: only a search adds it.
    const [product] = await t.shop.catalog.productsByIds([1]);
    const query = product!.name.split(' ').slice(0, 2).join(' ').toLowerCase();
    const prefix = encodeURIComponent(query.slice(0, -2));
    const before = (await (await t.client().get(`/search/ajax/suggest?q=${prefix}`)).json()) as { title: string }[];
    expect(before.map((s) => s.title)).not.toContain(query);
    expect((await t.shop.catalog.search(query)).total).toBeGreaterThan(0);
    const after = (await (await t.client().get(`/search/ajax/suggest?q=${prefix}`)).json()) as { title: string }[];
    expect(after.map((s) => s.title)).toContain(query);
  });
});

describe('GET /rest/V1/products-render-info', () => {
  const criteria = (value: string, field = 'entity_id', condition = 'in') =>
    `/rest/V1/products-render-info?searchCriteria[filter_groups][0][filters][0][field]=${field}` +
    `&searchCriteria[filter_groups][0][filters][0][value]=${value}&searchCriteria[filter_groups][0][filters][0][condition_type]=${condition}` +
    '&store_id=1&currency_code=USD';

  it('answers the listed products keyed by id, leaving unknown ids out', async () => {
    const response = await t.client().get(criteria('1,2,999999'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: Record<string, { id: number; name: string; url: string; store_id: number; currency_code: string; images: unknown[] }> };
    expect(Object.keys(body.items).sort()).toEqual(['1', '2']);
    expect(body.items['1']).toMatchObject({ id: 1, store_id: 1, currency_code: 'USD', url: expect.stringMatching(/\.html$/) });
    expect(body.items['1']!.images[0]).toMatchObject({ url: expect.stringMatching(/^\/media\/catalog\/product\/.+\.svg$/) });
  });

  it('refuses other fields, conditions and malformed id lists with 400', async () => {
    for (const path of [criteria('1', 'sku'), criteria('1', 'entity_id', 'like'), criteria('1,x'), '/rest/V1/products-render-info?store_id=1']) {
      const response = await t.client().get(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('answers unknown REST paths with a JSON 404', async () => {
    const response = await t.client().get('/rest/V1/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.stringContaining('/rest/V1/nothing-here') });
  });
});

describe('blocks', () => {
  it('renders requested CMS blocks by name and leaves unknown names out', async () => {
    const response = await t.client().get(`/page_cache/block/render?blocks=${encodeURIComponent('["home-hero","nope"]')}&handles=${encodeURIComponent('["default"]')}&version=${encodeURIComponent('"1"')}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, string>;
    expect(Object.keys(body)).toEqual(['home-hero']);
    expect(body['home-hero']).toContain('<h2>');
  });

  it('caches an answer for the current content version for long, an old or missing version briefly; version is JSON-encoded', async () => {
    const names = ['home-features', 'home-promo'];
    const version = await t.shop.blocks.cmsVersion();
    const url = (v?: string) =>
      `/page_cache/block/render?blocks=${encodeURIComponent(JSON.stringify(names))}&handles=${encodeURIComponent('["default","cms_index_index"]')}` +
      `&originalRequest=${encodeURIComponent('{"route":"cms"}')}${v === undefined ? '' : `&version=${encodeURIComponent(v)}`}`;
    const current = await t.client().get(url(JSON.stringify(version)));
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toMatch(/max-age=(\d{4,})/);
    expect(Object.keys((await current.json()) as object).sort()).toEqual(names);
    for (const other of [JSON.stringify('old'), undefined]) {
      const response = await t.client().get(url(other));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).not.toBe(current.headers.get('cache-control'));
    }
    expect((await t.client().get(url(version))).status).toBe(400);
  });

  it('answers 400 when blocks is not JSON-encoded', async () => {
    const response = await t.client().get('/page_cache/block/render?blocks=home-hero');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('JSON');
  });

  it('renders the blog block from the newest posts', async () => {
    const body = (await (await t.client().get(`/blog/block/render?blocks=${encodeURIComponent('["blog.recent"]')}`)).json()) as Record<string, string>;
    expect(body['blog.recent']?.match(/<li class="blog-post">/g)).toHaveLength(5);
  });

  it('renders reward points privately: a sign-in prompt for guests, the balance for customers', async () => {
    const blocks = `/rewards/block/render?blocks=${encodeURIComponent('["rewards.balance"]')}&originalRequest=${encodeURIComponent('{"route":"cms"}')}`;
    const guest = t.client();
    const guestResponse = await guest.get(blocks);
    expect(guestResponse.headers.get('cache-control')).toContain('no-store');
    expect(((await guestResponse.json()) as Record<string, string>)['rewards.balance']).toContain('Sign in');
    const customer = t.client();
    await customer.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(((await (await customer.get(blocks)).json()) as Record<string, string>)['rewards.balance']).toContain('<strong>1,250</strong>');
  });
});

describe('tabs and images', () => {
  it('answers a product tab as an HTML fragment', async () => {
    const response = await t.client().get('/catalog/product/tab/WT001/more-information');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<th class="col label" scope="row">SKU</th><td class="col data">WT001</td>');
  });

  it('answers 404 for an unknown SKU and 400 for an unknown tab', async () => {
    expect((await t.client().get('/catalog/product/tab/NOPE1/description')).status).toBe(404);
    const bad = await t.client().get('/catalog/product/tab/WT001/reviews');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: expect.stringContaining('"tab"') });
  });

  it('draws product images as SVG with long caching and answers 304 to a matching ETag', async () => {
    const client = t.client();
    const response = await client.get('/media/catalog/product/WT001.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age=86400');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const etag = response.headers.get('etag')!;
    const again = await client.get('/media/catalog/product/WT001.svg', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toContain('max-age=86400');
  });

  it('answers 404 for unknown images and 400 for other file names', async () => {
    expect((await t.client().get('/media/catalog/product/NOPE.svg')).status).toBe(404);
    expect((await t.client().get('/media/catalog/product/..%2Fsecret.svg')).status).toBe(400);
  });
});

describe('methods', () => {
  it('answers 405 with Allow for a wrong method on an endpoint', async () => {
    const response = await t.client().request('/search/ajax/suggest?q=tee', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    const put = await t.client().request('/checkout/cart/add', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(await put.json()).toEqual({ message: expect.stringContaining('POST') });
  });
});
