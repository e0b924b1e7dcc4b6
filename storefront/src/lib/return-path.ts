/**
 * Where a shopper may be sent back to after signing in: a path of this shop, never another site.
 *
 * Accepted: a path-absolute address (`/sales/order/history?limit=20`), or an absolute `http(s)`
 * address on the shop's own origin (the checkout saves its configured URL so), which is reduced
 * to its path. Refused (null): anything with another scheme or origin, protocol-relative `//host`,
 * a backslash anywhere (browsers read `/\host` as `//host`), control characters or whitespace
 * (the URL parser drops tabs and newlines, so `/\t/host` would become `//host`), and anything
 * that is not a string. The answer is what was checked: use it, not the input.
 *
 * @param value the candidate (a cookie, a query parameter), already URL-decoded
 * @param origin the shop's origin (from the configured base URL), for absolute candidates
 */
export function safeReturnPath(value: unknown, origin?: string): string | null {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return null;
  let path = value;
  if (!value.startsWith('/')) {
    if (!origin || !/^https?:\/\//i.test(value)) return null;
    let url: URL;
    try {
      url = new URL(value);
      if (url.origin !== new URL(origin).origin || url.username || url.password) return null;
    } catch {
      return null;
    }
    path = `${url.pathname}${url.search}${url.hash}`;
  }
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  // What the browser would make of it must stay on the same origin and be the same path.
  try {
    const resolved = new URL(path, 'http://shop.invalid');
    if (resolved.origin !== 'http://shop.invalid') return null;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return null;
  }
}
