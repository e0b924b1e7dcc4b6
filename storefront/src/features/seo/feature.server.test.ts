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
    // And under each store view's prefix (issue 31).
    expect(text).toMatch(/^Disallow: \/fr\/checkout\/$/m);
    expect(text).toMatch(/^Disallow: \/ar\/customer\/$/m);
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
    // Each store view's sitemaps (issue 31): the default view's first, then French and Arabic.
    const perView = Math.ceil(expected / CHUNK);
    const named = (prefix: string) => Array.from({ length: perView }, (_, i) => `${BASE}sitemap-${prefix}${i + 1}.xml`);
    expect(children).toEqual([...named(''), ...named('fr-'), ...named('ar-')]);

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
    expect(all).toHaveLength(3 * expected);
    expect(new Set(all).size).toBe(3 * expected);
    for (const url of all) expect(url.startsWith(BASE) && url.length <= 2048).toBe(true);
    expect(all.slice(0, 2)).toEqual([BASE, `${BASE}women.html`]);
    expect(all).toContain(`${BASE}blog`);
    expect(all).toContain(`${BASE}about-us`);
    expect(all).toContain(`${BASE}women/tops.html`);
    expect(all).toContain(`${BASE}${products.at(-1)!.urlKey}.html`);
    // The same pages under each view's prefix, at the view's own addresses (French URL keys, ADR 0041).
    expect(all.slice(expected, expected + 2)).toEqual([`${BASE}fr/`, `${BASE}fr/femmes.html`]);
    expect(all).toContain(`${BASE}ar/women/tops.html`);
    expect(all.filter((url) => url.startsWith(`${BASE}ar/`))).toHaveLength(expected);
  });

  it('has no sitemap for a view it does not know, nor the default view under its code', async () => {
    expect((await t.client().get('/sitemap-de-1.xml')).status).toBe(404);
    expect((await t.client().get('/sitemap-default-1.xml')).status).toBe(404);
    expect((await t.client().get('/sitemap-fr-1.xml')).status).toBe(200);
  });

  it('answers 404 for a sitemap past the last', async () => {
    const count = await t.shop.sitemap.sitemapCount();
    expect((await t.client().get(`/sitemap-${count + 1}.xml`)).status).toBe(404);
    expect((await t.client().get('/sitemap-0.xml')).status).toBe(404);
  });
});
