/** Where the smart banner remembers that it was closed or the app installed. */
export interface BannerCookieStore {
  /** The cookie's value, or undefined when it is missing or expired. */
  get(name: string): string | undefined;
  /** Writes a cookie that expires at `expires`. */
  set(name: string, value: string, expires: Date): void;
}

/** Cookies of the page (`document.cookie`), path `/`, SameSite=Lax (SPEC.md §9 default). */
export const documentCookieStore: BannerCookieStore = {
  get(name) {
    if (typeof document === 'undefined') return undefined;
    const prefix = `${encodeURIComponent(name)}=`;
    const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
  },
  set(name, value, expires) {
    if (typeof document === 'undefined') return;
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; samesite=lax${secure}`;
  },
};

/**
 * A cookie store kept in memory, for stories and tests that must not share the
 * page's cookies. Expiry is checked against `now`.
 */
export function createMemoryCookieStore(now: () => Date = () => new Date()): BannerCookieStore {
  const cookies = new Map<string, { value: string; expires: number }>();
  return {
    get(name) {
      const cookie = cookies.get(name);
      if (!cookie) return undefined;
      if (cookie.expires <= now().getTime()) {
        cookies.delete(name);
        return undefined;
      }
      return cookie.value;
    },
    set(name, value, expires) {
      cookies.set(name, { value, expires: expires.getTime() });
    },
  };
}
