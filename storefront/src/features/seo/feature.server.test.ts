import { ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { setUpTestShop } from '../../../server/test/helpers';

const BASE = 'https://shop.example/';
const CHUNK = 50;

// A small chunk size makes the demo catalogue span several sitemaps.
const t = setUpTestShop({ config: { baseUrl: BASE, sitemapMaxUrls: CHUNK } });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt and the sitemaps', () => {
  it('robots.txt keeps crawlers out of private pages and names the sitemap index by the base URL', async () => {
    const response = await t.client().get('/robots.txt', { host: 'evil.example' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/checkout\/$/m);
    expect(text).toMatch(/^Disallow: \/customer\/$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/shop\.example\/sitemap\.xml$/m);
    expect(text).not.toContain('evil.example');
  });

  it('splits the addresses into sitemaps of the configured size, listed by the index, every one absolute from BASE_URL', async () => {
    const index = await t.client().get('/sitemap.xml', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const indexXml = await index.text();
    expect(indexXml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">(<sitemap><loc>[^<]+<\/loc><\/sitemap>)+<\/sitemapindex>\n$/);
    const children = locs(indexXml);

    const products = await t.shop.db.select({ urlKey: s.products.urlKey }).from(s.products).where(ne(s.products.visibility, s.Visibility.notVisible));
    const posts = (await t.shop.blocks.blogPage(1)).total;
    const categories = (await t.shop.catalog.categoryTree()).reduce((n, c) => n + 1 + c.children.length, 0);
    const pages = (await t.shop.cmsPages.activePaths()).length;
    const expected = 1 + categories + 1 + posts + pages + products.length; // home, categories, the blog, posts, CMS pages, products
    expect(children).toEqual(Array.from({ length: Math.ceil(expected / CHUNK) }, (_, i) => `${BASE}sitemap-${i + 1}.xml`));

    const all: string[] = [];
    for (const child of children) {
      const response = await t.client().get(new URL(child).pathname, { host: 'evil.example' });
      expect(response.status).toBe(200);
      const xml = await response.text();
      expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">(<url><loc>[^<]+<\/loc><\/url>)+<\/urlset>\n$/);
      const urls = locs(xml);
      expect(urls.length).toBeLessThanOrEqual(CHUNK);
      all.push(...urls);
    }
    expect(all).toHaveLength(expected);
    expect(new Set(all).size).toBe(expected);
    for (const url of all) expect(url.startsWith(BASE) && url.length <= 2048).toBe(true);
    expect(all.slice(0, 2)).toEqual([BASE, `${BASE}women.html`]);
    expect(all).toContain(`${BASE}blog`);
    expect(all).toContain(`${BASE}about-us`);
    expect(all).toContain(`${BASE}women/tops.html`);
    expect(all).toContain(`${BASE}${products.at(-1)!.urlKey}.html`);
  });

  it('answers 404 for a sitemap past the last', async () => {
    const count = await t.shop.sitemap.sitemapCount();
    expect((await t.client().get(`/sitemap-${count + 1}.xml`)).status).toBe(404);
    expect((await t.client().get('/sitemap-0.xml')).status).toBe(404);
  });
});
