import { expect, test } from '@playwright/test';
import { waitForSections } from './support';

/** How deep the crawl follows links from the home page (the home page is depth 0). */
const MAX_DEPTH = 3;
/** A bound on the addresses checked, so a link explosion fails loudly instead of running for ever. */
const MAX_URLS = 1500;
/** Requests in flight at once. */
const CONCURRENCY = 6;

/** The `<a href>` targets of an HTML page, entities decoded. */
function anchorHrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

test('every internal link reachable from the home page answers without a 404 or a server error (depth 3)', async ({ page, request, baseURL }) => {
  // A few hundred uncached renders beside the other journeys: 66 s on a slower 2-core machine (2026-12-01).
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  /** The address to check for a link found on `from`, or null for another site, a mail link or the like. */
  const internal = (href: string, from: string): string | null => {
    const url = new URL(href, from);
    if (url.origin !== origin) return null;
    url.hash = '';
    return url.href;
  };

  // Depth 0 is the page as a shopper at this width sees it, with the blocks that arrive after it
  // (the blog block's links to the posts).
  await page.goto('/');
  await waitForSections(page);
  await page.locator('[data-block="blog.recent"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-block="blog.recent"]')).toHaveAttribute('data-state', 'loaded');
  await expect(page.locator('[data-block="blog.recent"] a').first()).toBeVisible();
  const fromHome = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));

  const seen = new Set<string>([new URL('/', origin).href]);
  const failures: string[] = [];
  let level = [...new Set(fromHome.map((href) => internal(href, origin)).filter((url): url is string => url !== null && !seen.has(url)))];
  for (const url of level) seen.add(url);
  for (let depth = 1; depth <= MAX_DEPTH && level.length > 0; depth++) {
    const next: string[] = [];
    const queue = [...level];
    const worker = async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        const response = await request.get(url, { maxRedirects: 5 });
        const status = response.status();
        if (status === 404 || status >= 500) failures.push(`${status} ${url}`);
        // A page's variants (sorted, paged, filtered: an address with a query) are checked, but their
        // links are the page's own again: only addresses without a query are followed further.
        if (depth === MAX_DEPTH || new URL(url).search !== '' || !(response.headers()['content-type'] ?? '').includes('text/html')) continue;
        for (const href of anchorHrefs(await response.text())) {
          const target = internal(href, response.url());
          if (target === null || seen.has(target)) continue;
          seen.add(target);
          next.push(target);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(seen.size, 'the crawl stays within its bound').toBeLessThanOrEqual(MAX_URLS);
    level = next;
  }
  expect(failures).toEqual([]);
  // The blog's pages are among what was checked.
  expect([...seen].some((url) => /\/blog\/[a-z0-9-]+$/.test(url))).toBe(true);
  test.info().annotations.push({ type: 'crawled', description: String(seen.size) });
});
