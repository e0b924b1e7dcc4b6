/**
 * Test doubles for the browser engine: a cookie target that honours expiry on a
 * given clock and records every write, and a fetch that counts its calls.
 * Used by unit tests only.
 */
import type { Clock } from '@shop/ui/clock';
import type { CookieTarget } from '../src/lib/cookies';
import { calls, type CallName } from '../src/config/contracts';
import type { PageSettings } from '../src/lib/page-settings';

interface StoredCookie {
  value: string;
  expires: number | undefined;
}

/** A `document.cookie` stand-in: keeps name → value, drops expired cookies, logs raw writes. */
export interface FakeCookieTarget extends CookieTarget {
  /** Every string written, in order. */
  readonly writes: string[];
  /** The attributes of the last write of a cookie (lower-case names). */
  attributes(name: string): Record<string, string> | undefined;
}

/** Creates a {@link FakeCookieTarget} whose expiry is judged on `clock`. */
export function createFakeCookieTarget(clock: Pick<Clock, 'now'> = { now: () => Date.now() }): FakeCookieTarget {
  const jar = new Map<string, StoredCookie>();
  const attributes = new Map<string, Record<string, string>>();
  const writes: string[] = [];
  const live = () => {
    for (const [name, cookie] of jar) if (cookie.expires !== undefined && cookie.expires <= clock.now()) jar.delete(name);
    return jar;
  };
  return {
    writes,
    attributes: (name) => attributes.get(name),
    get cookie() {
      return [...live()].map(([name, cookie]) => `${name}=${cookie.value}`).join('; ');
    },
    set cookie(raw: string) {
      writes.push(raw);
      const [pair = '', ...rest] = raw.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const attrs: Record<string, string> = {};
      for (const part of rest) {
        const [key = '', ...values] = part.split('=');
        attrs[key.trim().toLowerCase()] = values.join('=').trim();
      }
      attributes.set(name, attrs);
      const expires = attrs.expires === undefined ? undefined : Date.parse(attrs.expires);
      if (expires !== undefined && expires <= clock.now()) {
        jar.delete(name);
      } else {
        jar.set(name, { value, expires });
      }
    },
  };
}

/** One recorded fetch call. */
export interface FetchCall {
  url: URL;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

/** A fetch double that records its calls and answers through `respond`. */
export interface FakeFetch {
  fetch: typeof fetch;
  readonly calls: FetchCall[];
}

/** A JSON response. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Creates a {@link FakeFetch}; relative URLs are resolved against http://shop.test. */
export function createFakeFetch(respond: (call: FetchCall) => Response | Promise<Response>): FakeFetch {
  const calls: FetchCall[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FetchCall = {
      url: new URL(String(input), 'http://shop.test'),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    };
    calls.push(call);
    return respond(call);
  }) as typeof fetch;
  return { fetch: fetchImpl, calls };
}

/** Valid page settings for a shop at http://shop.test/, for tests (every call at its contract's path). */
export const minimalSettings: PageSettings = {
  baseUrl: 'http://shop.test/',
  storeId: 1,
  storeGroupId: 1,
  websiteId: 1,
  storeCode: 'default',
  currencyCode: 'USD',
  freeShipping: { threshold: 5000, currency: 'USD' },
  checkoutUrl: 'http://shop.test/checkout/',
  cartUrl: 'http://shop.test/checkout/cart/',
  wishlistUrl: 'http://shop.test/wishlist/',
  registerUrl: 'http://shop.test/customer/account/create/',
  forgotPasswordUrl: 'http://shop.test/customer/account/forgotpassword/',
  customerLoginUrl: 'http://shop.test/customer/account/login/',
  loginUrl: 'http://shop.test/customer/ajax/login',
  logoutUrl: 'http://shop.test/customer/account/logout/',
  isRedirectRequired: false,
  imageTemplate: 'product_image_with_borders',
  maxItemsToDisplay: 10,
  isGuestCheckoutAllowed: true,
  fastCheckout: null,
  customerPassword: { minLength: 8, minCharacterSets: 3 },
  cookieLifeTime: 3600,
  cookie: { path: '/', domain: '', secure: false, sameSite: 'lax' },
  minSearchLength: 3,
  urls: Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, `http://shop.test${call.path}`])) as Record<CallName, string>,
  customerData: { expirableSectionLifetime: 60, expirableSectionNames: ['cart', 'persistent'], persistentLifetime: 0 },
  sectionConfig: {
    sections: { 'checkout/cart/add': ['cart'], '*': ['messages'] },
    clientSideSections: [],
    baseUrls: ['http://shop.test/'],
    sectionNames: ['cart', 'customer', 'messages'],
  },
  captcha: {},
  blockNames: { lazy: [], rewards: [], blog: [] },
  productStorage: {},
  recentlyViewed: { allowToSendRequest: false, syncUrl: 'http://shop.test/catalog/product/frontend_action_synchronize', lifetime: 1000 },
  recentlyCompared: { allowToSendRequest: false, syncUrl: 'http://shop.test/catalog/product/frontend_action_synchronize', lifetime: 1000 },
  isPaginationCacheEnabled: false,
  logDisplayLevel: 'error',
  colorScheme: 'light',
  testMode: false,
};
