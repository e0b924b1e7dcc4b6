import { expect, test, type Page } from '@playwright/test';

/** What the tests read of a JSON-LD block. */
interface JsonLd {
  '@type': string;
  sku?: string;
  description?: string;
  image?: string[];
  offers?: { price: string };
  aggregateRating?: { ratingValue: string; reviewCount: number };
  itemListElement?: unknown[];
  [key: string]: unknown;
}

/** The page's JSON-LD blocks, parsed. */
async function jsonLd(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

test('a product page carries JSON-LD Product, a canonical link and Open Graph tags', async ({ page, baseURL }) => {
  await page.goto('/aria-studio-hoodie.html?utm_source=mail');
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const [product] = (await jsonLd(page)).filter((block) => block['@type'] === 'Product');
  expect(product).toMatchObject({ '@context': 'https://schema.org', name, url: `${baseURL}/aria-studio-hoodie.html` });
  expect(product!.sku).toMatch(/^[A-Z]{2}\d{3}$/);
  expect(product!.description).toEqual(expect.any(String));
  expect(product!.image).toEqual([expect.stringMatching(new RegExp(`^${baseURL}/`))]);
  expect(product!.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD', availability: 'https://schema.org/InStock' });
  // The price is a decimal string, the same amount the page shows.
  expect(product!.offers!.price).toMatch(/^\d+\.\d{2}$/);
  await expect(page.locator('[data-slot="product-view"] [data-slot="price"]').first()).toContainText(`$${product!.offers!.price}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/aria-studio-hoodie.html`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(`^${name} \\|`));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', product!.image![0]!);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', product!.description!);
});

test('a category page carries a BreadcrumbList, and its canonical link ignores sorting and paging', async ({ page, baseURL }) => {
  await page.goto('/category/women/tops?product_list_order=price&product_list_dir=desc&p=2&limit=24');
  await expect(page.getByRole('heading', { level: 1, name: 'Tops' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/women/tops.html`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/women/tops.html`);
  const [trail] = (await jsonLd(page)).filter((block) => block['@type'] === 'BreadcrumbList');
  expect(trail!.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${baseURL}/` },
    { '@type': 'ListItem', position: 2, name: 'Women', item: `${baseURL}/women.html` },
    { '@type': 'ListItem', position: 3, name: 'Tops', item: `${baseURL}/women/tops.html` },
  ]);
});

test('robots.txt names the sitemap index, whose sitemaps parse as sitemaps.org XML', async ({ page, request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  // The browser's XML parser reads the documents as a crawler would.
  await page.goto('/');
  const read = (path: string) =>
    page.evaluate(async (address) => {
      const doc = new DOMParser().parseFromString(await (await fetch(address)).text(), 'application/xml');
      const root = doc.documentElement;
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: root.localName,
        ns: root.namespaceURI,
        children: [...root.children].map((child) => [child.localName, ...[...child.children].map((c) => c.localName)].join('>')),
        locs: [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')].map((loc) => loc.textContent ?? ''),
      };
    }, path);
  const index = await read('/sitemap.xml');
  expect(index).toMatchObject({ error: false, root: 'sitemapindex', ns: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
  expect(new Set(index.children)).toEqual(new Set(['sitemap>loc']));
  const urls: string[] = [];
  for (const loc of index.locs) {
    expect(loc.startsWith(`${baseURL}/`)).toBe(true);
    const sitemap = await read(new URL(loc).pathname);
    expect(sitemap).toMatchObject({ error: false, root: 'urlset', ns: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
    expect(new Set(sitemap.children)).toEqual(new Set(['url>loc']));
    urls.push(...sitemap.locs);
  }
  expect(urls).toContain(`${baseURL}/aria-studio-hoodie.html`);
  expect(urls).toContain(`${baseURL}/blog`);
  expect(urls.every((url) => url.startsWith(`${baseURL}/`))).toBe(true);
});
