import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { bytesOf, bytesResponse } from './response-bytes';

/** Cache-Control for answers that hold one shopper's data. */
export const PRIVATE = 'private, no-store, max-age=0';
/** Cache-Control for public answers (pages, fragments, suggestions). */
export const PUBLIC_SHORT = 'public, max-age=60, stale-while-revalidate=600';
export const PUBLIC_LONG = 'public, max-age=86400, stale-while-revalidate=604800';

export function privateResponse(c: Context) {
  c.header('Cache-Control', PRIVATE);
}

/** Whether the caller wants JSON back rather than a redirect (AJAX form posts). */
export function wantsJson(c: Context): boolean {
  const accept = c.req.header('accept') ?? '';
  return (
    accept.includes('application/json') ||
    c.req.header('x-requested-with') === 'XMLHttpRequest' ||
    (c.req.header('content-type') ?? '').startsWith('application/json')
  );
}

// A 304 updates the stored answer's headers: it repeats the page's policy (its script hashes, the
// same for the same body), or the stored page would lose its scripts' authorization.
/** Whether an answer with these headers may be kept by a cache (neither private nor no-store). */
export function mayBeCached(headers: Headers): boolean {
  return !/private|no-store/.test(headers.get('cache-control') ?? '');
}

/** The ETag of a public answer's body: its SHA-1. */
export function bodyEtag(body: Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

const retained = ['cache-control', 'content-location', 'content-security-policy', 'date', 'etag', 'expires', 'vary'];

/**
 * ETag for public GET answers: a SHA-1 of the body; a matching If-None-Match gets 304 with the
 * caching headers. Private answers and answers that set cookies are left alone.
 */
export function etagMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || c.res.status !== 200) return;
    if (!mayBeCached(c.res.headers) || c.res.headers.has('set-cookie')) return;
    const bytes = bytesOf(c.res);
    const tag = c.res.headers.get('etag') ?? bodyEtag(bytes ?? new Uint8Array(await c.res.clone().arrayBuffer()));
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch && (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === tag))) {
      const headers = new Headers();
      for (const name of retained) {
        const value = c.res.headers.get(name);
        if (value) headers.set(name, value);
      }
      headers.set('ETag', tag);
      if (!bytes) await c.res.body?.cancel();
      // Reset first: assigning c.res copies the old headers (Content-Length…) onto the new answer.
      c.res = undefined;
      c.res = new Response(null, { status: 304, headers });
      return;
    }
    if (bytes && c.res.headers.get('etag') === tag) return;
    const res = bytes ? bytesResponse(bytes, { status: c.res.status, statusText: c.res.statusText, headers: new Headers(c.res.headers) }) : new Response(c.res.body, c.res);
    res.headers.set('ETag', tag);
    c.res = undefined;
    c.res = res;
  };
}
