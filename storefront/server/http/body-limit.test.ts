import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { setUpTestShop } from '../test/helpers';

const t = setUpTestShop();

/** One request through `agent`; rejects on a socket error (a hang-up) or after 5 s. */
function send(agent: http.Agent, path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}) {
  return new Promise<{ status: number; body: string; reusedSocket: boolean }>((resolve, reject) => {
    const request = http.request(`${t.url}${path}`, { agent, method, headers, timeout: 5000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), reusedSocket: request.reusedSocket }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    if (body === undefined) {
      request.end();
      return;
    }
    // Write the body in pieces, as a slow client would, and tolerate the server closing early.
    request.on('error', () => {});
    const buffer = Buffer.from(body);
    for (let at = 0; at < buffer.length; at += 16_384) request.write(buffer.subarray(at, at + 16_384));
    request.end();
  });
}

describe('a body over the limit', () => {
  it('answers 413 and leaves the keep-alive client able to send its next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const warm = await send(agent, '/healthz');
      expect(warm.status).toBe(200);
      for (const chunked of [false, true]) {
        const body = JSON.stringify({ pad: 'x'.repeat(300_000) });
        const headers: Record<string, string> = { 'content-type': 'application/json', cookie: 'form_key=abcdefghijklmnop', 'x-form-key': 'abcdefghijklmnop' };
        if (!chunked) headers['content-length'] = String(Buffer.byteLength(body));
        const tooLarge = await send(agent, '/customer/ajax/login', { method: 'POST', headers, body });
        expect(tooLarge.status).toBe(413);
        expect(JSON.parse(tooLarge.body).message).toMatch(/too large/);
        for (let i = 0; i < 3; i++) {
          const next = await send(agent, '/healthz');
          expect(next.status).toBe(200);
        }
      }
    } finally {
      agent.destroy();
    }
  });
});
