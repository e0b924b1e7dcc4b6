import type { MiddlewareHandler } from 'hono';
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { promisify } from 'node:util';
import { deflate, gzip } from 'node:zlib';
import { bytesOf, bytesResponse } from './response-bytes';

const encoders = { gzip: promisify(gzip), deflate: promisify(deflate) } as const;
type Encoding = keyof typeof encoders;

/** Hono's smallest body worth compressing (its compress middleware's default threshold), judged by Content-Length when the answer has one. */
const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The content codings an Accept-Encoding header accepts, with their q values (`*` included). */
export function acceptedEncodings(acceptEncoding: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.split(';').map((item) => item.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return accepted;
}

/** gzip, else deflate, as Accept-Encoding allows (Hono's compress middleware's choice). */
export function streamEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const accepted = acceptedEncodings(acceptEncoding);
  const wildcard = accepted.get('*') ?? 0;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ['gzip', 'deflate'] as const) {
    const q = accepted.get(encoding) ?? wildcard;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * Compresses answers on the fly (pages, JSON), as Hono's compress middleware does: gzip or
 * deflate by Accept-Encoding, unless its Content-Length is under 1 kB, compressible types only, never a `no-transform` answer,
 * the ETag made weak. An answer whose bytes are known (`bytesResponse`: every rendered document)
 * is compressed in one call off the main thread and sent with its length; any other goes through
 * Hono's CompressionStream.
 */
export function compressAnswers(): MiddlewareHandler {
  const streamed = compress();
  return (c, next) =>
    streamed(c, async () => {
      await next();
      const bytes = bytesOf(c.res);
      if (!bytes) return;
      const { res } = c;
      const type = res.headers.get('Content-Type');
      if (res.status === 206 || res.headers.has('Content-Encoding') || res.headers.has('Transfer-Encoding') || c.req.method === 'HEAD') return;
      const length = res.headers.get('Content-Length');
      if (length && Number(length) < THRESHOLD) return;
      if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')) return;
      const encoding = streamEncoding(c.req.header('Accept-Encoding'));
      // Nothing to encode: Hono's middleware still adds Vary.
      if (!encoding) return;
      const body = await encoders[encoding](bytes);
      const headers = new Headers(res.headers);
      const vary = headers.get('Vary');
      if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      headers.set('Content-Encoding', encoding);
      headers.set('Content-Length', String(body.byteLength));
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
      // Reset first: assigning c.res copies the old headers onto the new answer.
      c.res = undefined;
      c.res = bytesResponse(body, { status: res.status, statusText: res.statusText, headers });
    });
}
