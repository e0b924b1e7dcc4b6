import { createHash } from 'node:crypto';
import type { RouterContextProvider } from 'react-router';
import { pageScriptsContext } from '../context';
import { mayBeCached } from './responses';

/**
 * The Content-Security-Policy of the shop (ADR 0012).
 *
 * A rendered page allows scripts from the shop's own origin (its bundles), the tag manager's
 * loader origin when one is configured, and its own inline scripts (React Router's hydration
 * data and module imports, the scroll restoration), authorized in one of two ways:
 * - a private answer (never stored by a cache) names a nonce drawn for that answer only;
 * - a cacheable answer names the SHA-256 hashes of the inline scripts it contains, computed
 *   from its body: the header stays true for that body in every cache that keeps the two
 *   together, and a replayed page gives away no nonce.
 * No `'unsafe-inline'` for scripts either way: an injected inline script or event attribute is
 * refused. Every other answer (calls, fragments, images, static files) gets a policy that runs
 * no script at all, should it ever be opened as a document.
 */

/** How a page's inline scripts are authorized: a per-answer nonce, or the hashes of its body's inline scripts. */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

/** Directives every policy carries: framing by the shop only, no plugins. */
const COMMON = ["object-src 'none'", "frame-ancestors 'self'"];

/**
 * The policy of every answer that is not a rendered page (calls, fragments, images, static files):
 * opened as a document (a tab fragment's address, an SVG), it runs nothing, posts nothing and is
 * sandboxed in an origin of its own.
 */
export const RESOURCE_POLICY = ["default-src 'none'", 'sandbox', "img-src 'self' data:", "style-src 'self' 'unsafe-inline'", "base-uri 'none'", "form-action 'none'", ...COMMON].join('; ');

/** The origin of a configured script address (absolute), or null for a path on the shop itself. */
function scriptOrigin(url: string): string | null {
  return /^https?:\/\//i.test(url) ? new URL(url).origin : null;
}

/** The policy of a rendered page whose inline scripts are `scripts`; `tagManagerScriptUrl` adds the loader's origin. */
export function pagePolicy(scripts: InlineScripts, options: { tagManagerScriptUrl?: string } = {}): string {
  const sources = ["'self'"];
  const loader = options.tagManagerScriptUrl ? scriptOrigin(options.tagManagerScriptUrl) : null;
  if (loader) sources.push(loader);
  if ('nonce' in scripts) sources.push(`'nonce-${scripts.nonce}'`);
  else sources.push(...[...new Set(scripts.hashes)].map((hash) => `'sha256-${hash}'`));
  return [`script-src ${sources.join(' ')}`, "base-uri 'self'", "form-action 'self'", ...COMMON].join('; ');
}

// An inline script: a <script> start tag without a src attribute, its text, and the end tag. Script
// text cannot contain `</script` (the HTML parser would end it there), so the first end tag closes it.
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;

/**
 * The base64 SHA-256 of every inline script's text in `html`, in document order (what a browser
 * hashes: the script's UTF-8 bytes). Bytes are scanned as they are (read as latin1, one character
 * per byte), so a rendered body is hashed where it is produced without being decoded.
 */
export function inlineScriptHashes(html: string | Uint8Array): string[] {
  const bytes = typeof html === 'string' ? Buffer.from(html, 'utf8') : Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const hashes: string[] = [];
  for (const match of bytes.toString('latin1').matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', text = ''] = match;
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    // The text starts after `<script`, the attributes and `>`.
    const start = match.index + '<script'.length + attributes.length + 1;
    hashes.push(createHash('sha256').update(bytes.subarray(start, start + text.length)).digest('base64'));
  }
  return hashes;
}

/**
 * Records the inline-script hashes of a finished cacheable document for its policy (the renderer
 * calls it where the HTML is produced: app/entry.server.tsx); a nonced answer needs none.
 */
export function recordScriptHashes(loadContext: RouterContextProvider, html: Uint8Array | string): void {
  const scripts = loadContext.get(pageScriptsContext);
  if (scripts && !scripts.used) scripts.hashes = inlineScriptHashes(html);
}

/**
 * The nonce a page renderer puts on its inline scripts: this answer's own when no cache may keep
 * it (its headers say private or no-store), marked used so the policy names it; undefined for a
 * cacheable page, whose scripts are then authorized by their hashes.
 */
export function scriptNonceFor(loadContext: RouterContextProvider, responseHeaders: Headers): string | undefined {
  const scripts = loadContext.get(pageScriptsContext);
  if (!scripts || mayBeCached(responseHeaders)) return undefined;
  scripts.used = true;
  return scripts.nonce;
}
