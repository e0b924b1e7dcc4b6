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
 * - a cacheable answer names the SHA-256 hashes of the inline scripts the shop wrote into it
 *   (marked by the renderer, the mark then removed), computed from its body: the header stays
 *   true for that body in every cache that keeps the two together, a replayed page gives away no
 *   nonce, and a script that reached the page's content another way is not among them.
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

/** The attribute React writes for a `nonce` prop (the value is base64url: nothing to escape). */
const nonceAttribute = (nonce: string) => ` nonce="${nonce}"`;

/**
 * The base64 SHA-256 of inline scripts' text in `html`, in document order (what a browser
 * hashes: the script's UTF-8 bytes). Bytes are scanned as they are (read as latin1, one character
 * per byte). No page code calls it: `recordScriptHashes` takes the marked scripts with
 * `hashMarkedScripts`, which tests hold to the same hashes as this reading.
 * @param markedWith when given, only the scripts whose start tag carries `nonce="<markedWith>"`
 *   (those the renderer wrote); otherwise every inline script
 * @internal
 */
export function inlineScriptHashes(html: string | Uint8Array, markedWith?: string): string[] {
  const bytes = typeof html === 'string' ? Buffer.from(html, 'utf8') : Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const mark = markedWith === undefined ? undefined : `${nonceAttribute(markedWith)} `;
  const hashes: string[] = [];
  for (const match of bytes.toString('latin1').matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', text = ''] = match;
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    if (mark && !` ${attributes} `.includes(mark)) continue;
    // The text starts after `<script`, the attributes and `>`.
    const start = match.index + '<script'.length + attributes.length + 1;
    hashes.push(createHash('sha256').update(bytes.subarray(start, start + text.length)).digest('base64'));
  }
  return hashes;
}

const SCRIPT_START = Buffer.from('<script', 'latin1');
const SCRIPT_END = Buffer.from('</script', 'latin1');

/** Whether `byte` is whitespace to `\s` in ASCII (space, tab, line feed, vertical tab, form feed, carriage return). */
const isSpace = (byte: number | undefined) => byte === 0x20 || (byte !== undefined && byte >= 0x09 && byte <= 0x0d);

/** The `>` ending a start tag whose attributes begin at `from`, quoted values skipped (as `INLINE_SCRIPT` reads them), or -1. */
function startTagEnd(bytes: Buffer, from: number): number {
  for (let at = from; at < bytes.length; at++) {
    const byte = bytes[at];
    if (byte === 0x3e) return at;
    if (byte === 0x22 || byte === 0x27) {
      at = bytes.indexOf(byte, at + 1);
      if (at === -1) return -1;
    }
  }
  return -1;
}

/** Where the text of a script beginning at `from` ends (its `</script`, then spaces and `>`), and where that end tag ends; undefined without one. */
function scriptEnd(bytes: Buffer, from: number): [textEnd: number, end: number] | undefined {
  for (let at = bytes.indexOf(SCRIPT_END, from); at !== -1; at = bytes.indexOf(SCRIPT_END, at + 1)) {
    let after = at + SCRIPT_END.length;
    while (isSpace(bytes[after])) after++;
    if (bytes[after] === 0x3e) return [at, after + 1];
  }
  return undefined;
}

/**
 * What `inlineScriptHashes(html, mark)` returns, and `html` without any `nonce="<mark>"` attribute
 * (the document as rendered without one; `html` itself when it has none), in one pass over the
 * bytes: each mark is found with `indexOf` and only the script before it is read, where the regex
 * decoded and scanned the whole document and removing the mark searched it again (a category page
 * of 133 kB with eight marked scripts, warm: 0.09 ms, was 0.69). Tags are read in lowercase, as React writes them.
 */
function hashMarkedScripts(html: Uint8Array, mark: string): { hashes: string[]; html: Buffer } {
  const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const attribute = Buffer.from(nonceAttribute(mark), 'latin1');
  const marked = `${nonceAttribute(mark)} `;
  const hashes: string[] = [];
  const parts: Buffer[] = [];
  // `from`: where the bytes after the last mark begin; `scanned`: the end of the last script read.
  let from = 0;
  let scanned = 0;
  for (let at = bytes.indexOf(attribute); at !== -1; at = bytes.indexOf(attribute, from)) {
    parts.push(bytes.subarray(from, at));
    from = at + attribute.length;
    // The script before the mark, read as the regex reads it (unless read already): hashed when
    // its start tag carries the mark, which is otherwise on another element or in a script's text.
    const open = bytes.lastIndexOf(SCRIPT_START, at);
    if (open < scanned) continue;
    const tagEnd = startTagEnd(bytes, open + SCRIPT_START.length);
    if (tagEnd === -1) continue;
    const attributes = bytes.toString('latin1', open + SCRIPT_START.length, tagEnd);
    const end = /^\w/.test(attributes) ? undefined : scriptEnd(bytes, tagEnd + 1);
    if (!end) continue;
    scanned = end[1];
    if (SRC_ATTRIBUTE.test(attributes) || !` ${attributes} `.includes(marked)) continue;
    hashes.push(createHash('sha256').update(bytes.subarray(tagEnd + 1, end[0])).digest('base64'));
  }
  if (from === 0) return { hashes, html: bytes };
  parts.push(bytes.subarray(from));
  return { hashes, html: Buffer.concat(parts) };
}

/**
 * Finishes a cacheable document (the renderer calls it where the HTML is produced:
 * app/entry.server.tsx): records for its policy the hashes of the inline scripts the renderer
 * marked (`scriptNonceFor`), and no other (a script that reached the page's content some other
 * way is not blessed), and answers the document without the mark, the same for every visitor.
 * Without a mark (no page scripts in the context) nothing is recorded and `html` is returned.
 */
export function recordScriptHashes(loadContext: RouterContextProvider, html: Uint8Array): Uint8Array {
  const scripts = loadContext.get(pageScriptsContext);
  if (!scripts || scripts.used) return html;
  const marked = hashMarkedScripts(html, scripts.nonce);
  scripts.hashes = marked.hashes;
  return marked.html;
}

/**
 * What a page renderer gives React Router and React as the `nonce` of its inline scripts: this
 * answer's own value, drawn for it alone, and whether the policy names it.
 * - No cache may keep the answer (its headers say private or no-store): the policy names this
 *   nonce (`inPolicy`, recorded as `used`) and the document streams as it is written.
 * - A cacheable page: the value only marks the scripts the shop writes, so that
 *   `recordScriptHashes` hashes those alone and then removes it; the policy names hashes.
 * Undefined where the context has no page scripts (a renderer's test).
 */
export function scriptNonceFor(loadContext: RouterContextProvider, responseHeaders: Headers): { nonce: string; inPolicy: boolean } | undefined {
  const scripts = loadContext.get(pageScriptsContext);
  if (!scripts) return undefined;
  if (!mayBeCached(responseHeaders)) scripts.used = true;
  return { nonce: scripts.nonce, inPolicy: scripts.used };
}
