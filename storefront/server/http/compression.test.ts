import { Hono } from 'hono';
import { gunzipSync, inflateSync, zstdDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bytesEncoding, compressAnswers } from './compression';
import { bytesResponse } from './response-bytes';

const page = Buffer.from(`<!DOCTYPE html><html><body>${'<p>Aero Daily Fitness Tee</p>'.repeat(200)}</body></html>`);

/** An app answering the same page as known bytes (`/bytes`) and as a stream (`/stream`). */
function app(headers: Record<string, string> = {}) {
  const server = new Hono();
  server.use('*', compressAnswers());
  const init = () => ({ status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', ETag: '"abc"', ...headers } });
  server.get('/bytes', () => bytesResponse(page, init()));
  server.get('/stream', () => new Response(new Blob([page]).stream(), init()));
  server.get('/small', () => bytesResponse(Buffer.from('<p>hi</p>'), { status: 200, headers: { ...init().headers, 'Content-Length': '9' } }));
  return server;
}

const get = (server: Hono, path: string, acceptEncoding?: string, method = 'GET') => server.request(path, { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('compressAnswers', () => {
  it('compresses known bytes as the stream path does: the same coding, Vary, a weak ETag, and a length', async () => {
    const server = app();
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br', 'gzip', gunzipSync],
      ['deflate', 'deflate', inflateSync],
      ['br;q=1, deflate;q=0.5, gzip;q=0.2', 'deflate', inflateSync],
    ] as const) {
      const [bytes, stream] = await Promise.all([get(server, '/bytes', accept), get(server, '/stream', accept)]);
      for (const answer of [bytes, stream]) {
        expect(answer.headers.get('content-encoding'), accept).toBe(coding);
        expect(answer.headers.get('vary')).toBe('Accept-Encoding');
        expect(answer.headers.get('etag')).toBe('W/"abc"');
        expect(decode(Buffer.from(await answer.arrayBuffer()))).toEqual(page);
      }
      expect(Number(bytes.headers.get('content-length'))).toBeLessThan(page.length / 10);
    }
  });

  it('sends known bytes as zstd where the browser takes it, with Vary, a weak ETag and a length; a stream stays gzip', async () => {
    const server = app();
    const [bytes, stream] = await Promise.all([get(server, '/bytes', 'gzip, deflate, br, zstd'), get(server, '/stream', 'gzip, deflate, br, zstd')]);
    expect(bytes.headers.get('content-encoding')).toBe('zstd');
    expect(bytes.headers.get('vary')).toBe('Accept-Encoding');
    expect(bytes.headers.get('etag')).toBe('W/"abc"');
    const body = Buffer.from(await bytes.arrayBuffer());
    expect(Number(bytes.headers.get('content-length'))).toBe(body.length);
    expect(zstdDecompressSync(body)).toEqual(page);
    expect(stream.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await stream.arrayBuffer()))).toEqual(page);
  });

  it('leaves alone what Hono leaves alone: no accepted coding, HEAD, a Content-Length under 1 kB, no-transform, already encoded', async () => {
    const plain = await get(app(), '/bytes', 'br');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(Buffer.from(await plain.arrayBuffer())).toEqual(page);
    expect((await get(app(), '/bytes', 'gzip', 'HEAD')).headers.get('content-encoding')).toBeNull();
    expect((await get(app(), '/small', 'gzip')).headers.get('content-encoding')).toBeNull();
    expect((await get(app({ 'Cache-Control': 'public, no-transform' }), '/bytes', 'gzip')).headers.get('content-encoding')).toBeNull();
    const encoded = await get(app({ 'Content-Encoding': 'br' }), '/bytes', 'gzip');
    expect(encoded.headers.get('content-encoding')).toBe('br');
    expect(Buffer.from(await encoded.arrayBuffer())).toEqual(page);
  });

  it('chooses zstd, then gzip, then deflate, by q value; zstd only where it is named', () => {
    expect(bytesEncoding(undefined)).toBeUndefined();
    expect(bytesEncoding('br')).toBeUndefined();
    expect(bytesEncoding('gzip;q=0, deflate')).toBe('deflate');
    expect(bytesEncoding('gzip;q=0.4, deflate;q=0.8')).toBe('deflate');
    expect(bytesEncoding('gzip, deflate, br, zstd')).toBe('zstd');
    expect(bytesEncoding('zstd;q=0.5, gzip')).toBe('gzip');
    expect(bytesEncoding('zstd;q=0, gzip;q=0.5')).toBe('gzip');
    expect(bytesEncoding('zstd;q=0.9, gzip;q=0.5')).toBe('zstd');
    expect(bytesEncoding('*')).toBe('gzip');
  });
});
