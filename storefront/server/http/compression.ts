import type { MiddlewareHandler } from 'hono';
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { bytesOf, bytesResponse } from './response-bytes';

type Encoding = 'gzip' | 'deflate' | 'zstd';

/**
 * Known bytes (a rendered document) are also sent as zstd where the browser takes it (Chromium and
 * Firefox do) and this Node has it (22.15 and later): at its default level it costs a quarter of
 * gzip's CPU for a page (0.4 against 1.7 ms for a category page of 133 kB) and comes out smaller.
 * Streams stay with Hono's CompressionStream (gzip, deflate).
 */
const zstd = typeof zlib.zstdCompress === 'function' ? promisify(zlib.zstdCompress) : undefined;
const encoders: Record<Encoding, ((bytes: Uint8Array) => Promise<Buffer>) | undefined> = { gzip: promisify(zlib.gzip), deflate: promisify(zlib.deflate), zstd };

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

/**
 * The coding of known bytes, as Accept-Encoding allows: zstd (where this Node has it), else gzip,
 * else deflate, the first taken with q=1, else the one taken with the highest q; zstd only when
 * named (not by `*`). Without zstd, Hono's compress middleware's choice.
 */
export function bytesEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const accepted = acceptedEncodings(acceptEncoding);
  const wildcard = accepted.get('*') ?? 0;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of zstd ? (['zstd', 'gzip', 'deflate'] as const) : (['gzip', 'deflate'] as const)) {
    const q = accepted.get(encoding) ?? (encoding === 'zstd' ? 0 : wildcard);
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * Compresses answers on the fly (pages, JSON), as Hono's compress middleware does: gzip or
 * deflate by Accept-Encoding, unless its Content-Length is under 1 kB, compressible types only, never a `no-transform` answer,
 * the ETag made weak. An answer whose bytes are known (`bytesResponse`: every rendered document)
 * is compressed in one call off the main thread, zstd first (`bytesEncoding`), and sent with its
 * length; any other goes through Hono's CompressionStream.
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
      const encoding = bytesEncoding(c.req.header('Accept-Encoding'));
      const encode = encoding && encoders[encoding];
      // Nothing to encode: Hono's middleware still adds Vary.
      if (!encoding || !encode) return;
      const body = await encode(bytes);
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
