import { PERSISTENT_SECTION, REDIRECT_RESPONSE_KEYS, SECTION_DATA_ID_INVALIDATION_STEP } from '../../config/constants';

/** One section's data as the server sends it; `data_id` is its version (seconds). */
export type SectionData = Record<string, unknown> & { data_id?: number };

/** Section name → section data. */
export type SectionsPayload = Record<string, SectionData>;

/** Section name → data_id, as kept in the `section_data_ids` cookie. */
export type SectionDataIds = Record<string, number>;

/** Which sections exist and which actions invalidate them. */
export interface SectionConfig {
  /** Action path (lower case, may contain `*`) → sections it invalidates; the `*` key applies to every action. */
  sections: Readonly<Record<string, readonly string[]>>;
  /** Every section the page knows. */
  sectionNames: readonly string[];
  /** Sections kept only in the browser; never loaded or invalidated on the server. */
  clientSideSections: readonly string[];
  /** Base URLs stripped from action URLs before matching. */
  baseUrls: readonly string[];
}

/** Lifetimes of the sections that expire on the client. */
export interface SectionLifetimes {
  /** Minutes. */
  expirableSectionLifetime: number;
  expirableSectionNames: readonly string[];
  /** Seconds the persistent section stays valid after its data_id. */
  persistentLifetime: number;
}

const ALL_SECTIONS = '*';

/**
 * Builds the section configuration. Without an explicit list, the section names are
 * every section the action map mentions.
 */
export function createSectionConfig(input: {
  sections: Readonly<Record<string, readonly string[]>>;
  sectionNames?: readonly string[];
  clientSideSections?: readonly string[];
  baseUrls?: readonly string[];
}): SectionConfig {
  const derived = new Set<string>();
  for (const names of Object.values(input.sections)) {
    for (const name of names) if (name !== ALL_SECTIONS) derived.add(name);
  }
  return {
    sections: input.sections,
    sectionNames: input.sectionNames ? [...input.sectionNames] : [...derived],
    clientSideSections: input.clientSideSections ?? [],
    baseUrls: input.baseUrls ?? [],
  };
}

const ABSOLUTE_URL = /^[a-z][a-z\d+\-.]*:\/\//i;

function stripBase(route: string, baseUrls: readonly string[]): string | undefined {
  const base = baseUrls.find((candidate) => candidate && candidate !== '/' && route.startsWith(candidate));
  return base === undefined ? undefined : route.slice(base.length);
}

/**
 * The action path of a URL as the section configuration names it: the base URL
 * stripped (an absolute URL on another base keeps only its path), query and
 * fragment dropped, a leading `index.php` dropped, lower case.
 */
export function canonizeActionUrl(url: string, baseUrls: readonly string[]): string {
  let route = stripBase(url, baseUrls);
  if (route === undefined) {
    route = url;
    if (ABSOLUTE_URL.test(url)) {
      try {
        const parsed = new URL(url);
        route = stripBase(parsed.pathname, baseUrls) ?? parsed.pathname;
      } catch {
        // Not a parseable URL: match it as written.
      }
    }
  }
  const path = route.split(/[?#]/)[0] ?? '';
  return path.replace(/^\/?index\.php\/?/, '').replace(/^\//, '').toLowerCase();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

function actionMatches(action: string, route: string): boolean {
  if (action.includes('*')) {
    // `*` stands for exactly one path segment and the whole route must match.
    const pattern = new RegExp(`^${action.split('*').map(escapeRegExp).join('[^/]+')}$`);
    return pattern.test(route);
  }
  return route.startsWith(action);
}

/**
 * Sections invalidated by an action URL: those of the first configured action
 * that matches (a prefix, or a `*` pattern matching the whole path), plus the
 * sections of the `*` key. May contain `*` (meaning every section).
 */
export function getAffectedSections(url: string, config: SectionConfig): string[] {
  const route = canonizeActionUrl(url, config.baseUrls);
  const affected = new Set<string>();
  for (const [action, names] of Object.entries(config.sections)) {
    if (action === ALL_SECTIONS) continue;
    if (actionMatches(action.toLowerCase(), route)) {
      for (const name of names) affected.add(name);
      break;
    }
  }
  for (const name of config.sections[ALL_SECTIONS] ?? []) affected.add(name);
  return [...affected];
}

/** Whether the section lives only in the browser. */
export function isClientSideSection(name: string, config: SectionConfig): boolean {
  return config.clientSideSections.includes(name);
}

/** Expands `*` (or an empty list) to every known section; keeps the order of the configuration. */
export function expandSectionNames(names: readonly string[], config: SectionConfig): string[] {
  if (names.length === 0 || names.includes(ALL_SECTIONS)) return [...config.sectionNames];
  return [...new Set(names)];
}

/** Drops client-side sections: the server cannot load them. */
export function filterClientSideSections(names: readonly string[], config: SectionConfig): string[] {
  return names.filter((name) => !isClientSideSection(name, config));
}

function dataIdOf(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const dataId = (value as { data_id?: unknown }).data_id;
  return typeof dataId === 'number' ? dataId : undefined;
}

/** What the expiry rules look at. */
export interface ExpiryInput {
  /** Now, in seconds. */
  now: number;
  config: SectionConfig;
  lifetimes: SectionLifetimes;
  /** Cached sections (from local storage). */
  cached: Readonly<Record<string, unknown>>;
  /** The `section_data_ids` cookie; undefined when missing. */
  cookieDataIds: Readonly<Record<string, unknown>> | undefined;
}

/**
 * Sections whose cached data is out of date:
 * - an expirable section whose data_id plus its lifetime has passed;
 * - a section whose cookie data_id differs from the cached one, or that the
 *   cookie names but the cache lacks (another tab or an invalidation changed it);
 * only known sections count, and the persistent section is kept while its data
 * is within the persistent lifetime.
 */
export function getExpiredSectionNames(input: ExpiryInput): string[] {
  const { now, config, lifetimes, cached } = input;
  const expired = new Set<string>();
  const lifetimeSeconds = lifetimes.expirableSectionLifetime * 60;
  for (const name of lifetimes.expirableSectionNames) {
    const dataId = dataIdOf(cached[name]);
    if (dataId !== undefined && dataId + lifetimeSeconds <= now) expired.add(name);
  }
  for (const [name, cookieDataId] of Object.entries(input.cookieDataIds ?? {})) {
    if (!(name in cached) || cookieDataId !== dataIdOf(cached[name])) expired.add(name);
  }
  const persistentDataId = dataIdOf(cached[PERSISTENT_SECTION]);
  if (persistentDataId !== undefined && persistentDataId + lifetimes.persistentLifetime >= now) {
    expired.delete(PERSISTENT_SECTION);
  }
  return config.sectionNames.filter((name) => expired.has(name));
}

/** What decides which sections one page view must load. */
export interface StaleInput extends ExpiryInput {
  /** Sections marked invalid by an earlier action. */
  invalidated: readonly string[];
  /** Sections removed soon after every change (loaded only when invalidated or on a cold cache). */
  disposableSections: readonly string[];
}

/**
 * The sections to load for this page view, in configuration order, client-side
 * sections excluded. Cold cache (no non-disposable section cached): every section.
 * Warm cache: expired and invalidated sections, and any non-disposable section
 * missing from the cache. Empty when the cache is valid: no request at all.
 */
export function getStaleSectionNames(input: StaleInput): string[] {
  const { config, cached, disposableSections } = input;
  const loadable = filterClientSideSections(config.sectionNames, config);
  const persistent = loadable.filter((name) => !disposableSections.includes(name));
  const cold = persistent.every((name) => !(name in cached));
  if (cold) return loadable;
  const stale = new Set<string>([...getExpiredSectionNames(input), ...input.invalidated]);
  for (const name of persistent) if (!(name in cached)) stale.add(name);
  return loadable.filter((name) => stale.has(name));
}

/** Why the whole cache must be dropped at start-up, if it must. */
export type CacheResetReason = 'timeout' | 'session' | 'login-state';

/** Whose private content a cache holds: the owner cookie's id of a signed-in session, null for a guest. */
export type CacheOwner = string | null;

/** The start-up facts the cache reset depends on. */
export interface CacheResetInput {
  /** Now, in milliseconds. */
  now: number;
  /** The stored cache timeout (milliseconds since the epoch); undefined when never set. */
  cacheTimeout: number | undefined;
  /** Whether the `mage-cache-sessid` session cookie exists. */
  hasSessionCookie: boolean;
  /** The owner the cache was built for (see {@link toCacheOwner}); undefined when not recorded. */
  cachedOwner: CacheOwner | undefined;
  /** The owner now: the `private_content_owner` cookie's value, null for a guest. */
  owner: CacheOwner;
}

/** The owner recorded in storage; undefined when missing or unreadable (a cache of unknown origin). */
export function toCacheOwner(value: unknown): CacheOwner | undefined {
  return value === null || (typeof value === 'string' && value !== '') ? value : undefined;
}

/** The owner named by the owner cookie's value (missing or empty: a guest). */
export function ownerFromCookie(value: string | undefined): CacheOwner {
  return value ? value : null;
}

/**
 * Whether cached customer data is void: the cache timeout passed, the browser session is new
 * (no cache session cookie), or the login state changed (the cache was built for another owner,
 * or for an owner nobody recorded).
 */
export function getCacheResetReason(input: CacheResetInput): CacheResetReason | null {
  if (input.cacheTimeout !== undefined && input.cacheTimeout < input.now) return 'timeout';
  if (!input.hasSessionCookie) return 'session';
  if (input.cachedOwner !== input.owner) return 'login-state';
  return null;
}

/** The next cache timeout: now plus the cookie lifetime (seconds). */
export function nextCacheTimeout(now: number, cookieLifeTimeSeconds: number): number {
  return now + cookieLifeTimeSeconds * 1000;
}

/** The page's scope. */
export interface PageScope {
  websiteId: number;
  storeId: number;
  /** The currency the page's view shows prices in (ADR 0040): a cart section in another one is loaded again. */
  currencyCode?: string;
}

function numberOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  return Number.isNaN(number) ? undefined : number;
}

/**
 * Sections cached for another website or store: `customer` when its websiteId is
 * set, not 0 and not the page's; `cart` when its website_id or storeId is set and
 * not the page's, or its currency_code is not the page's view's (another view loaded it).
 */
export function getScopeMismatchedSections(cached: Readonly<Record<string, unknown>>, scope: PageScope): string[] {
  const mismatched: string[] = [];
  const customer = cached.customer as { websiteId?: unknown } | undefined;
  const customerWebsite = numberOf(customer?.websiteId);
  if (customerWebsite !== undefined && customerWebsite !== 0 && customerWebsite !== scope.websiteId) {
    mismatched.push('customer');
  }
  const cart = cached.cart as { website_id?: unknown; storeId?: unknown; currency_code?: unknown } | undefined;
  const cartWebsite = numberOf(cart?.website_id);
  const cartStore = numberOf(cart?.storeId);
  // The cart is shared by the views, and its section is in the currency of the view that loaded it.
  const otherCurrency = scope.currencyCode !== undefined && typeof cart?.currency_code === 'string' && cart.currency_code !== scope.currencyCode;
  if ((cartWebsite !== undefined && cartWebsite !== scope.websiteId) || (cartStore !== undefined && cartStore !== scope.storeId) || otherCurrency) {
    mismatched.push('cart');
  }
  return mismatched;
}

/**
 * The cookie data ids after an invalidation: each invalidated server section's id
 * is bumped so that every tab sees its cached copy as stale.
 */
export function bumpDataIds(
  dataIds: Readonly<SectionDataIds>,
  names: readonly string[],
  config: SectionConfig,
): SectionDataIds {
  const next: SectionDataIds = { ...dataIds };
  for (const name of names) {
    const current = next[name];
    if (!isClientSideSection(name, config) && current !== undefined) {
      next[name] = current + SECTION_DATA_ID_INVALIDATION_STEP;
    }
  }
  return next;
}

/** Reads the `section_data_ids` cookie value, keeping numeric ids only. */
export function toSectionDataIds(value: unknown): SectionDataIds {
  const ids: SectionDataIds = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return ids;
  for (const [name, id] of Object.entries(value)) if (typeof id === 'number') ids[name] = id;
  return ids;
}

/** Whether an action's response is about to navigate away (so reloading sections is pointless). */
export function hasRedirect(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  return REDIRECT_RESPONSE_KEYS.some((key) => {
    const value = (data as Record<string, unknown>)[key];
    return value !== undefined && value !== null && value !== '';
  });
}
