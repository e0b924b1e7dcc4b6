import type { SitemapSource } from '../../../server/feature';
import { absoluteUrl } from '../../../server/lib/urls';
import { defaultView, pathInView, type StoreView } from '../store-views/model';

/** The sitemaps.org namespace of both documents. */
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** The protocol's ceiling of addresses per sitemap file. */
export const SITEMAP_PROTOCOL_MAX_URLS = 50_000;

/** The address of a store view's n-th sitemap (from 1) the index lists: `/sitemap-1.xml` for the default view, `/sitemap-fr-1.xml`. */
export const sitemapPath = (n: number, view: StoreView = defaultView) => (view.prefix ? `/sitemap-${view.code}-${n}.xml` : `/sitemap-${n}.xml`);

const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * The sitemaps (sitemaps.org protocol 0.9): an index at /sitemap.xml naming one sitemap per
 * `maxUrls` addresses (at most 50,000 each), and those sitemaps: the addresses every capability
 * lists (`sitemap` in its `feature.server.ts`: the home page, the categories, the blog and its
 * posts, then every product with a page), in the sources' rank. Every store view has its own
 * sitemaps, the same pages under its prefix (ADR 0038) at the view's own addresses (a source
 * writes its paths in the view: URL keys per view, ADR 0041), and the index names them all. Every
 * address is absolute under the configured base URL.
 */
export function createSitemapService({ sources, baseUrl, maxUrls, views = [defaultView] }: { sources: readonly SitemapSource[]; baseUrl: string; maxUrls: number; views?: readonly StoreView[] }) {
  const perSitemap = Math.min(Math.max(1, maxUrls), SITEMAP_PROTOCOL_MAX_URLS);
  const ranked = [...sources].sort((a, b) => a.rank - b.rank);

  /** How many addresses each source has, read once per document. */
  const sizes = () => Promise.all(ranked.map((source) => source.count()));

  /** How many sitemaps the index names (at least one), given the sources' sizes. */
  const countOf = (counts: readonly number[]) => Math.max(1, Math.ceil(counts.reduce((sum, n) => sum + n, 0) / perSitemap));

  /** How many sitemaps the index names (at least one). */
  async function sitemapCount(): Promise<number> {
    return countOf(await sizes());
  }

  return {
    sitemapCount,

    /** The sitemap index document. */
    async indexXml(): Promise<string> {
      const n = await sitemapCount();
      const entries = views.flatMap((view) => Array.from({ length: n }, (_, i) => `<sitemap><loc>${xmlText(absoluteUrl(baseUrl, sitemapPath(i + 1, view)))}</loc></sitemap>`));
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">${entries.join('')}</sitemapindex>\n`;
    },

    /** A store view's n-th sitemap document (from 1), or null past the last. */
    async sitemapXml(n: number, view: StoreView = defaultView): Promise<string | null> {
      if (!Number.isInteger(n) || n < 1) return null;
      const counts = await sizes();
      if (n > countOf(counts)) return null;
      // Each source in turn gives the slice of its addresses that falls in this sitemap.
      let skip = (n - 1) * perSitemap;
      const paths: string[] = [];
      for (const [index, source] of ranked.entries()) {
        if (paths.length >= perSitemap) break;
        const size = counts[index]!;
        if (skip >= size) {
          skip -= size;
          continue;
        }
        paths.push(...(await source.paths(skip, perSitemap - paths.length, view.code)));
        skip = 0;
      }
      const entries = paths.map((path) => `<url><loc>${xmlText(absoluteUrl(baseUrl, pathInView(view, path)))}</loc></url>`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">${entries.join('')}</urlset>\n`;
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
