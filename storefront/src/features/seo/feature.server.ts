import type { Hono } from 'hono';
import type { ShopEnv } from '../../../server/http/env';
import { absoluteUrl, shopPaths } from '../../../server/lib/urls';
import type { Shop } from '../../../server/shop';
import { defineServerFeature, fewPaths } from '../../../server/feature';
import { createSitemapService, type SitemapService } from './sitemap.server';
import { PUBLIC_SHORT } from '../../../server/http/responses';
import { defaultView, pathInView, storeViews } from '../store-views/model';
import { ROBOTS_DISALLOW } from './model';


const XML = 'application/xml; charset=utf-8';

/** What search engines read besides the pages: /robots.txt, the sitemap index and its sitemaps. */
function seoRoutes(app: Hono<ShopEnv>, shop: Pick<Shop, 'config' | 'sitemap'>) {
  app.get('/robots.txt', (c) => {
    // The same private pages under every store view's prefix.
    const disallowed = storeViews.flatMap((view) => ROBOTS_DISALLOW.map((path) => pathInView(view, path)));
    const lines = ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${absoluteUrl(shop.config.baseUrl, '/sitemap.xml')}`, ''];
    return c.text(lines.join('\n'), 200, { 'Cache-Control': PUBLIC_SHORT });
  });

  app.get('/sitemap.xml', async (c) => c.body(await shop.sitemap.indexXml(), 200, { 'Content-Type': XML, 'Cache-Control': PUBLIC_SHORT }));

  // A store view's sitemaps: `/sitemap-1.xml` (the default view), `/sitemap-fr-1.xml`.
  app.get('/:file{sitemap-(?:[a-z]+-)?[0-9]+\\.xml}', async (c) => {
    const [, code, number] = /^sitemap-(?:([a-z]+)-)?(\d+)\.xml$/.exec(c.req.param('file'))!;
    // The default view's are named without its code (`/sitemap-default-1.xml` is no sitemap).
    const view = code === undefined ? defaultView : storeViews.find((other) => other.prefix && other.code === code);
    const xml = view ? await shop.sitemap.sitemapXml(Number(number), view) : null;
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
        views: storeViews,
      }),
  },
  sitemap: () => [fewPaths(0, async () => [shopPaths.home])],
  routes: (_endpoints, app, shop) => seoRoutes(app, shop),
});
