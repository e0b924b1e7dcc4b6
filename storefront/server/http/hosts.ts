import type { Context, MiddlewareHandler } from 'hono';
import type { IncomingMessage } from 'node:http';
import type { ShopConfig } from '../config';
import { HttpError } from '../../src/lib/http-error';

/** The TCP peer of a request served by @hono/node-server (undefined when the app is called directly). */
function peerAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const address = incoming?.socket?.remoteAddress;
  // An IPv4 peer on a dual-stack socket reads '::ffff:10.0.0.1'.
  return address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '').toLowerCase();
}

/**
 * The visitor's address: the TCP peer, or — only when the peer is one of TRUSTED_PROXIES — the
 * nearest X-Forwarded-For entry that is not itself a trusted proxy. Anyone else's
 * X-Forwarded-For is ignored.
 */
export function clientAddress(c: Context, config: Pick<ShopConfig, 'trustedProxies'>): string | undefined {
  const peer = peerAddress(c);
  if (!peer || !config.trustedProxies.includes(peer)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim().toLowerCase())
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index--) {
    if (!config.trustedProxies.includes(hops[index]!)) return hops[index];
  }
  return peer;
}

/**
 * Refuses (400) a request for a Host outside ALLOWED_HOSTS when the list is set. The Host is only
 * checked, never used: absolute URLs come from BASE_URL alone.
 */
export function allowedHostGuard(config: Pick<ShopConfig, 'allowedHosts'>): MiddlewareHandler {
  return async (c, next) => {
    if (config.allowedHosts.length > 0) {
      const host = (c.req.header('host') ?? '').trim().toLowerCase();
      if (!config.allowedHosts.includes(host)) throw new HttpError(400, 'Unknown host.');
    }
    await next();
  };
}
