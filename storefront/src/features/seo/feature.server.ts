import type { Hono } from 'hono';
import type { ShopEnv } from '../../../server/http/env';
import { absoluteUrl, shopPaths } from '../../../server/lib/urls';
import type { Shop } from '../../../server/shop';
import { defineServerFeature, fewPaths } from '../../../server/feature';
import { createSitemapService, type SitemapService } from './sitemap.server';
import { PUBLIC_SHORT } from '../../../server/http/responses';

/** Paths crawlers are asked to leave alone: private, per-visitor or endless pages. */
export const ROBOTS_DISALLOW = ['/checkout/', '/customer/', '/catalogsearch/', '/wishlist', '/sales/', '/review/'] as const;

const XML = 'application/xml; charset=utf-8';

/** What search engines read besides the pages: /robots.txt, the sitemap index and its sitemaps. */
function seoRoutes(app: Hono<ShopEnv>, shop: Pick<Shop, 'config' | 'sitemap'>) {
  app.get('/robots.txt', (c) => {
    const lines = ['User-agent: *', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${absoluteUrl(shop.config.baseUrl, '/sitemap.xml')}`, ''];
    return c.text(lines.join('\n'), 200, { 'Cache-Control': PUBLIC_SHORT });
  });

  app.get('/sitemap.xml', async (c) => c.body(await shop.sitemap.indexXml(), 200, { 'Content-Type': XML, 'Cache-Control': PUBLIC_SHORT }));

  app.get('/:file{sitemap-[0-9]+\\.xml}', async (c) => {
    const n = Number(/\d+/.exec(c.req.param('file'))![0]);
    const xml = await shop.sitemap.sitemapXml(n);
    if (xml === null) return c.json({ message: 'No such sitemap.' }, 404);
    return c.body(xml, 200, { 'Content-Type': XML, 'Cache-Control': PUBLIC_SHORT });
  });
}

declare module '../../../server/feature' {
  interface ShopServices {
    /** The sitemaps (sitemaps.org). */
    sitemap: SitemapService;
  }
}

/** What search engines read besides the pages: robots.txt and the sitemaps. */
export default defineServerFeature({
  services: {
    sitemap: (shop) =>
      createSitemapService({
        // Every capability's public addresses (this one's: the home page).
        sources: shop.sitemapSources(),
        baseUrl: shop.config.baseUrl,
        maxUrls: shop.config.sitemapMaxUrls,
      }),
  },
  sitemap: () => [fewPaths(0, async () => [shopPaths.home])],
  routes: (_endpoints, app, shop) => seoRoutes(app, shop),
});
