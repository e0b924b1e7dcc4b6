import { STORAGE_LIFETIME_DEFAULT } from '../../config/constants';
import { VIEWED_PRODUCT_ATTRIBUTE } from '../catalog/model';

/** Scope a product entry is kept for. */
export type ProductScope = 'website' | 'group' | 'store';

/** One remembered product (recently viewed or compared). */
export interface ProductIdEntry {
  /** Seconds since the epoch. */
  added_at: number;
  product_id: number;
  /** Present when entries are scoped. */
  scope_id?: number;
}

/** Entries keyed by product id, or by `scope-scopeId-productId` when scoped. */
export type ProductIds = Record<string, ProductIdEntry>;

/** The current scope, when the shop keys entries by scope. */
export interface ScopeKey {
  scope: ProductScope;
  scopeId: number;
}

/** The id of the scope named by the settings. */
export function scopeIdFor(scope: ProductScope, ids: { websiteId: number; storeGroupId: number; storeId: number }): number {
  if (scope === 'store') return ids.storeId;
  if (scope === 'group') return ids.storeGroupId;
  return ids.websiteId;
}

/** The product a page shows (remembered as viewed), from the marker the product page renders. */
export function viewedProductIds(doc: Document = document): number[] {
  const viewed = Number(doc.querySelector(`[${VIEWED_PRODUCT_ATTRIBUTE}]`)?.getAttribute(VIEWED_PRODUCT_ATTRIBUTE));
  return Number.isInteger(viewed) && viewed > 0 ? [viewed] : [];
}

/** The scope the page's storages key their entries by (the settings' `productCurrentScope`), if any. */
export function storageScopeOf(settings: {
  productStorage: { productCurrentScope?: ProductScope | undefined };
  websiteId: number;
  storeGroupId: number;
  storeId: number;
}): ScopeKey | undefined {
  const scope = settings.productStorage.productCurrentScope;
  return scope ? { scope, scopeId: scopeIdFor(scope, settings) } : undefined;
}

/** The key of a product's entry: the product id, or scope + scope id + product id. */
export function entryKey(productId: number, scope?: ScopeKey): string {
  return scope ? `${scope.scope}-${scope.scopeId}-${productId}` : String(productId);
}

/** A new entry for a product seen `now` (milliseconds). */
export function createIdEntry(productId: number, now: number, scope?: ScopeKey): ProductIdEntry {
  const entry: ProductIdEntry = { added_at: Math.floor(now / 1000), product_id: productId };
  if (scope) entry.scope_id = scope.scopeId;
  return entry;
}

/** The entries with the given products added (or refreshed) at `now`. */
export function addProductIds(ids: ProductIds, productIds: readonly number[], now: number, scope?: ScopeKey): ProductIds {
  const next: ProductIds = { ...ids };
  for (const productId of productIds) next[entryKey(productId, scope)] = createIdEntry(productId, now, scope);
  return next;
}

/**
 * The entries to show: younger than `lifetime` seconds, not the product on screen,
 * and (when scoped) of the current scope. Keyed by product id.
 */
export function filterIds(
  ids: ProductIds,
  options: { now: number; lifetime?: number; excludeProductIds?: readonly number[]; scopeId?: number },
): ProductIds {
  const nowSeconds = options.now / 1000;
  const lifetime = options.lifetime ?? STORAGE_LIFETIME_DEFAULT;
  const result: ProductIds = {};
  for (const entry of Object.values(ids)) {
    if (nowSeconds - entry.added_at >= lifetime) continue;
    if (options.excludeProductIds?.includes(entry.product_id)) continue;
    if (entry.scope_id !== undefined && entry.scope_id !== options.scopeId) continue;
    result[String(entry.product_id)] = entry;
  }
  return result;
}

function isEmpty(value: Readonly<Record<string, unknown>> | undefined): boolean {
  return !value || Object.keys(value).length === 0;
}

/** Deep equality of JSON-like values. */
export function sameData(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  const leftKeys = Object.keys(left);
  const rightKeys = Object.keys(right);
  if (leftKeys.length !== rightKeys.length) return false;
  return leftKeys.every(
    (key) => Object.hasOwn(right, key) && sameData((left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key]),
  );
}

/** What to do with a storage's data when it changes. */
export interface SyncDecision {
  /** Write the data to the storage. */
  store: boolean;
  /** Also write it as the `_previous` copy. */
  updatePrevious: boolean;
  /** A sync request may be sent (if the storage allows it and none was sent yet). */
  mayRequest: boolean;
}

/**
 * The sync rule (SPEC.md §4): data that differs from a non-empty previous copy is
 * stored, becomes the previous copy and may be sent; with no previous copy,
 * non-empty data is stored and may be sent; otherwise nothing happens.
 */
export function decideSync(data: ProductIds, previous: ProductIds | undefined): SyncDecision {
  if (!isEmpty(previous) && !isEmpty(data) && !sameData(data, previous)) {
    return { store: true, updatePrevious: true, mayRequest: true };
  }
  if (isEmpty(previous) && !isEmpty(data)) return { store: true, updatePrevious: false, mayRequest: true };
  return { store: false, updatePrevious: false, mayRequest: false };
}

/** The ids call 16 sends: the storage's product ids as a list, each once (SPEC.md §7). */
export function prepareSyncIds(data: ProductIds): number[] {
  return [...new Set(Object.values(data).map((entry) => entry.product_id))];
}

/** A product render record in product_data_storage. */
export interface ProductRecord {
  id: number;
  currency_code?: string;
  store_id?: number;
  [field: string]: unknown;
}

/**
 * The ids to fetch for product data: not stored for this store and currency, and
 * not already being fetched.
 */
export function idsToFetch(
  ids: readonly number[],
  data: Readonly<Record<string, ProductRecord>>,
  inFlight: ReadonlySet<number>,
  context: { storeId: number; currencyCode: string },
): number[] {
  const wanted = new Set<number>();
  for (const id of ids) {
    if (inFlight.has(id)) continue;
    const record = data[String(id)];
    if (record && record.store_id === context.storeId && record.currency_code === context.currencyCode) continue;
    wanted.add(id);
  }
  return [...wanted];
}

/**
 * The products of the compare list not yet in recently_compared_product (as Luma's compare ids
 * storage fills it from the `compare-products` section): added to the storage, they are synced by
 * call 16 where that is allowed.
 */
export function newlyComparedIds(compareItems: readonly { id: number }[] | undefined, stored: ProductIds): number[] {
  const known = new Set(Object.values(stored).map((entry) => entry.product_id));
  return (compareItems ?? []).map((item) => item.id).filter((id) => Number.isSafeInteger(id) && id > 0 && !known.has(id));
}
