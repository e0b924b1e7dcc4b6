import type { Context } from 'hono';
import { acceptedEncodings } from '../http/compression';
import { bytesOf, bytesResponse } from '../http/response-bytes';
import { ENCODINGS, variantEtag, type CachedPage, type Encoding, type PageCache, type RenderedPage } from './page-cache';
import { pathOnly, type PageKey } from './page-key';
import { PageTags } from './tags';

/** A page rendered for the cache: the answer, and whether it read the visitor's session (then it is theirs alone). */
export interface PageRender {
  response: Response;
  visitorSpecific: boolean;
}

/** Renders the page at `request` (the canonical address, no headers) with `tags` in its load context. */
export type RenderPage = (request: Request, tags: PageTags) => Promise<PageRender>;

interface Outcome {
  /** The answer as rendered (all its headers). */
  rendered: RenderedPage;
  /** Stored: the entry; otherwise null, and why not. */
  page: CachedPage | null;
  reason: UncacheableReason | 'not stored' | null;
  /**
   * Whether a shared cache in front of the shop (Varnish, a CDN) may keep the answer: the page
   * may be stored and no tag of it was purged while it rendered (whether this process kept it or
   * not: its own cache may be off or full).
   */
  shared: boolean;
}

/** Why a page is not stored: it belongs to one visitor (never shared, not even with requests waiting for it), or it is public but not a page to keep. */
type UncacheableReason = 'visitor' | 'uncacheable';

/** Headers that belong to one answer, not to the stored page. */
const PER_ANSWER = new Set(['set-cookie', 'content-length', 'content-encoding', 'etag', 'date', 'vary', 'x-cache', 'surrogate-key', 'surrogate-control', 'cache-tag', 'transfer-encoding', 'connection']);

const NONCE_ATTRIBUTE = Buffer.from(' nonce="');

/**
 * Why an answer may not be stored, or null when it may: only a 200 that sets no cookie, is not
 * private, did not read the visitor's session, and has no per-answer script nonce (a cached page
 * would give every visitor the same nonce; cached pages use hash-based script-src, ADR 0013).
 */
export function uncacheableReason(response: Response, visitorSpecific: boolean, body: Buffer): UncacheableReason | null {
  if (visitorSpecific || response.headers.has('set-cookie') || /private|no-store|no-cache/i.test(response.headers.get('cache-control') ?? '')) return 'visitor';
  if (/'nonce-/.test(response.headers.get('content-security-policy') ?? '') || body.includes(NONCE_ATTRIBUTE)) return 'visitor';
  if (response.status !== 200) return 'uncacheable';
  return null;
}

/** The content coding to answer with: br, then gzip, as Accept-Encoding allows; identity otherwise. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = acceptedEncodings(acceptEncoding);
  const wildcard = accepted.get('*') ?? 0;
  for (const encoding of ENCODINGS) {
    if (encoding !== 'identity' && (accepted.get(encoding) ?? wildcard) > 0) return encoding;
  }
  return 'identity';
}

/**
 * The tags as the surrogate-key headers carry them: Surrogate-Key (Fastly, Varnish xkey)
 * space-separated, Cache-Tag (Cloudflare) comma-separated. With `sharedMaxAge`, the answer says
 * `Surrogate-Control: max-age=…` too: a shared cache in front of the shop may keep it that long
 * (purged by tag meanwhile); an answer without it is not to be kept (deploy/varnish/default.vcl).
 */
function tagHeaders(headers: Headers, tags: readonly string[], sharedMaxAge: number | null) {
  headers.set('Surrogate-Key', tags.join(' '));
  headers.set('Cache-Tag', tags.join(','));
  if (sharedMaxAge !== null) headers.set('Surrogate-Control', `max-age=${sharedMaxAge}`);
}

/**
 * Serves the cached public pages (ADR 0013): from the cache when stored, else rendered once from
 * the canonical address (concurrent requests for it wait for that one render) and stored when it
 * may be. Every answer says `X-Cache: HIT` or `MISS` and carries the page's tags.
 */
export function createPageServer(cache: PageCache) {
  const inflight = new Map<string, Promise<Outcome>>();

  async function renderAndStore(key: PageKey, render: RenderPage): Promise<Outcome> {
    const startedAt = cache.renderStarted();
    const tags = new PageTags();
    const { response, visitorSpecific } = await render(new Request(key.renderUrl), tags);
    const bytes = bytesOf(response);
    const body = bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : Buffer.from(await response.arrayBuffer());
    const rendered: RenderedPage = { status: response.status, headers: [...response.headers], tags: tags.list, body, keyedByPath: tags.isKeyedByPath };
    const reason = uncacheableReason(response, visitorSpecific, body);
    if (reason) return { rendered, page: null, reason, shared: false };
    // Not the page its address names (issue 29): answered, but it takes no place in the cache.
    if (tags.notStoredReason !== null) return { rendered, page: null, reason: 'uncacheable', shared: false };
    // A page that reads no parameter is kept under its path, rendered from that address alone.
    if (tags.isKeyedByPath && key.key !== key.pathKey) {
      const ofPath = pathOnly(key);
      return inflight.get(ofPath.key) ?? renderOnce(ofPath, render);
    }
    const headers = rendered.headers.filter(([name]) => !PER_ANSWER.has(name.toLowerCase()));
    const page = await cache.store(key.key, { ...rendered, headers }, startedAt);
    return { rendered, page, reason: page ? null : 'not stored', shared: page !== null || !cache.purgedSince(startedAt, rendered.tags) };
  }

  /** One render per key at a time: requests arriving meanwhile share its outcome. */
  function renderOnce(key: PageKey, render: RenderPage): Promise<Outcome> {
    const outcome = renderAndStore(key, render).finally(() => inflight.delete(key.key));
    inflight.set(key.key, outcome);
    return outcome;
  }

  /** The stored page for `key`: its own entry, else that of its path when the page reads no parameter. */
  function lookup(key: PageKey): CachedPage | undefined {
    const stored = cache.get(key.key);
    if (stored || key.pathKey === key.key) return stored;
    const ofPath = cache.get(key.pathKey);
    return ofPath?.keyedByPath ? ofPath : undefined;
  }

  async function answerStored(c: Context, page: CachedPage, xCache: 'HIT' | 'MISS'): Promise<Response> {
    const headers = new Headers(page.headers as [string, string][]);
    headers.set('Vary', 'Accept-Encoding');
    tagHeaders(headers, page.tags, cache.sharedMaxAge);
    headers.set('X-Cache', xCache);
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch) {
      const sent = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
      const matched = sent.includes('*') ? variantEtag(page, 'identity') : ENCODINGS.map((encoding) => variantEtag(page, encoding)).find((tag) => sent.includes(tag));
      if (matched) {
        headers.set('ETag', matched);
        headers.delete('content-type');
        return new Response(null, { status: 304, headers });
      }
    }
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    const body = await cache.variant(page, encoding);
    headers.set('ETag', variantEtag(page, encoding));
    if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.length));
    if (c.req.method === 'HEAD') return new Response(null, { status: page.status, headers });
    return bytesResponse(body, { status: page.status, headers });
  }

  return {
    /**
     * The answer for a cached page's request: the stored page (304 for a matching If-None-Match)
     * or a fresh render, stored when it may be. `render` is called for the canonical address only.
     */
    async serve(c: Context, key: PageKey, render: RenderPage): Promise<Response> {
      const stored = lookup(key);
      if (stored) return answerStored(c, stored, 'HIT');
      const running = inflight.get(key.key);
      let outcome = await (running ?? renderOnce(key, render));
      // Someone else's render that read their session is theirs: render this visitor's own.
      if (running && outcome.reason === 'visitor') outcome = await renderAndStore(key, render);
      if (outcome.page) return answerStored(c, outcome.page, 'MISS');
      const { rendered } = outcome;
      const headers = new Headers();
      for (const [name, value] of rendered.headers) headers.append(name, value);
      if (outcome.reason !== 'visitor') tagHeaders(headers, rendered.tags, outcome.shared ? cache.sharedMaxAge : null);
      headers.set('X-Cache', 'MISS');
      if (c.req.method === 'HEAD') return new Response(null, { status: rendered.status, headers });
      return bytesResponse(rendered.body, { status: rendered.status, headers });
    },
  };
}
