import { asc, count, ne } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { BLOG_PATH } from '../blog/model';
import { absoluteUrl, productUrl, shopPaths } from '../../../server/lib/urls';
import type { ShopServices } from '../../../server/feature';

type BlockService = ShopServices['blocks'];
import type { CatalogService } from '../../../server/services/catalog.server';

/** The sitemaps.org namespace of both documents. */
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** The protocol's ceiling of addresses per sitemap file. */
export const SITEMAP_PROTOCOL_MAX_URLS = 50_000;

/** The address of the n-th sitemap (from 1) the index lists. */
export const sitemapPath = (n: number) => `/sitemap-${n}.xml`;

const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * The sitemaps (sitemaps.org protocol 0.9): an index at /sitemap.xml naming one sitemap per
 * `maxUrls` addresses (at most 50,000 each), and those sitemaps: the home page, the categories,
 * the blog and its posts, then every product with a page. Every address is absolute under the
 * configured base URL.
 */
export function createSitemapService({ db, catalog, blocks, baseUrl, maxUrls }: { db: Db; catalog: Pick<CatalogService, 'categoryTree'>; blocks: Pick<BlockService, 'blogPaths'>; baseUrl: string; maxUrls: number }) {
  const perSitemap = Math.min(Math.max(1, maxUrls), SITEMAP_PROTOCOL_MAX_URLS);
  const withPage = ne(s.products.visibility, s.Visibility.notVisible);

  /** The addresses before the products: few, read whole. */
  async function pagePaths(): Promise<string[]> {
    const categories: string[] = [];
    const walk = (nodes: Awaited<ReturnType<CatalogService['categoryTree']>>) => {
      for (const node of nodes) {
        categories.push(node.url);
        walk(node.children);
      }
    };
    walk(await catalog.categoryTree());
    return [shopPaths.home, ...categories, BLOG_PATH, ...(await blocks.blogPaths())];
  }

  async function productCount(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(s.products).where(withPage);
    return row?.n ?? 0;
  }

  /** How many sitemaps the index names (at least one). */
  async function sitemapCount(): Promise<number> {
    const total = (await pagePaths()).length + (await productCount());
    return Math.max(1, Math.ceil(total / perSitemap));
  }

  return {
    sitemapCount,

    /** The sitemap index document. */
    async indexXml(): Promise<string> {
      const n = await sitemapCount();
      const entries = Array.from({ length: n }, (_, i) => `<sitemap><loc>${xmlText(absoluteUrl(baseUrl, sitemapPath(i + 1)))}</loc></sitemap>`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">${entries.join('')}</sitemapindex>\n`;
    },

    /** The n-th sitemap document (from 1), or null past the last. */
    async sitemapXml(n: number): Promise<string | null> {
      if (!Number.isInteger(n) || n < 1 || n > (await sitemapCount())) return null;
      const pages = await pagePaths();
      const from = (n - 1) * perSitemap;
      const paths = pages.slice(from, from + perSitemap);
      const productsFrom = Math.max(0, from - pages.length);
      const productsWanted = perSitemap - paths.length;
      if (productsWanted > 0) {
        const rows = await db.select({ urlKey: s.products.urlKey }).from(s.products).where(withPage).orderBy(asc(s.products.id)).limit(productsWanted).offset(productsFrom);
        paths.push(...rows.map((row) => productUrl(row.urlKey)));
      }
      const entries = paths.map((path) => `<url><loc>${xmlText(absoluteUrl(baseUrl, path))}</loc></url>`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">${entries.join('')}</urlset>\n`;
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
