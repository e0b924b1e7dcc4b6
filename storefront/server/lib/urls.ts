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
 * else undefined. Refused before parsing: any backslash (`/\\evil.example` is `//evil.example` to a
 * browser) and control characters, raw or percent-encoded (`/\t/evil.example`, `/%09/evil.example`),
 * which browsers strip or read as slashes. Checked after normalisation (dot segments resolved, `%2e`
 * read as a dot, as a browser does): the result must still be one slash and a path on the base URL's
 * origin and under its path, so `/..//evil.example` or `/%2e%2e//evil.example` (which become
 * `//evil.example`), another origin or scheme, and protocol-relative `//host` are refused. The
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
  const isAbsolute = hasScheme.test(decoded);
  if (isAbsolute ? !hasScheme.test(baseUrl) : !decoded.startsWith('/')) return undefined;
  let target: URL;
  try {
    target = isAbsolute ? new URL(decoded) : new URL(decoded, base.origin);
  } catch {
    return undefined;
  }
  const path = `${target.pathname}${target.search}${target.hash}`;
  return target.origin === base.origin && isSameOriginPath(path, base) && target.pathname.startsWith(base.pathname) ? path : undefined;
}

/** An absolute URL's start: a scheme and its colon. */
const hasScheme = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Whether a normalised address is a path a browser keeps on `base`'s origin: one slash, then not a
 * slash or backslash (`//host` and `/\\host` name another host), and resolving to that origin.
 */
function isSameOriginPath(path: string, base: URL): boolean {
  return /^\/(?![/\\])/.test(path) && new URL(path, base.origin).origin === base.origin;
}
