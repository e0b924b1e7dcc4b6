/** Paths of the shop's pages and files (relative to the base URL, as the platform writes them). */
export const shopPaths = {
  home: '/',
  cart: '/checkout/cart/',
  checkout: '/checkout/',
  login: '/customer/account/login/',
  register: '/customer/account/create/',
  forgotPassword: '/customer/account/forgotpassword/',
  /** The reset link's page (the e-mail adds `?token=`). */
  createPassword: '/customer/account/createPassword/',
  account: '/customer/account/',
  logout: '/customer/account/logout/',
  search: '/catalogsearch/result/',
} as const;

/**
 * The absolute address of a shop path (`/women.html`), under the configured base URL only: never
 * from a request's Host or X-Forwarded-* headers, so no cache can be taught another host.
 */
export function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export const productUrl = (urlKey: string) => `/${urlKey}.html`;
export const categoryUrl = (urlPath: string) => `/${urlPath}.html`;

export { imageUrl, productTabs, tabUrl, type ProductTabId } from '../../src/features/catalog/contract';

/**
 * The server's one check of a redirect target (the login_redirect cookie, a referer, a
 * `?redirect=` or return path): the path-absolute address on the shop's own origin it leads to,
 * else undefined. Refused: another origin or scheme, protocol-relative `//host`, any backslash
 * (`/\evil.example` is `//evil.example` to a browser), control characters raw or percent-encoded
 * (`/\t/evil.example`, `/%09/evil.example`), and anything outside the base URL's path. The
 * browser's counterpart is `sameOriginUrl` of `@shop/ui/form-post`.
 * @param value the candidate, percent-encoded once as a cookie holds it
 * @param baseUrl the configured base URL (`config.baseUrl`); a relative one (the page settings'
 *   `/`) checks path-absolute candidates only, for callers that have no configuration at hand
 */
export function safeRedirectPath(value: unknown, baseUrl: string): string | undefined {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  const unsafe = /[\\\u0000-\u001f\u007f]|%(?:[01][0-9a-f]|7f|5c)/i;
  if (unsafe.test(decoded)) return undefined;
  const base = new URL(baseUrl, 'http://shop.invalid');
  let target: URL;
  if (/^[a-z][a-z0-9+.-]*:/i.test(decoded)) {
    try {
      target = new URL(decoded);
    } catch {
      return undefined;
    }
    if (target.protocol !== base.protocol || target.host !== base.host) return undefined;
  } else {
    if (!decoded.startsWith('/') || decoded.startsWith('//')) return undefined;
    target = new URL(decoded, base.origin);
    if (target.origin !== base.origin) return undefined;
  }
  if (!target.pathname.startsWith(base.pathname)) return undefined;
  return `${target.pathname}${target.search}${target.hash}`;
}
