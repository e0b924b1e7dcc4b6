import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gunzip, gzip } from 'node:zlib';
import type { TimeSource } from '@shop/ui/clock';
import { MemoryCache } from '../lib/memory-cache';
import { cacheTags } from './tags';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliCompress);

/**
 * A cached page's brotli quality (ADR 0052). Its brotli is made on the first request that asks for
 * it, which waits: quality 6 takes 1.3-2.6 ms for a page of 100-180 kB and is within 2 % of quality
 * 9's bytes, which took 84-100 ms (the largest part of a first visit's wait for a product page).
 */
export const BROTLI_QUALITY = 6;

/** The content codings a cached page is kept in, best first. */
export const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** A rendered page as it is stored: its status, headers, tags and body variants (per content coding). */
export interface CachedPage {
  readonly key: string;
  readonly status: number;
  /** The answer's headers without Set-Cookie, Content-Length, Content-Encoding, ETag or Date. */
  readonly headers: readonly (readonly [string, string])[];
  readonly tags: readonly string[];
  /** The page reads none of its address's parameters: an address that adds some is answered with it. */
  readonly keyedByPath: boolean;
  /** The page's ETag without quotes (a hash of the uncompressed body); a coding's variant adds its suffix. */
  readonly etag: string;
  /** Encoded bodies made so far (gzip always; br and identity when first asked for). */
  readonly variants: Map<Encoding, Buffer>;
  readonly pending: Map<Encoding, Promise<Buffer>>;
  bytes: number;
  readonly storedAt: number;
}

export interface RenderedPage {
  status: number;
  headers: readonly (readonly [string, string])[];
  tags: readonly string[];
  body: Buffer;
  /** See {@link CachedPage.keyedByPath}. */
  keyedByPath?: boolean;
}

export interface PageCacheOptions {
  /** The most bytes the stored variants may take together; 0 stores nothing. */
  maxBytes: number;
  /** Seconds an entry is served at most (0: until purged). */
  maxAge: number;
  clock: TimeSource;
}

/** How many recent purges are remembered for renders that were under way when they happened. */
const PURGE_LOG = 512;
/** The largest share of the cache one page may take. */
const MAX_ENTRY_SHARE = 1 / 8;

/** The strong ETag of a variant: content codings of one page are different representations (RFC 9110 §8.8.3). */
export function variantEtag(page: Pick<CachedPage, 'etag'>, encoding: Encoding): string {
  return encoding === 'identity' ? `"${page.etag}"` : `"${page.etag}-${encoding === 'gzip' ? 'gz' : 'br'}"`;
}

/**
 * The in-process full-page cache (ADR 0013): rendered pages kept compressed per content coding in
 * the server's size-bounded LRU (`MemoryCache`, bounded by the bytes of the stored variants), with
 * an index from cache tag to entries so a purge removes exactly the pages that show what changed.
 * Purges are remembered for a while: a page whose render began before a purge of one of its tags
 * is not stored (it may show the old data).
 */
export class PageCache {
  readonly #options: PageCacheOptions;
  readonly #pages: MemoryCache<string, CachedPage>;
  readonly #byTag = new Map<string, Set<string>>();
  #purgeSequence = 0;
  /** The last purges, oldest first: their sequence number and tags (null: everything). */
  readonly #purges: { sequence: number; tags: ReadonlySet<string> | null }[] = [];
  readonly #listeners: ((tags: readonly string[]) => void)[] = [];

  constructor(options: PageCacheOptions) {
    this.#options = options;
    this.#pages = new MemoryCache({
      maxSize: options.maxBytes,
      sizeOf: (page) => page.bytes,
      maxAgeMs: options.maxAge * 1000,
      clock: options.clock,
      // Whatever takes a page out (eviction, age, purge, a newer render) takes it out of the tag index.
      onRemove: (key, page) => this.#unindex(key, page),
    });
  }

  /** Whether pages are stored at all (PAGE_CACHE_SIZE above 0). */
  get enabled(): boolean {
    return this.#options.maxBytes > 0;
  }

  /**
   * How long a shared cache in front of the shop (Varnish, a CDN) may keep a page it stores, in
   * seconds: PAGE_CACHE_MAX_AGE, or a year when that is 0 (until purged). Purges reach it by tag.
   */
  get sharedMaxAge(): number {
    return this.#options.maxAge > 0 ? this.#options.maxAge : 31_536_000;
  }

  get stats() {
    return { entries: this.#pages.count, bytes: this.#pages.totalSize, maxBytes: this.#options.maxBytes };
  }

  /** Calls `listener` with the tags of every purge (the purge hook, the catalogue's caches, tests). */
  onPurge(listener: (tags: readonly string[]) => void) {
    this.#listeners.push(listener);
  }

  /** The stored page for `key`, now the most recently used; undefined when absent or too old. */
  get(key: string): CachedPage | undefined {
    return this.#pages.get(key);
  }

  /** A mark to pass to `store` for a render that starts now. */
  renderStarted(): number {
    return this.#purgeSequence;
  }

  /**
   * Stores a rendered page (gzip made now); null when it is not kept: too large, the cache is
   * off, or one of its tags was purged since `startedAt` (the render may have read the old data).
   */
  async store(key: string, rendered: RenderedPage, startedAt: number): Promise<CachedPage | null> {
    if (!this.enabled || rendered.body.length > this.#options.maxBytes * MAX_ENTRY_SHARE) return null;
    const gzipped = await gzipAsync(rendered.body, { level: 9 });
    if (this.purgedSince(startedAt, rendered.tags)) return null;
    const page: CachedPage = {
      key,
      status: rendered.status,
      headers: rendered.headers,
      tags: rendered.tags,
      keyedByPath: rendered.keyedByPath ?? false,
      etag: createHash('sha1').update(rendered.body).digest('base64url'),
      variants: new Map([['gzip', gzipped]]),
      pending: new Map(),
      bytes: gzipped.length,
      storedAt: this.#options.clock.now(),
    };
    if (!this.#pages.set(key, page)) return null;
    for (const tag of page.tags) {
      let keys = this.#byTag.get(tag);
      if (!keys) this.#byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return page;
  }

  /** The page's body in `encoding`, made (once) from the stored gzip when first asked for. */
  variant(page: CachedPage, encoding: Encoding): Buffer | Promise<Buffer> {
    const made = page.variants.get(encoding);
    if (made) return made;
    let pending = page.pending.get(encoding);
    if (!pending) {
      pending = (async () => {
        const identity = page.variants.get('identity') ?? (await gunzipAsync(page.variants.get('gzip')!));
        const body =
          encoding === 'identity'
            ? identity
            : await brotliAsync(identity, { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } });
        page.pending.delete(encoding);
        // Purged or evicted meanwhile: answer this request, keep nothing.
        if (this.#pages.peek(page.key) === page) {
          page.variants.set(encoding, body);
          page.bytes += body.length;
          this.#pages.resize(page.key);
        }
        return body;
      })();
      page.pending.set(encoding, pending);
    }
    return pending;
  }

  /** Removes every page carrying one of `tags` and tells the listeners; the number of pages removed. */
  purge(tags: Iterable<string>): number {
    const list = [...new Set(tags)];
    if (list.length === 0) return 0;
    this.#remember(new Set(list));
    let removed = 0;
    for (const tag of list) {
      for (const key of [...(this.#byTag.get(tag) ?? [])]) if (this.#pages.delete(key)) removed++;
    }
    for (const listener of this.#listeners) listener(list);
    return removed;
  }

  /** Empties the cache (as a purge of every tag). */
  clear() {
    this.#remember(null);
    this.#pages.clear();
    for (const listener of this.#listeners) listener([cacheTags.all]);
  }

  #remember(tags: ReadonlySet<string> | null) {
    this.#purgeSequence++;
    this.#purges.push({ sequence: this.#purgeSequence, tags });
    if (this.#purges.length > PURGE_LOG) this.#purges.shift();
  }

  /** Whether one of `tags` was purged since `startedAt` (a render that began then may show the old data). */
  purgedSince(startedAt: number, tags: readonly string[]): boolean {
    if (startedAt === this.#purgeSequence) return false;
    // Older than the log: whether it is affected is no longer known.
    if (this.#purges[0] && this.#purges[0].sequence > startedAt + 1) return true;
    return this.#purges.some((purge) => purge.sequence > startedAt && (purge.tags === null || tags.some((tag) => purge.tags!.has(tag))));
  }

  #unindex(key: string, page: CachedPage) {
    for (const tag of page.tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTag.delete(tag);
    }
  }
}
