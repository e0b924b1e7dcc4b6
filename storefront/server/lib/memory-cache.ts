import type { TimeSource } from '@shop/ui/clock';

export interface MemoryCacheOptions<K, V> {
  /** The most entries kept. @default Infinity */
  maxEntries?: number;
  /** The most the entries' sizes (`sizeOf`) may add up to, in the caller's unit (bytes, characters). @default Infinity */
  maxSize?: number;
  /** The largest size one entry may have: a larger value is not kept (and drops what its key held). @default maxSize */
  maxEntrySize?: number;
  /** An entry's size, measured when it is set and again by `resize`. @default () => 0 */
  sizeOf?: (value: V, key: K) => number;
  /** Milliseconds an entry is served after it was set (it is dropped at that age); 0: until evicted. @default 0 */
  maxAgeMs?: number;
  /** What an entry's age is measured with (`@shop/ui/clock`; tests pass a fake). Needed with `maxAgeMs`. */
  clock?: TimeSource;
  /** Told of every entry that leaves: evicted, expired, deleted, cleared, or replaced by another value. */
  onRemove?: (key: K, value: V) => void;
}

interface Entry<V> {
  value: V;
  size: number;
  storedAt: number;
}

/**
 * The server's one in-memory cache: a least-recently-used map bounded in entries and/or in size,
 * with an optional maximum age read from an injectable clock. A `get` makes an entry the most
 * recently used; setting or growing one drops the least recently used others until the bounds
 * hold again (never the entry just set). Expired entries are dropped when they are next looked at.
 */
export class MemoryCache<K, V> {
  /** Insertion order is recency: the first entry is the least recently used. */
  readonly #entries = new Map<K, Entry<V>>();
  readonly #maxEntries: number;
  readonly #maxSize: number;
  readonly #maxEntrySize: number;
  readonly #maxAgeMs: number;
  readonly #sizeOf: (value: V, key: K) => number;
  readonly #clock: TimeSource | undefined;
  readonly #onRemove: ((key: K, value: V) => void) | undefined;
  #size = 0;

  constructor(options: MemoryCacheOptions<K, V> = {}) {
    this.#maxEntries = options.maxEntries ?? Infinity;
    this.#maxSize = options.maxSize ?? Infinity;
    this.#maxEntrySize = Math.min(options.maxEntrySize ?? Infinity, this.#maxSize);
    this.#maxAgeMs = options.maxAgeMs ?? 0;
    this.#sizeOf = options.sizeOf ?? (() => 0);
    this.#clock = options.clock;
    this.#onRemove = options.onRemove;
    if (this.#maxAgeMs > 0 && !this.#clock) throw new Error('MemoryCache: maxAgeMs needs a clock');
  }

  /** How many entries are kept (expired ones not yet looked at included). */
  get count(): number {
    return this.#entries.size;
  }

  /** What the kept entries' sizes add up to. */
  get totalSize(): number {
    return this.#size;
  }

  /** The value kept for `key`, now the most recently used; undefined when absent or expired. */
  get(key: K): V | undefined {
    const entry = this.#fresh(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** The value kept for `key` without making it the most recently used; undefined when absent or expired. */
  peek(key: K): V | undefined {
    return this.#fresh(key)?.value;
  }

  /** The keys kept, least recently used first (a copy: entries may be deleted while going through it). */
  keys(): K[] {
    return [...this.#entries.keys()];
  }

  /** Keeps `value` for `key` as the most recently used entry; false when it is too large to keep. */
  set(key: K, value: V): boolean {
    const size = this.#sizeOf(value, key);
    const previous = this.#entries.get(key);
    if (previous) this.#remove(key, previous, previous.value !== value);
    if (size > this.#maxEntrySize) return false;
    this.#entries.set(key, { value, size, storedAt: this.#clock?.now() ?? 0 });
    this.#size += size;
    this.#shrink(key);
    return true;
  }

  /** Measures `key`'s entry again (its value grew or shrank in place), keeping its place and age. */
  resize(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    const size = this.#sizeOf(entry.value, key);
    this.#size += size - entry.size;
    entry.size = size;
    if (size > this.#maxEntrySize) this.#remove(key, entry);
    else this.#shrink(key);
  }

  /** Drops `key`'s entry; whether there was one. */
  delete(key: K): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#remove(key, entry);
    return true;
  }

  /** Drops every entry. */
  clear(): void {
    for (const [key, entry] of [...this.#entries]) this.#remove(key, entry);
  }

  #fresh(key: K): Entry<V> | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#maxAgeMs > 0 && this.#clock!.now() - entry.storedAt >= this.#maxAgeMs) {
      this.#remove(key, entry);
      return undefined;
    }
    return entry;
  }

  /** Drops the least recently used entries but `keep` until the bounds hold. */
  #shrink(keep: K): void {
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#size <= this.#maxSize) return;
      if (key !== keep) this.#remove(key, entry);
    }
  }

  #remove(key: K, entry: Entry<V>, tell = true): void {
    this.#entries.delete(key);
    this.#size -= entry.size;
    if (tell) this.#onRemove?.(key, entry.value);
  }
}

/**
 * The value `cache` keeps for `key`, else a read of it: every caller until the read settles shares
 * that one read (twenty renders at once read once, not twenty times). A read is kept from its start,
 * its age counted from then; one that fails is forgotten, so the next caller reads again.
 */
export function sharedRead<K, T>(cache: MemoryCache<K, Promise<T>>, key: K, read: () => Promise<T>): Promise<T> {
  const kept = cache.get(key);
  if (kept) return kept;
  const reading = read();
  cache.set(key, reading);
  reading.catch(() => {
    if (cache.peek(key) === reading) cache.delete(key);
  });
  return reading;
}
