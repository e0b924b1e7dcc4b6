import type { Context, MiddlewareHandler } from 'hono';
import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
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

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part read as the last two). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = dotted
    ? `${address.slice(0, dotted.index)}${((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16)}:${((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16)}`
    : address;
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const [head = '', tail] = hex.split('::');
  if (tail === undefined) return groups(head);
  const left = groups(head);
  const right = groups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** Longest subject a per-address limit stores (anything longer is no address). */
const MAX_ADDRESS_KEY = 64;

/**
 * The key every per-address limit counts a visitor under (the throttle, the registration
 * captcha): an IPv4 address whole; an IPv6 address by its /64 prefix, because one subscriber
 * gets a whole /64 and could otherwise take a fresh budget per address; an IPv4-mapped IPv6
 * address (`::ffff:a.b.c.d`) as its IPv4 address.
 */
export function addressKey(address: string): string {
  const plain = address.trim().toLowerCase().replace(/%.*$/, '');
  if (!isIPv6(plain)) return plain.slice(0, MAX_ADDRESS_KEY);
  const groups = ipv6Groups(plain);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The visitor's {@link addressKey}: what every per-address limit counts ('unknown' when the app is called directly). */
export function clientAddressKey(c: Context, config: Pick<ShopConfig, 'trustedProxies'>): string {
  return addressKey(clientAddress(c, config) ?? 'unknown');
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
