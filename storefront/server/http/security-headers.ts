import type { MiddlewareHandler } from 'hono';
import { isHttps, type ShopConfig } from '../config';
import { RESOURCE_POLICY } from './content-security-policy';

/**
 * The headers every answer carries (pages, calls, errors and static files alike): no MIME
 * sniffing, framing only by the shop itself, referrers without path or query to other sites, no
 * powerful browser features, and HSTS when the shop is served over HTTPS (its base URL).
 *
 * A rendered page brings its own Content-Security-Policy (its inline scripts' nonce or hashes,
 * content-security-policy.ts, ADR 0012); every other answer gets RESOURCE_POLICY, which runs no
 * script.
 */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), payment=(self)',
} as const;

/** HSTS for an HTTPS shop: one year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Sets the security headers on every answer that passes through (after the handler ran). */
export function securityHeaders(config: Pick<ShopConfig, 'baseUrl'>): MiddlewareHandler {
  const https = isHttps(config);
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', RESOURCE_POLICY);
    if (https) c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  };
}
