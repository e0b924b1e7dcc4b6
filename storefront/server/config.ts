import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOG_DISPLAY_LEVEL, isLogLevel, type LogLevel as BrowserLogLevel } from '@shop/ui/logger';
import { toMinor } from '@shop/ui/money';
import { checkRule } from '@shop/ui/validation';
import { COLOR_SCHEMES, DEFAULT_COLOR_SCHEME, STORE_NAME, TAG_MANAGER_SCRIPT_URL, type ColorScheme } from '../src/config/constants';
import { CAPTCHA_FORMS } from '../src/features/customer/captcha';
import { productionModeReason, productionRefusal } from './production-mode';
import { usesTestHashCost } from './lib/passwords';
import type { ThrottleLimit } from './throttle-rule';
import { throttleRules } from './throttles';

/** DATA_DIR's word for an embedded database kept in memory, not in a folder. */
export const IN_MEMORY = 'memory://';

export type { ThrottleLimit } from './throttle-rule';

/**
 * Which login-like forms show a captcha, and when: after failed attempts of the session or the
 * login name (`after_failures`), once the visitor's address has sent the form
 * `captchaIpAttempts` times within `captchaIpWindow` seconds (`after_ip_attempts`: registration),
 * always, or never.
 */
export type CaptchaMode = 'after_failures' | 'after_ip_attempts' | 'always' | 'never';

/** Every setting of the shop server, read once from the environment at start. */
export interface ShopConfig {
  /**
   * Production mode (env NODE_ENV=production, or an https BASE_URL; never the development server):
   * the start refuses a missing BASE_URL, the offline test gateway unless `allowTestPayments`, and
   * the test-only routes; a fresh database gets no demo customers. Read from the environment (an
   * override of `baseUrl` does not turn it on). @default false (the demo, as `npm start` runs it)
   */
  production: boolean;
  /**
   * Take orders through the offline test gateway in production mode (env ALLOW_TEST_PAYMENTS=true):
   * a test store on purpose, and every page says so. @default false
   */
  allowTestPayments: boolean;
  /** TCP port. @default 3000 */
  port: number;
  /** Interface to listen on. @default '0.0.0.0' */
  host: string;
  /** PGlite data folder, used when `databaseUrl` is empty; `memory://` keeps the data in memory. @default '<storefront>/.data' */
  dataDir: string;
  /** `postgres://…`: use a PostgreSQL server instead of PGlite. */
  databaseUrl: string | undefined;
  /**
   * The shop's public base URL (env BASE_URL, `https://shop.example/`), ending in '/': the only
   * source of absolute URLs (reset links, Secure cookies, HSTS). Never taken from a request's Host
   * or X-Forwarded-* headers. @default `http://localhost:<port>/` (or `http://<HOST>:<port>/` for a named HOST)
   */
  baseUrl: string;
  /**
   * Host names (with port where not the scheme's default) the shop answers (env ALLOWED_HOSTS,
   * comma-separated); a request for another Host answers 400. Empty: any Host is answered (it is
   * never used in an answer). @default []
   */
  allowedHosts: string[];
  /**
   * Addresses of proxies in front of the shop (env TRUSTED_PROXIES, comma-separated IPs): only a
   * request from one of them has its X-Forwarded-For read for the visitor's address. @default []
   */
  trustedProxies: string[];
  /** Session cookie name. @default 'shop_session' ('__Host-shop_session' when BASE_URL is https) */
  sessionCookie: string;
  /** Cookie and session lifetime in seconds (the page setting cookieLifeTime), renewed while the visitor is active. @default 3600 */
  cookieLifetime: number;
  /** Absolute session lifetime in seconds (env SESSION_MAX_LIFETIME): however active, a session ends this long after it began. @default 604800 (7 days) */
  sessionMaxLifetime: number;
  /**
   * Request limits per throttled call or check, by its name: each capability's `throttle.server.ts`
   * declares its rules with their setting (THROTTLE_LOGIN, THROTTLE_COUPON…, each
   * `perIp,perAccount,windowSeconds`) and default limits (`server/throttles.ts` collects them).
   * @default each rule's `limits`
   */
  throttle: Record<string, ThrottleLimit>;
  /** Seconds between runs of the purge of expired rows (env PURGE_INTERVAL). @default 900 */
  purgeInterval: number;
  /**
   * Shop processes serving the port (env WORKERS, node:cluster); more than 1 needs DATABASE_URL,
   * since the embedded database belongs to one process. @default 1
   */
  workers: number;
  /** Seconds during which a second password-reset e-mail to one address is not queued (env RESET_MAIL_INTERVAL). @default 600 */
  resetMailInterval: number;
  /** Most search phrases kept for suggestions (env SEARCH_TERMS_MAX); the least popular go first. @default 10000 */
  searchTermsMax: number;
  /** Failed logins (per session or per e-mail) after which the login captcha is required. @default 3 */
  captchaFailedAttempts: number;
  /** Whether the captcha answer must match letter case. @default true */
  captchaCaseSensitive: boolean;
  /** Captcha word length. @default 5 */
  captchaLength: number;
  /** Attempts from one address after which an `after_ip_attempts` form (registration) needs the captcha. @default 3 */
  captchaIpAttempts: number;
  /** The window those attempts are counted in, in seconds. @default 3600 */
  captchaIpWindow: number;
  /** Captcha mode per form id. @default { user_login: 'after_failures', user_forgotpassword: 'never', user_create: 'after_ip_attempts' } */
  captchaForms: Record<string, CaptchaMode>;
  /** Mini cart: how many recent items the browser shows. @default 10 */
  maxItemsToDisplay: number;
  /** Guests may check out without an account. @default true */
  guestCheckoutAllowed: boolean;
  /**
   * What Place Order does with the card (env PAYMENT_ACTION), as Magento's "Payment Action":
   * `authorize` holds the amount and staff capture it by invoicing the order; `authorize_capture`
   * captures at once and invoices the order automatically. @default 'authorize'
   */
  paymentAction: PaymentAction;
  /**
   * The test-only routes under `/__test/` (env SHOP_TEST_ROUTES=1): what an admin or a fault
   * would do, for the end-to-end suite. Never set it on a shop that faces the internet. @default false
   */
  testRoutes: boolean;
  /** `SHOP_TEST_FAST_HASHES=true`: passwords hashed at the test cost (`lib/passwords.ts`); production refuses it. */
  testHashCost: boolean;
  /**
   * The card payment module's fast-checkout start address (ending `checkout/fastcheckoutstart`);
   * the mini cart shows the fast-checkout button only when it is set. @default '' (off)
   */
  fastCheckoutUrl: string;
  /** Open the fast checkout in a modal instead of going to its start address. @default false */
  fastCheckoutModal: boolean;
  /** Optional text the empty mini cart shows under the standard sentence. @default '' */
  cartEmptyMessage: string;
  /**
   * Tag-manager container id (env GTM_CONTAINER_ID): with one, pages have a data layer and push
   * the analytics events; '' (env empty or `off`) turns analytics off. @default 'GTM-DEMO123' (the demo container)
   */
  tagManagerContainerId: string;
  /**
   * Address of the tag manager's loader script (env GTM_SCRIPT_URL), requested with `id=<container>`
   * once the page is interactive; '' (env `off`) loads none. @default Google's loader, none for the demo container
   */
  tagManagerScriptUrl: string;
  /**
   * The smart app-install banner for phone visitors (SPEC.md §2, §4): the app's id (env
   * SMART_BANNER_APP_ID; it prefixes the banner's cookies), name (SMART_BANNER_TITLE), publisher
   * (SMART_BANNER_AUTHOR) and store address per platform (SMART_BANNER_IOS_URL,
   * SMART_BANNER_ANDROID_URL, SMART_BANNER_WINDOWS_URL; a platform without one shows no banner);
   * null (env SMART_BANNER_APP_ID empty or `off`) shows none. @default the demo app, on every platform
   */
  smartBanner: SmartBannerConfig | null;
  /** The store's currency (ISO 4217): prices are stored, shown and summed in it. @default 'USD' */
  currency: string;
  /** Sections that expire after `expirableSectionLifetime` minutes in the browser. @default 60 */
  expirableSectionLifetime: number;
  /** Seconds a persistent section stays valid in the browser. @default 31536000 */
  persistentLifetime: number;
  /** Largest accepted request body in bytes (JSON and forms). @default 65536 */
  bodyLimit: number;
  /** Minimum log level. @default 'info' */
  logLevel: LogLevel;
  /**
   * The least severe level the browser's logger shows on the console (env LOG_DISPLAY_LEVEL:
   * debug, info, warn or error); lower entries are still kept by the logger. @default 'error' (SPEC.md §9)
   */
  logDisplayLevel: BrowserLogLevel;
  /**
   * The colour scheme of every page (env COLOR_SCHEME): 'light', 'dark' (the kit's dark theme), or
   * 'system' (each visitor's prefers-color-scheme); anything else is 'light'. @default 'light'
   */
  colorScheme: ColorScheme;
  /**
   * Addresses per sitemap (env SITEMAP_MAX_URLS): /sitemap.xml is an index naming one sitemap per
   * this many addresses; at most the protocol's 50,000. @default 50000
   */
  sitemapMaxUrls: number;
  /**
   * Publish product reviews as soon as they are written (env REVIEWS_AUTO_APPROVE); false keeps
   * every new review pending until staff approve it (Marketing › All Reviews), Magento's default. @default false
   */
  reviewsAutoApprove: boolean;
  /** Subtotal (minor units) from which Free Shipping is offered (env FREE_SHIPPING_THRESHOLD, '50.00'). @default 5000 */
  freeShippingThreshold: number;
  /**
   * Reward points a customer earns per whole unit of the currency (a dollar) of an invoice's subtotal
   * (env REWARD_POINTS_PER_CURRENCY_UNIT, a non-negative integer; 0: no points are earned). A credit
   * memo takes back the points of what it refunds. @default 1
   */
  rewardPointsPerCurrencyUnit: number;
  /** Flat Rate shipping per item (minor units; env FLAT_RATE_PER_ITEM, '5.00'). @default 500 */
  flatRatePerItem: number;
  /**
   * The full-page cache's size in bytes (env PAGE_CACHE_SIZE in MB; 0 turns the in-process cache
   * off, while tags and purges still go out for a CDN). ADR 0013. @default 64 MB
   */
  pageCacheBytes: number;
  /** Seconds a cached page is kept at most, as a safety net for changes made outside the shop (env PAGE_CACHE_MAX_AGE; 0: until purged). @default 86400 */
  pageCacheMaxAge: number;
  /**
   * The purge hook (env PAGE_CACHE_PURGE_URL): every purge is POSTed there with its tags (JSON body
   * `{"tags":[…]}` and a `Surrogate-Key` header), for a CDN, Varnish or the other shop processes. @default '' (none)
   */
  pageCachePurgeUrl: string;
  /**
   * The mail server (env MAIL_URL, `smtp://user:pass@host:587` or `smtps://…:465`); empty: mails
   * stay in the outbox and the demo's mail list shows them (ADR 0024). @default '' (none)
   */
  mailUrl: string;
  /** The sender's address (env MAIL_FROM). @default 'owner@example.com' */
  mailFrom: string;
  /** The sender's name (env MAIL_FROM_NAME). @default STORE_NAME */
  mailFromName: string;
  /** Where the contact form's messages go (env STORE_EMAIL). @default 'hello@example.com' */
  storeEmail: string;
  /**
   * Served by the development server (`npm run dev` sets it; never from the environment): never in
   * production mode, whatever the environment says. @default false
   */
  development: boolean;
  /** Sending attempts before a mail is marked failed (env MAIL_MAX_ATTEMPTS). @default 5 */
  mailMaxAttempts: number;
  /** The first retry's delay in seconds, doubled after each failure (env MAIL_RETRY_SECONDS). @default 60 */
  mailRetrySeconds: number;
  /** Seconds between the mail worker's looks at the outbox (env MAIL_POLL_INTERVAL); a mail queued by this process is sent at once. @default 5 */
  mailPollInterval: number;
  /** Seconds a worker holds a mail it took; a worker that died lets another take it after this (env MAIL_LEASE_SECONDS). @default 120 */
  mailLeaseSeconds: number;
  /** Seconds a back-office session lasts without activity (env ADMIN_SESSION_LIFETIME; Magento's admin default). @default 900 */
  staffSessionLifetime: number;
  /**
   * Whether every member of staff signs in with a code from an authenticator app as well as the
   * password (env ADMIN_2FA=required|optional). Optional: only those who enrolled are asked.
   * @default 'required' in production mode, 'optional' in the demo
   */
  staffTwoFactor: 'required' | 'optional';
  /** Failed sign-ins in a row that lock a back-office account (env ADMIN_LOCKOUT_FAILURES; Magento's default). @default 6 */
  staffLockoutFailures: number;
  /** Minutes a locked back-office account stays locked (env ADMIN_LOCKOUT_MINUTES). @default 30 */
  staffLockoutMinutes: number;
}

/** The app the smart banner offers. */
export interface SmartBannerConfig {
  appId: string;
  title: string;
  author: string;
  storeUrls: { ios?: string; android?: string; windows?: string };
}

/** The demo shop's app listing (replace the addresses with the store's own app). */
export const DEMO_SMART_BANNER: SmartBannerConfig = {
  appId: 'summit-outfitters',
  title: 'Summit Outfitters',
  // The title already names the shop; a publisher line would repeat it.
  author: '',
  storeUrls: {
    ios: 'https://apps.apple.com/app/summit-outfitters/id0000000000',
    android: 'https://play.google.com/store/apps/details?id=com.example.summitoutfitters',
    windows: 'https://apps.microsoft.com/detail/summit-outfitters',
  },
};

function storeUrl(value: string | undefined, fallback: string | undefined): string | undefined {
  if (value === undefined) return fallback;
  const url = value.trim();
  if (url === '' || url.toLowerCase() === 'off') return undefined;
  if (!/^https:\/\/[^/\s]+\S*$/.test(url)) throw new Error(`Expected an https address of an app store listing, got "${value}"`);
  return url;
}

function smartBanner(env: Record<string, string | undefined>): SmartBannerConfig | null {
  const appId = env.SMART_BANNER_APP_ID?.trim() ?? DEMO_SMART_BANNER.appId;
  if (appId === '' || appId.toLowerCase() === 'off') return null;
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(appId)) throw new Error(`Expected an app id of letters, digits, '.', '_' or '-', got "${appId}"`);
  const demo = appId === DEMO_SMART_BANNER.appId ? DEMO_SMART_BANNER.storeUrls : {};
  const storeUrls = {
    ios: storeUrl(env.SMART_BANNER_IOS_URL, demo.ios),
    android: storeUrl(env.SMART_BANNER_ANDROID_URL, demo.android),
    windows: storeUrl(env.SMART_BANNER_WINDOWS_URL, demo.windows),
  };
  return {
    appId,
    title: env.SMART_BANNER_TITLE?.trim() || DEMO_SMART_BANNER.title,
    author: env.SMART_BANNER_AUTHOR?.trim() ?? DEMO_SMART_BANNER.author,
    storeUrls: Object.fromEntries(Object.entries(storeUrls).filter(([, url]) => url !== undefined)),
  };
}

/** Magento's payment actions: authorize only, or authorize and capture at placement. */
export const PAYMENT_ACTIONS = ['authorize', 'authorize_capture'] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

/** PAYMENT_ACTION checked: one of PAYMENT_ACTIONS, else the start fails. */
function paymentAction(value: string | undefined): PaymentAction {
  const action = (value ?? '').trim().toLowerCase();
  if (action === '') return 'authorize';
  const known = PAYMENT_ACTIONS.find((candidate) => candidate === action);
  if (!known) throw new Error(`Expected PAYMENT_ACTION to be ${PAYMENT_ACTIONS.join(' or ')}, got "${value}"`);
  return known;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** The storefront package folder, found from this file both in the sources and in build/server. */
export function storefrontRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '..'), path.resolve(here, '../..'), process.cwd(), path.resolve(process.cwd(), 'storefront')];
  for (const dir of candidates) {
    if (existsSync(path.join(dir, 'server', 'db', 'migrations', 'meta', '_journal.json'))) return dir;
  }
  throw new Error(`Cannot find the storefront folder (looked in ${candidates.join(', ')})`);
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`Expected a non-negative integer, got "${value}"`);
  return parsed;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function staffTwoFactor(value: string | undefined, production: boolean): ShopConfig['staffTwoFactor'] {
  if (value === undefined || value.trim() === '') return production ? 'required' : 'optional';
  if (value === 'required' || value === 'optional') return value;
  throw new Error(`Expected ADMIN_2FA as "required" or "optional", got "${value}"`);
}

function currencyCode(value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code) || !Intl.supportedValuesOf('currency').includes(code)) throw new Error(`Expected an ISO 4217 currency code, got "${value}"`);
  return code;
}

/** A non-negative amount in decimal text ('50.00') as minor units of the currency. */
function amount(value: string | undefined, fallback: string, currency: string): number {
  const minor = toMinor(value === undefined || value === '' ? fallback : value, currency);
  if (minor < 0) throw new Error(`Expected a non-negative amount, got "${value}"`);
  return minor;
}

/** The demo shop's container: its data layer runs, but no third-party loader is fetched for it. */
export const DEMO_TAG_MANAGER_CONTAINER = 'GTM-DEMO123';

function tagManagerContainer(value: string | undefined): string {
  if (value === undefined) return DEMO_TAG_MANAGER_CONTAINER;
  const id = value.trim();
  if (id === '' || id.toLowerCase() === 'off') return '';
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) throw new Error(`Expected a tag-manager container id such as GTM-XXXXXXX, got "${value}"`);
  return id;
}

function tagManagerScript(value: string | undefined, containerId: string): string {
  if (!containerId) return '';
  const url = value?.trim() ?? '';
  if (url === '') return containerId === DEMO_TAG_MANAGER_CONTAINER ? '' : TAG_MANAGER_SCRIPT_URL;
  if (url.toLowerCase() === 'off') return '';
  if (!/^(https?:\/\/[^/\s]+|\/)\S*$/.test(url)) throw new Error(`Expected an http(s) address or a path for the tag-manager script, got "${value}"`);
  return url;
}

/** The base URL of a local run: the port the shop listens on, on localhost unless HOST names an address. */
function defaultBaseUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}/`;
}

/** PAGE_CACHE_PURGE_URL: an http(s) address, or '' for none. */
function purgeUrl(value: string | undefined): string {
  const url = (value ?? '').trim();
  if (url === '' || url.toLowerCase() === 'off') return '';
  if (!/^https?:\/\/[^/\s]+\S*$/.test(url)) throw new Error(`Expected PAGE_CACHE_PURGE_URL to be an http(s) address, got "${value}"`);
  return url;
}

/** MAIL_URL checked: an smtp:// or smtps:// address (the error never repeats it: it may hold a password). */
function mailUrl(value: string | undefined): string {
  const url = (value ?? '').trim();
  if (url === '') return '';
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // reported below
  }
  if (!parsed || !['smtp:', 'smtps:'].includes(parsed.protocol) || !parsed.hostname) throw new Error('Expected MAIL_URL to be an smtp:// or smtps:// address');
  return url;
}

/** A sender or store address setting: a valid e-mail address, else the start fails. */
function mailAddress(name: string, value: string | undefined, fallback: string): string {
  const address = (value ?? '').trim() || fallback;
  if (checkRule('validate-email', address) !== null) throw new Error(`Expected ${name} to be an e-mail address, got "${address}"`);
  return address;
}

/** BASE_URL checked and normalised: an http(s) origin with an optional path, ending in '/'. */
function baseUrl(value: string | undefined, fallback: string): string {
  if (value === undefined || value.trim() === '') return fallback;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`Expected BASE_URL to be an absolute http(s) address, got "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash) {
    throw new Error(`Expected BASE_URL to be an http(s) address without credentials, query or fragment, got "${value}"`);
  }
  return `${url.origin}${url.pathname.replace(/\/*$/, '/')}`;
}

/** A comma-separated list, trimmed and lower-cased, without empty entries. */
function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

/** The THROTTLE_* settings: `perIp,perAccount,windowSeconds` per rule (non-negative integers, a window of at least 1 s). */
function throttle(env: Record<string, string | undefined>): Record<string, ThrottleLimit> {
  return Object.fromEntries(
    Object.entries(throttleRules).map(([name, rule]) => {
      const value = env[rule.setting];
      if (value === undefined || value.trim() === '') return [name, { ...rule.limits }];
      const parts = value.split(',').map((part) => part.trim());
      if (parts.length !== 3 || parts.some((part) => !/^\d{1,9}$/.test(part)) || Number(parts[2]) < 1) {
        throw new Error(`Expected ${rule.setting} as perIp,perAccount,windowSeconds (e.g. "30,10,900"), got "${value}"`);
      }
      const [perIp, perAccount, windowSeconds] = parts.map(Number) as [number, number, number];
      return [name, { perIp, perAccount, windowSeconds }];
    }),
  );
}

const logLevels: LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

/**
 * Reads the configuration from environment variables (PORT, HOST, DATA_DIR, DATABASE_URL,
 * BASE_URL, ALLOWED_HOSTS, TRUSTED_PROXIES, COOKIE_LIFETIME, SESSION_MAX_LIFETIME, THROTTLE_*, PURGE_INTERVAL,
 * RESET_MAIL_INTERVAL, SEARCH_TERMS_MAX, CAPTCHA_FAILED_ATTEMPTS, CAPTCHA_CASE_SENSITIVE, CAPTCHA_IP_ATTEMPTS, CAPTCHA_IP_WINDOW,
 * MAX_ITEMS_TO_DISPLAY, GUEST_CHECKOUT, PAYMENT_ACTION, CURRENCY, BODY_LIMIT, LOG_LEVEL, LOG_DISPLAY_LEVEL, COLOR_SCHEME, FREE_SHIPPING_THRESHOLD,
 * REWARD_POINTS_PER_CURRENCY_UNIT, FLAT_RATE_PER_ITEM, GTM_CONTAINER_ID, GTM_SCRIPT_URL, SMART_BANNER_*, SITEMAP_MAX_URLS,
 * REVIEWS_AUTO_APPROVE, PAGE_CACHE_SIZE, PAGE_CACHE_MAX_AGE, PAGE_CACHE_PURGE_URL, NODE_ENV, ALLOW_TEST_PAYMENTS, MAIL_*,
 * ADMIN_SESSION_LIFETIME, ADMIN_2FA, ADMIN_LOCKOUT_FAILURES, ADMIN_LOCKOUT_MINUTES), with
 * overrides on top. Throws one line saying what to set when a setting is wrong or, in production
 * mode, missing (`productionRefusal`).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<ShopConfig> = {}): ShopConfig {
  const level = (env.LOG_LEVEL ?? 'info') as LogLevel;
  const port = overrides.port ?? int(env.PORT, 3000);
  const host = overrides.host ?? (env.HOST || '0.0.0.0');
  const productionReason = overrides.development ? null : productionModeReason(env);
  const config: ShopConfig = {
    production: productionReason !== null,
    allowTestPayments: bool(env.ALLOW_TEST_PAYMENTS, false),
    port,
    host,
    // A folder, made absolute; `memory://` (the database's own word for no folder) stays as it is.
    dataDir: env.DATA_DIR && !env.DATA_DIR.startsWith(IN_MEMORY) ? path.resolve(env.DATA_DIR) : (env.DATA_DIR ?? ''),
    databaseUrl: env.DATABASE_URL || undefined,
    baseUrl: baseUrl(env.BASE_URL, defaultBaseUrl(host, port)),
    allowedHosts: list(env.ALLOWED_HOSTS),
    trustedProxies: list(env.TRUSTED_PROXIES),
    sessionCookie: 'shop_session',
    cookieLifetime: int(env.COOKIE_LIFETIME, 3600),
    sessionMaxLifetime: int(env.SESSION_MAX_LIFETIME, 604_800),
    throttle: throttle(env),
    purgeInterval: int(env.PURGE_INTERVAL, 900),
    workers: Math.max(1, int(env.WORKERS, 1)),
    resetMailInterval: int(env.RESET_MAIL_INTERVAL, 600),
    searchTermsMax: int(env.SEARCH_TERMS_MAX, 10_000),
    captchaFailedAttempts: int(env.CAPTCHA_FAILED_ATTEMPTS, 3),
    captchaCaseSensitive: bool(env.CAPTCHA_CASE_SENSITIVE, true),
    captchaLength: 5,
    captchaIpAttempts: int(env.CAPTCHA_IP_ATTEMPTS, 3),
    captchaIpWindow: int(env.CAPTCHA_IP_WINDOW, 3600),
    captchaForms: { [CAPTCHA_FORMS.login]: 'after_failures', user_forgotpassword: 'never', [CAPTCHA_FORMS.register]: 'after_ip_attempts' },
    maxItemsToDisplay: int(env.MAX_ITEMS_TO_DISPLAY, 10),
    guestCheckoutAllowed: bool(env.GUEST_CHECKOUT, true),
    paymentAction: paymentAction(env.PAYMENT_ACTION),
    testRoutes: bool(env.SHOP_TEST_ROUTES, false),
    testHashCost: usesTestHashCost(env),
    fastCheckoutUrl: env.FAST_CHECKOUT_URL ?? '',
    fastCheckoutModal: bool(env.FAST_CHECKOUT_MODAL, false),
    cartEmptyMessage: env.CART_EMPTY_MESSAGE ?? '',
    tagManagerContainerId: tagManagerContainer(env.GTM_CONTAINER_ID),
    tagManagerScriptUrl: tagManagerScript(env.GTM_SCRIPT_URL, tagManagerContainer(env.GTM_CONTAINER_ID)),
    smartBanner: smartBanner(env),
    currency: currencyCode(env.CURRENCY, 'USD'),
    expirableSectionLifetime: 60,
    persistentLifetime: 31_536_000,
    bodyLimit: int(env.BODY_LIMIT, 65_536),
    sitemapMaxUrls: Math.min(Math.max(1, int(env.SITEMAP_MAX_URLS, 50_000)), 50_000),
    reviewsAutoApprove: bool(env.REVIEWS_AUTO_APPROVE, false),
    logLevel: logLevels.includes(level) ? level : 'info',
    logDisplayLevel: isLogLevel(env.LOG_DISPLAY_LEVEL) ? env.LOG_DISPLAY_LEVEL : DEFAULT_LOG_DISPLAY_LEVEL,
    colorScheme: COLOR_SCHEMES.find((scheme) => scheme === env.COLOR_SCHEME) ?? DEFAULT_COLOR_SCHEME,
    freeShippingThreshold: amount(env.FREE_SHIPPING_THRESHOLD, '50.00', currencyCode(env.CURRENCY, 'USD')),
    rewardPointsPerCurrencyUnit: int(env.REWARD_POINTS_PER_CURRENCY_UNIT, 1),
    flatRatePerItem: amount(env.FLAT_RATE_PER_ITEM, '5.00', currencyCode(env.CURRENCY, 'USD')),
    pageCacheBytes: int(env.PAGE_CACHE_SIZE, 64) * 1024 * 1024,
    pageCacheMaxAge: int(env.PAGE_CACHE_MAX_AGE, 86_400),
    pageCachePurgeUrl: purgeUrl(env.PAGE_CACHE_PURGE_URL),
    mailUrl: mailUrl(env.MAIL_URL),
    mailFrom: mailAddress('MAIL_FROM', env.MAIL_FROM, 'owner@example.com'),
    mailFromName: env.MAIL_FROM_NAME?.replace(/[\r\n]+/g, ' ').trim() || STORE_NAME,
    storeEmail: mailAddress('STORE_EMAIL', env.STORE_EMAIL, 'hello@example.com'),
    development: false,
    mailMaxAttempts: Math.max(1, int(env.MAIL_MAX_ATTEMPTS, 5)),
    mailRetrySeconds: Math.max(1, int(env.MAIL_RETRY_SECONDS, 60)),
    mailPollInterval: Math.max(1, int(env.MAIL_POLL_INTERVAL, 5)),
    mailLeaseSeconds: Math.max(5, int(env.MAIL_LEASE_SECONDS, 120)),
    staffSessionLifetime: Math.max(60, int(env.ADMIN_SESSION_LIFETIME, 900)),
    staffTwoFactor: staffTwoFactor(env.ADMIN_2FA, productionReason !== null),
    staffLockoutFailures: Math.max(1, int(env.ADMIN_LOCKOUT_FAILURES, 6)),
    staffLockoutMinutes: Math.max(1, int(env.ADMIN_LOCKOUT_MINUTES, 30)),
    ...overrides,
  };
  if (overrides.baseUrl !== undefined) config.baseUrl = baseUrl(overrides.baseUrl, config.baseUrl);
  // Served over HTTPS, the session cookie takes the __Host- prefix: the browser then keeps it only
  // when it is Secure, for path / and without a Domain, so no sibling host can plant or shadow it.
  if (overrides.sessionCookie === undefined && config.baseUrl.startsWith('https:')) config.sessionCookie = `__Host-${config.sessionCookie}`;
  if (!config.dataDir && !config.databaseUrl) config.dataDir = path.join(storefrontRoot(), '.data');
  if (config.workers > 1 && !config.databaseUrl) throw new Error(`WORKERS=${config.workers} needs DATABASE_URL: the embedded database (DATA_DIR) belongs to one process`);
  if (config.production && productionReason !== null) {
    const refusal = productionRefusal(config, { reason: productionReason, baseUrlSet: Boolean(env.BASE_URL?.trim()) || overrides.baseUrl !== undefined });
    if (refusal) throw new Error(refusal);
  }
  return config;
}

/** Whether the shop is served over HTTPS: its configured base URL says so (never a request header). */
export function isHttps(config: Pick<ShopConfig, 'baseUrl'>): boolean {
  return config.baseUrl.startsWith('https://');
}
