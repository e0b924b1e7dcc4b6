import { createRequire } from 'node:module';
import { provideSanitizerWindow, sanitizeFragment, type SanitizerWindow } from '@shop/ui/html';
import { MemoryCache } from './memory-cache';

/** What this module uses of jsdom (it ships no types). */
interface JsdomModule {
  JSDOM: new (html: string, options: { url: string }) => { window: SanitizerWindow };
}

const load = createRequire(import.meta.url);
const NO_SHOP_YET = 'https://shop.invalid/';
let installedFor: string | undefined;

/**
 * What the sanitizer returned on this process's window, by profile, iframe hosts and markup (ADR
 * 0016): the same stored markup is rendered again and again (by a loader, then by `SafeHtml`, then
 * by the next uncached render) and is parsed once. At most 2,000 results and 8 M characters of
 * markup and result, the least recently used dropped first; markup that takes over 400,000
 * characters with its result is sanitized every time. A new window empties it.
 */
const sanitized = new MemoryCache<string, string>({
  maxEntries: 2000,
  maxSize: 8_000_000,
  maxEntrySize: 400_000,
  sizeOf: (result, key) => key.length + result.length,
});

/**
 * Gives the kit's one sanitizer (`@shop/ui/html`) a DOM in this process: a jsdom window at the
 * shop's base URL, so a stored form may post to the shop and nowhere else (ADR 0016). jsdom is
 * loaded on the first sanitizing, not here; `warmStoredHtml` loads it at start-up instead.
 * Never imported by browser code: jsdom stays out of the client bundles.
 */
export function installServerDom(baseUrl: string): void {
  if (installedFor === baseUrl) return;
  installedFor = baseUrl;
  provideSanitizerWindow(() => new (load('jsdom') as JsdomModule).JSDOM('', { url: baseUrl }).window, { results: sanitized });
}

/**
 * HTML a back office writes and pages show (product descriptions, CMS blocks, blog posts), through
 * the profile the browser shows it with (`SafeHtml profile="fragment"`): applied when it is stored
 * and again when it is served, so a row written around the shop (an import, SQL) is harmless too.
 * Before a shop is built (the seed), the DOM's address is one no site has (RFC 2606's `.invalid`):
 * a form then keeps only a relative action, never an absolute one.
 */
export function storedHtml(html: string): string {
  if (installedFor === undefined) installServerDom(NO_SHOP_YET);
  return sanitizeFragment(html);
}

/** Builds the DOM now (about a second on a busy machine), so the first visitor does not wait for it. */
export function warmStoredHtml(): void {
  storedHtml('<p></p>');
}
