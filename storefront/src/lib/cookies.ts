import { COOKIE_PATH, DEFAULT_COOKIE_SAME_SITE } from '../config/constants';
import { getClock, type Clock } from '@shop/ui/clock';

/** SameSite values a shop cookie may use. */
export type SameSite = 'lax' | 'strict' | 'none';

/** Attributes of a cookie write. */
export interface CookieOptions {
  /** Expiry; a session cookie when omitted. */
  expires?: Date;
  /** @default '/' */
  path?: string;
  /** Cookie domain; the current host when omitted. */
  domain?: string;
  /** @default 'lax' */
  sameSite?: SameSite;
  /** Sent over HTTPS only. SameSite=None always sets it (browsers require it). @default false */
  secure?: boolean;
}

/** Something with a read/write `cookie` string, like `document`. */
export interface CookieTarget {
  cookie: string;
}

/** Reads and writes the page's cookies. */
export interface CookieJar {
  /** The decoded value, or undefined when the cookie is not set. */
  get(name: string): string | undefined;
  /** Whether the cookie is set (even to an empty string). */
  has(name: string): boolean;
  /** Writes a cookie (the value is URI-encoded). */
  set(name: string, value: string, options?: CookieOptions): void;
  /** Expires a cookie now (same path and domain as it was written with). */
  remove(name: string, options?: Pick<CookieOptions, 'path' | 'domain'>): void;
  /** Parses a JSON cookie; undefined when missing or not valid JSON. */
  getJson(name: string): unknown;
  /** Writes a value as a JSON cookie. */
  setJson(name: string, value: unknown, options?: CookieOptions): void;
}

/** A date `ms` milliseconds from now on the given clock: the usual way to build `expires`. */
export function expiresIn(ms: number, clock: Clock = getClock()): Date {
  return new Date(clock.now() + ms);
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Splits a `cookie` header or `document.cookie` into decoded name → value pairs (first one wins). */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    const name = part.slice(0, separator).trim();
    if (!name || cookies.has(name)) continue;
    cookies.set(name, decode(part.slice(separator + 1).trim()));
  }
  return cookies;
}

/** Builds the string written to `document.cookie` for one cookie. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const sameSite = options.sameSite ?? DEFAULT_COOKIE_SAME_SITE;
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? COOKIE_PATH}`];
  if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`);
  if (options.domain) parts.push(`domain=${options.domain}`);
  parts.push(`samesite=${sameSite}`);
  if (options.secure || sameSite === 'none') parts.push('secure');
  return parts.join('; ');
}

/** A cookie jar over `document` (or any object with a `cookie` string, for tests). */
export function createCookieJar(target: CookieTarget = document): CookieJar {
  const jar: CookieJar = {
    get: (name) => parseCookies(target.cookie).get(name),
    has: (name) => parseCookies(target.cookie).has(name),
    set: (name, value, options) => {
      target.cookie = serializeCookie(name, value, options);
    },
    remove: (name, options = {}) => {
      target.cookie = serializeCookie(name, '', { ...options, expires: new Date(0) });
    },
    getJson: (name) => {
      const raw = jar.get(name);
      if (raw === undefined || raw === '') return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return undefined;
      }
    },
    setJson: (name, value, options) => {
      jar.set(name, JSON.stringify(value), options);
    },
  };
  return jar;
}
