/**
 * The absolute address `candidate` leads to when it stays on the origin of `base`, else `undefined`.
 *
 * The candidate is resolved with the WHATWG URL parser, the one the browser navigates with, so
 * every spelling that leaves the site is refused however it is written: `https://evil.test`,
 * protocol-relative `//evil.test`, the backslash forms `/\evil.test` and `\\evil.test` (read as
 * `//`), tabs or newlines inside them, and any non-HTTP scheme (`javascript:`, `data:`), whose
 * origin is opaque. Use the returned address, not the candidate: it is what was checked.
 *
 * @param candidate an address from a server answer (relative or absolute)
 * @param base the page's address, which relative candidates resolve against
 */
export function sameOriginUrl(candidate: unknown, base: string): string | undefined {
  if (typeof candidate !== 'string' || candidate.trim() === '') return undefined;
  let baseUrl: URL;
  let target: URL;
  try {
    baseUrl = new URL(base);
    target = new URL(candidate, baseUrl);
  } catch {
    return undefined;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return undefined;
  return target.origin === baseUrl.origin ? target.href : undefined;
}
