import {
  CACHE_OWNER_STORAGE_KEY,
  CACHE_SESSION_COOKIE,
  CACHE_TIMEOUT_STORAGE_KEY,
  CUSTOMER_DATA_INVALIDATE_EVENT,
  DEFAULT_COOKIE_SAME_SITE,
  DISPOSABLE_DATA_REMOVAL_MS,
  DISPOSABLE_SECTIONS,
  MESSAGES_WAITING_COOKIE,
  PRIVATE_CONTENT_OWNER_COOKIE,
  REGISTRY_REQUEST_DEBOUNCE_MS,
  SECTION_DATA_IDS_COOKIE,
  SECTION_INVALIDATION_STORAGE_KEY,
  SECTION_STORAGE_KEY,
} from '../../config/constants';
import { afterNextPaint, getClock, nowSeconds, type Clock, type TimerHandle } from '@shop/ui/clock';
import { expiresIn, type CookieJar, type SameSite } from '../../lib/cookies';
import { createNamespaceStorage, readJson, writeJson, type StorageLike } from '../../lib/storage';
import {
  bumpDataIds,
  expandSectionNames,
  filterClientSideSections,
  getCacheResetReason,
  getScopeMismatchedSections,
  getStaleSectionNames,
  isClientSideSection,
  nextCacheTimeout,
  ownerFromCookie,
  toCacheOwner,
  toSectionDataIds,
  type CacheOwner,
  type CacheResetReason,
  type PageScope,
  type SectionConfig,
  type SectionData,
  type SectionLifetimes,
  type SectionsPayload,
} from './model';
import { logger } from '@shop/ui/logger';

/** Loads sections from the server (call 2); `undefined` names mean every section; `null` means "no answer, ignore". */
export type SectionLoader = (
  sectionNames: readonly string[] | undefined,
  forceNewSectionTimestamp: boolean,
) => Promise<SectionsPayload | null>;

/** Detail of the `customer-data-invalidate` event. */
export interface CustomerDataInvalidateDetail {
  sections: string[];
}

export interface CustomerDataStoreOptions {
  config: SectionConfig;
  lifetimes: SectionLifetimes;
  scope: PageScope;
  /** Seconds; the section_data_ids cookie lifetime and the cache timeout. */
  cookieLifeTime: number;
  /** @default 'lax' */
  cookieSameSite?: SameSite;
  /** @default false */
  cookieSecure?: boolean;
  storage: StorageLike;
  cookies: CookieJar;
  load: SectionLoader;
  /** @default the shared clock */
  clock?: Clock;
  /** Where `customer-data-invalidate` is dispatched. @default document (when there is one) */
  events?: EventTarget;
  /** @default ['messages'] */
  disposableSections?: readonly string[];
  /**
   * While the page is being left (`leaving.ts`), the sections the posts leaving it change (else
   * undefined): a load sent then asks neither for them, which the next page loads once the posts
   * are done, nor for a disposable section, whose messages are the next page's (ADR 0042).
   * @default the page stays
   */
  leaving?: () => readonly string[] | undefined;
  /** Defers the start-up load. @default after the next paint */
  scheduleInitialLoad?: (load: () => void) => void;
  /** Receives failures nobody awaits (the start-up load, request watchers). @default the kit logger, at error level */
  onError?: (error: unknown) => void;
}

/** The customer-data engine: cached private sections, their invalidation and loading. */
export interface CustomerDataStore {
  /**
   * Starts the engine once: applies the cache-reset rules, publishes the cached
   * sections and schedules one load (after paint) for every stale section.
   */
  init(): void;
  /** The section's current data (cached or loaded); undefined before it is known. */
  get(name: string): SectionData | undefined;
  /** Calls `listener` whenever the section changes; returns an unsubscribe function. */
  subscribe(name: string, listener: () => void): () => void;
  /**
   * Loads sections from the server (`*` or an empty list: every section). Calls made
   * within 10 ms of each other share one request.
   */
  reload(names: readonly string[], forceNewSectionTimestamp?: boolean): Promise<void>;
  /**
   * Marks sections invalid: dropped from the cache (kept on screen) until reloaded. With
   * `navigating` (the answer sends the browser to another page) a change of owner it brings
   * takes the old data off the page but loads nothing: the next page loads the sections, so a
   * message stored for that page (the wish-list notice after signing in) is not used up here.
   */
  invalidate(names: readonly string[], options?: { navigating?: boolean }): void;
  /** Sets a section's data in the browser (client-side sections, clearing messages). */
  set(name: string, data: SectionData): void;
  /**
   * Catches up with a change of login state this page did not make: a sign-out or sign-in in
   * another tab, a page restored from the back/forward cache, a session the server ended. When
   * the `private_content_owner` cookie no longer names the owner of the data in memory, that
   * data leaves the screen at once (and the cache, when it was built for someone else too) and
   * every section loads again. Returns whether it did. Reads one cookie: call it freely.
   */
  checkOwner(): boolean;
  /** Resolves when the start-up load has finished (at once when nothing was stale). */
  ready(): Promise<void>;
  /** Why the cache was dropped at start-up (or at the last change of owner), if it was. */
  readonly resetReason: CacheResetReason | null;
  readonly config: SectionConfig;
}

interface PendingReload {
  names: Set<string>;
  force: boolean;
  settle: { resolve: () => void; reject: (error: unknown) => void };
  promise: Promise<void>;
}

function defaultEvents(): EventTarget | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

/** Creates the customer-data store (one per page). */
export function createCustomerDataStore(options: CustomerDataStoreOptions): CustomerDataStore {
  const clock = options.clock ?? getClock();
  const config = options.config;
  const disposable = options.disposableSections ?? DISPOSABLE_SECTIONS;
  const onError = options.onError ?? ((error: unknown) => logger.error('Customer data could not be loaded', error));
  const cache = createNamespaceStorage(options.storage, SECTION_STORAGE_KEY);
  const invalidation = createNamespaceStorage(options.storage, SECTION_INVALIDATION_STORAGE_KEY);
  const cookies = options.cookies;
  const memory = new Map<string, SectionData>();
  const listeners = new Map<string, Set<() => void>>();
  const disposalTimers = new Map<string, TimerHandle>();
  let pending: PendingReload | undefined;
  let initialized = false;
  // Counts invalidations, and remembers the count at which each section was last invalidated:
  // an answer to a load that started before a section was invalidated (say, a guest load
  // still in flight when the login POST returns) must not be stored as that section's fresh data.
  let invalidationCount = 0;
  const invalidatedAt = new Map<string, number>();
  let resetReason: CacheResetReason | null = null;
  let readyPromise: Promise<void> = Promise.resolve();
  // Whose data the memory holds (and this page shows): the owner cookie's value when it was filled.
  let owner: CacheOwner = null;

  const cookieOptions = () => ({
    expires: expiresIn(options.cookieLifeTime * 1000, clock),
    sameSite: options.cookieSameSite ?? DEFAULT_COOKIE_SAME_SITE,
    secure: options.cookieSecure ?? false,
  });

  const readDataIds = () => toSectionDataIds(cookies.getJson(SECTION_DATA_IDS_COOKIE));
  const writeDataIds = (ids: Record<string, number>) => cookies.setJson(SECTION_DATA_IDS_COOKIE, ids, cookieOptions());

  const notify = (name: string) => {
    for (const listener of listeners.get(name) ?? []) listener();
  };

  // Disposable data (messages) is shown once: 3 s after it changes it leaves the cache and the cookie.
  const scheduleDisposal = (name: string) => {
    clock.clearTimeout(disposalTimers.get(name));
    disposalTimers.set(
      name,
      clock.setTimeout(() => {
        cache.remove(name);
        const ids = readDataIds();
        if (name in ids) {
          delete ids[name];
          writeDataIds(ids);
        }
      }, DISPOSABLE_DATA_REMOVAL_MS),
    );
  };

  const update = (sections: SectionsPayload) => {
    const names = Object.keys(sections);
    if (names.length === 0) return;
    const ids = readDataIds();
    for (const name of names) {
      const data = sections[name] as SectionData;
      memory.set(name, data);
      if (typeof data.data_id === 'number') ids[name] = data.data_id;
    }
    cache.assign(sections);
    invalidation.remove(names);
    writeDataIds(ids);
    for (const name of names) {
      if (disposable.includes(name)) scheduleDisposal(name);
      notify(name);
    }
  };

  const flush = (batch: PendingReload) => {
    pending = undefined;
    // A page being left takes no message (the post that leaves it may have left one for the next
    // page), nor what its posts change: read before they are done, it would be kept as it was.
    const leaving = options.leaving?.();
    if (leaving) for (const name of [...disposable, ...leaving]) batch.names.delete(name);
    if (batch.names.size === 0) {
      batch.settle.resolve();
      return;
    }
    const loadable = filterClientSideSections(config.sectionNames, config);
    // Every section asked (`*` included, expanded by reload): one request for all of them.
    const everything = loadable.every((name) => batch.names.has(name));
    const requested = everything ? undefined : [...batch.names];
    const startedAt = invalidationCount;
    options.load(requested, batch.force).then(
      (sections) => {
        // An answer sent for the previous owner (signed out meanwhile, here or in another tab) is dropped.
        checkOwner();
        if (sections) {
          const current: SectionsPayload = {};
          for (const [name, data] of Object.entries(sections)) {
            if ((invalidatedAt.get(name) ?? 0) <= startedAt) current[name] = data;
          }
          update(current);
        }
        batch.settle.resolve();
      },
      (error: unknown) => batch.settle.reject(error),
    );
  };

  const reload: CustomerDataStore['reload'] = (names, forceNewSectionTimestamp = false) => {
    const wanted = filterClientSideSections(expandSectionNames(names, config), config);
    if (wanted.length === 0) return pending?.promise ?? Promise.resolve();
    if (!pending) {
      let settle!: PendingReload['settle'];
      const promise = new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      });
      const batch: PendingReload = { names: new Set(), force: false, settle, promise };
      pending = batch;
      clock.setTimeout(() => flush(batch), REGISTRY_REQUEST_DEBOUNCE_MS);
    }
    for (const name of wanted) pending.names.add(name);
    pending.force ||= forceNewSectionTimestamp;
    return pending.promise;
  };

  // Tells the features that keep data derived from the sections (product data) to drop it.
  const announceInvalidation = (sections: string[]) => {
    const events = options.events ?? defaultEvents();
    events?.dispatchEvent(new CustomEvent<CustomerDataInvalidateDetail>(CUSTOMER_DATA_INVALIDATE_EVENT, { detail: { sections } }));
  };

  const invalidate: CustomerDataStore['invalidate'] = (names, { navigating = false } = {}) => {
    // A login or logout answer has just changed the owner: nothing of the previous one stays on screen.
    checkOwner({ load: !navigating });
    const expanded = expandSectionNames(names, config);
    announceInvalidation(expanded);
    cache.remove(expanded);
    invalidationCount += 1;
    for (const name of expanded) invalidatedAt.set(name, invalidationCount);
    const serverSections = expanded.filter((name) => !isClientSideSection(name, config));
    if (serverSections.length > 0) {
      invalidation.assign(Object.fromEntries(serverSections.map((name) => [name, true])));
    }
    writeDataIds(bumpDataIds(readDataIds(), expanded, config));
  };

  const readOwner = () => ownerFromCookie(cookies.get(PRIVATE_CONTENT_OWNER_COOKIE));

  // The cache was built for another owner: drop it.
  const dropCacheOfOtherOwner = (current: CacheOwner) => {
    cache.clear();
    invalidation.clear();
    writeJson(options.storage, CACHE_OWNER_STORAGE_KEY, current);
  };

  const resetCacheIfVoid = () => {
    const now = clock.now();
    const storedTimeout = readJson(options.storage, CACHE_TIMEOUT_STORAGE_KEY);
    const cachedOwner = toCacheOwner(readJson(options.storage, CACHE_OWNER_STORAGE_KEY));
    owner = readOwner();
    resetReason = getCacheResetReason({
      now,
      cacheTimeout: typeof storedTimeout === 'number' ? storedTimeout : undefined,
      hasSessionCookie: cookies.has(CACHE_SESSION_COOKIE),
      cachedOwner,
      owner,
    });
    if (cachedOwner !== owner) {
      dropCacheOfOtherOwner(owner);
      announceInvalidation([...config.sectionNames]);
    } else if (resetReason) {
      cache.clear();
    }
    writeJson(options.storage, CACHE_TIMEOUT_STORAGE_KEY, nextCacheTimeout(now, options.cookieLifeTime));
    if (!cookies.has(CACHE_SESSION_COOKIE)) {
      cookies.set(CACHE_SESSION_COOKIE, 'true', {
        sameSite: options.cookieSameSite ?? DEFAULT_COOKIE_SAME_SITE,
        secure: options.cookieSecure ?? false,
      });
    }
  };

  /**
   * Publishes the cached sections and loads the stale ones (one request, started by `schedule`).
   * Resolves when that load has finished.
   */
  const publishCacheAndLoadStale = (force: boolean, schedule: (load: () => void) => void): Promise<void> => {
    const cached = cache.all();
    // Disposable sections in the cache were already shown on an earlier page.
    const staleDisposable = disposable.filter((name) => name in cached);
    if (staleDisposable.length > 0) {
      for (const name of staleDisposable) delete cached[name];
      cache.remove(staleDisposable);
      const ids = readDataIds();
      for (const name of staleDisposable) delete ids[name];
      writeDataIds(ids);
    }
    for (const [name, data] of Object.entries(cached)) {
      if (typeof data === 'object' && data !== null) {
        memory.set(name, data as SectionData);
        notify(name);
      }
    }

    const stale = new Set(
      getStaleSectionNames({
        now: nowSeconds(clock),
        config,
        lifetimes: options.lifetimes,
        cached,
        cookieDataIds: toSectionDataIds(cookies.getJson(SECTION_DATA_IDS_COOKIE)),
        // Messages a redirect left wait in the session (the server clears the cookie once a load
        // took them all): a warm cache loads them too, though no submit of a running engine
        // invalidated them (the press that posted may have started the services, ADR 0042).
        invalidated: cookies.has(MESSAGES_WAITING_COOKIE) ? [...invalidation.keys(), ...disposable] : invalidation.keys(),
        disposableSections: disposable,
      }),
    );
    for (const name of getScopeMismatchedSections(cached, options.scope)) stale.add(name);
    if (stale.size === 0) return Promise.resolve();
    const staleInOrder = config.sectionNames.filter((name) => stale.has(name));
    return new Promise<void>((resolve) => {
      schedule(() => {
        reload(staleInOrder, force).then(resolve, (error: unknown) => {
          onError(error);
          resolve();
        });
      });
    });
  };

  const init = () => {
    if (initialized) return;
    initialized = true;
    resetCacheIfVoid();
    const schedule = options.scheduleInitialLoad ?? ((load: () => void) => afterNextPaint(load, clock));
    readyPromise = publishCacheAndLoadStale(resetReason !== null, schedule);
  };

  const checkOwner = ({ load = true }: { load?: boolean } = {}): boolean => {
    if (!initialized) return false;
    const current = readOwner();
    if (current === owner) return false;
    owner = current;
    resetReason = 'login-state';
    // Answers already on their way were meant for the previous owner: they will be dropped.
    invalidationCount += 1;
    for (const name of new Set([...config.sectionNames, ...memory.keys()])) invalidatedAt.set(name, invalidationCount);
    // A fired or cleared timer's handle left in the map is harmless: clearing it again does nothing.
    for (const timer of disposalTimers.values()) clock.clearTimeout(timer);
    const shown = [...memory.keys()];
    memory.clear();
    for (const name of shown) notify(name);
    announceInvalidation([...config.sectionNames]);
    // Another tab may have noticed first and filled the cache for the new owner already.
    if (toCacheOwner(readJson(options.storage, CACHE_OWNER_STORAGE_KEY)) !== current) dropCacheOfOtherOwner(current);
    if (load) void publishCacheAndLoadStale(true, (run) => run());
    return true;
  };

  return {
    init,
    get: (name) => memory.get(name),
    subscribe: (name, listener) => {
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    reload,
    invalidate,
    set: (name, data) => {
      memory.set(name, data);
      cache.set(name, data);
      if (disposable.includes(name)) scheduleDisposal(name);
      notify(name);
    },
    checkOwner,
    ready: () => readyPromise,
    get resetReason() {
      return resetReason;
    },
    config,
  };
}
