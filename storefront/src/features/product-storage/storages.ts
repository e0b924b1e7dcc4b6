import {
  CUSTOMER_DATA_INVALIDATE_EVENT,
  LAST_UPDATE_STORAGE_SUFFIX,
  PREVIOUS_STORAGE_SUFFIX,
  PRODUCT_DATA_STORAGE,
  type RECENTLY_COMPARED_STORAGE,
  RECENTLY_VIEWED_STORAGE,
} from '../../config/constants';
import { getClock, nowSeconds, type Clock } from '@shop/ui/clock';
import { readJson, removeKey, writeJson, type StorageLike } from '../../lib/storage';
import type { RequestOf } from '../../lib/contract';
import type { frontendActionSync } from './contract';
import {
  addProductIds,
  decideSync,
  filterIds,
  idsToFetch,
  prepareSyncIds,
  type ProductIds,
  type ProductRecord,
  type ScopeKey,
} from './model';
import { logger } from '@shop/ui/logger';

/** The two id storages. */
export type IdsStorageName = typeof RECENTLY_VIEWED_STORAGE | typeof RECENTLY_COMPARED_STORAGE;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readIds(storage: StorageLike, key: string): ProductIds | undefined {
  const value = readJson(storage, key);
  return isRecord(value) ? (value as ProductIds) : undefined;
}

/**
 * Remembers the products a page shows as viewed, in storage only: what a page view does before the
 * storages start (ADR 0042). The sync rule runs when they start (`startProductStorages`).
 */
export function rememberViewed(storage: StorageLike, productIds: readonly number[], options: { scope?: ScopeKey; clock?: Clock } = {}): void {
  if (productIds.length === 0) return;
  const now = (options.clock ?? getClock()).now();
  writeJson(storage, RECENTLY_VIEWED_STORAGE, addProductIds(readIds(storage, RECENTLY_VIEWED_STORAGE) ?? {}, productIds, now, options.scope));
}

/**
 * Sends the sync request (call 16): at most one per page load, and only for a
 * storage that allows it (none does by default). Create one per page.
 */
export interface StorageSync {
  /** Sends `data` for the storage if allowed and nothing was sent yet; true when sent. */
  send(name: IdsStorageName, data: ProductIds): boolean;
  /** Whether this page load already sent its request. */
  readonly requestSent: boolean;
}

export interface StorageSyncOptions {
  storage: StorageLike;
  allowToSendRequest: Readonly<Record<IdsStorageName, boolean>>;
  /** Posts `{ ids, type_id }` to the sync URL. */
  post: (payload: RequestOf<typeof frontendActionSync>) => Promise<void>;
  clock?: Clock;
  onError?: (error: unknown) => void;
}

/** Creates the page's {@link StorageSync}. */
export function createStorageSync(options: StorageSyncOptions): StorageSync {
  const clock = options.clock ?? getClock();
  let requestSent = false;
  return {
    get requestSent() {
      return requestSent;
    },
    send(name, data) {
      if (requestSent || !options.allowToSendRequest[name]) return false;
      requestSent = true;
      options.post({ ids: prepareSyncIds(data), type_id: name }).then(
        () => writeJson(options.storage, `${name}${LAST_UPDATE_STORAGE_SUFFIX}`, nowSeconds(clock)),
        options.onError ?? ((error: unknown) => logger.error('A product storage failed', error)),
      );
      return true;
    },
  };
}

/** Recently viewed or compared products kept in local storage. */
export interface IdsStorage {
  readonly name: IdsStorageName;
  /** Every stored entry. */
  get(): ProductIds;
  /** The saved previous copy. */
  getPrevious(): ProductIds | undefined;
  /** Remembers products as seen now and applies the sync rule. */
  add(productIds: readonly number[]): void;
  /** Applies the sync rule to the current data (once at page start). */
  sync(): void;
  /** Entries to show: within the lifetime, of this scope, not the products on screen; keyed by product id. */
  recent(excludeProductIds?: readonly number[]): ProductIds;
  subscribe(listener: () => void): () => void;
}

export interface IdsStorageOptions {
  storage: StorageLike;
  sync: StorageSync;
  /** Present when entries are keyed by scope. */
  scope?: ScopeKey;
  /** Entry lifetime in seconds. */
  lifetime: number;
  clock?: Clock;
}

/** Creates the storage `recently_viewed_product` or `recently_compared_product`. */
export function createIdsStorage(name: IdsStorageName, options: IdsStorageOptions): IdsStorage {
  const clock = options.clock ?? getClock();
  const previousKey = `${name}${PREVIOUS_STORAGE_SUFFIX}`;
  const listeners = new Set<() => void>();
  let current: ProductIds = readIds(options.storage, name) ?? {};

  const handle = (data: ProductIds) => {
    const decision = decideSync(data, readIds(options.storage, previousKey));
    if (decision.store) writeJson(options.storage, name, data);
    if (decision.updatePrevious) writeJson(options.storage, previousKey, data);
    if (decision.mayRequest) options.sync.send(name, data);
  };

  return {
    name,
    get: () => current,
    getPrevious: () => readIds(options.storage, previousKey),
    add(productIds) {
      current = addProductIds(current, productIds, clock.now(), options.scope);
      handle(current);
      for (const listener of listeners) listener();
    },
    sync: () => handle(current),
    recent: (excludeProductIds) =>
      filterIds(current, {
        now: clock.now(),
        lifetime: options.lifetime,
        excludeProductIds,
        scopeId: options.scope?.scopeId,
      }),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Product render data (product_data_storage) keyed by id. */
export interface ProductDataStorage {
  get(): Readonly<Record<string, ProductRecord>>;
  /** Fetches the ids that are missing (or of another store or currency) and not already being fetched. */
  request(ids: readonly number[]): Promise<void>;
  /** Drops every record (after a customer-data invalidation prices may differ). */
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export interface ProductDataStorageOptions {
  storage: StorageLike;
  /** Call 13 for the given ids. */
  fetch: (ids: readonly number[]) => Promise<Record<string, ProductRecord>>;
  storeId: number;
  currencyCode: string;
}

/** Creates the product data storage. */
export function createProductDataStorage(options: ProductDataStorageOptions): ProductDataStorage {
  const listeners = new Set<() => void>();
  const inFlight = new Set<number>();
  const stored = readJson(options.storage, PRODUCT_DATA_STORAGE);
  let data: Record<string, ProductRecord> = isRecord(stored) ? (stored as Record<string, ProductRecord>) : {};
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => data,
    async request(ids) {
      const missing = idsToFetch(ids, data, inFlight, options);
      if (missing.length === 0) return;
      for (const id of missing) inFlight.add(id);
      try {
        const records = await options.fetch(missing);
        data = { ...data, ...records };
        writeJson(options.storage, PRODUCT_DATA_STORAGE, data);
        notify();
      } finally {
        for (const id of missing) inFlight.delete(id);
      }
    },
    clear() {
      data = {};
      removeKey(options.storage, PRODUCT_DATA_STORAGE);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * Clears the product data storage whenever customer data is invalidated (the
 * customer-data engine announces it with the `customer-data-invalidate` event).
 * Returns a function that stops listening.
 */
export function clearOnCustomerDataInvalidate(
  productData: Pick<ProductDataStorage, 'clear'>,
  events: EventTarget = document,
): () => void {
  const onInvalidate = () => productData.clear();
  events.addEventListener(CUSTOMER_DATA_INVALIDATE_EVENT, onInvalidate);
  return () => events.removeEventListener(CUSTOMER_DATA_INVALIDATE_EVENT, onInvalidate);
}
