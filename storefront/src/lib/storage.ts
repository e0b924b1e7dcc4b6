import {
  COOKIE_STORAGE_EXPIRY_MS,
  LOCAL_STORAGE_UNAVAILABLE_WARNING,
  STORAGE_INTERFACE_ERROR,
} from '../config/constants';
import { getClock, type Clock } from '@shop/ui/clock';
import { expiresIn, type CookieJar } from './cookies';
import { logger } from '@shop/ui/logger';

/** The part of the Web Storage interface the shop relies on. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Throws `'<name> does not implement Storage Interface'` unless `candidate` has
 * getItem, setItem and removeItem functions.
 */
export function assertStorageInterface(candidate: unknown, name = 'Storage'): asserts candidate is StorageLike {
  const methods = ['getItem', 'setItem', 'removeItem'] as const;
  const valid =
    typeof candidate === 'object' &&
    candidate !== null &&
    methods.every((method) => typeof (candidate as Record<string, unknown>)[method] === 'function');
  if (!valid) throw new Error(`${name} ${STORAGE_INTERFACE_ERROR}`);
}

/** Storage kept in memory for the life of the page: nothing survives a navigation. */
export class MemoryStorage implements StorageLike {
  readonly #items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }
}

/** Storage emulated with cookies (3650-day expiry), for browsers without localStorage. */
export class CookieStorage implements StorageLike {
  readonly #cookies: CookieJar;
  readonly #clock: Clock;

  constructor(cookies: CookieJar, clock: Clock = getClock()) {
    this.#cookies = cookies;
    this.#clock = clock;
  }

  getItem(key: string): string | null {
    return this.#cookies.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#cookies.set(key, String(value), { expires: expiresIn(COOKIE_STORAGE_EXPIRY_MS, this.#clock) });
  }

  removeItem(key: string): void {
    this.#cookies.remove(key);
  }
}

/** How local data is kept on this browser. */
export type LocalStorageKind = 'local' | 'cookie' | 'memory';

/** The storage chosen by {@link resolveLocalStorage}. */
export interface ResolvedStorage {
  storage: StorageLike;
  /** `local`: window.localStorage; `cookie`: localStorage is missing; `memory`: it is unusable. */
  kind: LocalStorageKind;
}

export interface ResolveLocalStorageOptions {
  /** The window to probe. @default globalThis */
  window?: { localStorage?: unknown };
  /** Cookie jar for the cookie-backed fallback (when localStorage does not exist at all). */
  cookies?: CookieJar;
  /** Receives the 'Local storage unavailable' warning. @default the kit logger, at warn level */
  warn?: (message: string, error?: unknown) => void;
}

const PROBE_KEY = '__storage_probe__';

/**
 * Picks where local data lives. localStorage when it works; a cookie-backed storage
 * when the browser has none at all; otherwise (disabled, private mode, quota) a
 * warning and in-memory storage, so the shop keeps working without a cache.
 */
export function resolveLocalStorage(options: ResolveLocalStorageOptions = {}): ResolvedStorage {
  const win = options.window ?? (globalThis as { localStorage?: unknown });
  const warn = options.warn ?? ((message: string, error?: unknown) => logger.warn(message, error));
  let candidate: unknown;
  try {
    candidate = win.localStorage;
  } catch (error) {
    warn(LOCAL_STORAGE_UNAVAILABLE_WARNING, error);
    return { storage: new MemoryStorage(), kind: 'memory' };
  }
  if (candidate === undefined || candidate === null) {
    if (options.cookies) return { storage: new CookieStorage(options.cookies), kind: 'cookie' };
    warn(LOCAL_STORAGE_UNAVAILABLE_WARNING);
    return { storage: new MemoryStorage(), kind: 'memory' };
  }
  assertStorageInterface(candidate, 'localStorage');
  try {
    candidate.setItem(PROBE_KEY, '1');
    candidate.removeItem(PROBE_KEY);
    return { storage: candidate, kind: 'local' };
  } catch (error) {
    warn(LOCAL_STORAGE_UNAVAILABLE_WARNING, error);
    return { storage: new MemoryStorage(), kind: 'memory' };
  }
}

/** Reads a JSON value; undefined when missing or unreadable. */
export function readJson(storage: StorageLike, key: string): unknown {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Writes a JSON value. A full or failing storage is ignored: the cache is an optimisation. */
export function writeJson(storage: StorageLike, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage revoked mid-page: keep running without caching.
  }
}

/** Removes a key, ignoring storage failures. */
export function removeKey(storage: StorageLike, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // See writeJson.
  }
}

/** A JSON object kept under one storage key and edited entry by entry. */
export interface NamespaceStorage {
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  /** Sets several entries with one write. */
  assign(entries: Record<string, unknown>): void;
  remove(names: string | readonly string[]): void;
  keys(): string[];
  /** A copy of every entry. */
  all(): Record<string, unknown>;
  clear(): void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A namespace (one key holding a JSON object) in a storage, like `mage-cache-storage`. */
export function createNamespaceStorage(storage: StorageLike, namespace: string): NamespaceStorage {
  const read = (): Record<string, unknown> => {
    const value = readJson(storage, namespace);
    return isRecord(value) ? value : {};
  };
  return {
    get: (name) => read()[name],
    set: (name, value) => {
      writeJson(storage, namespace, { ...read(), [name]: value });
    },
    assign: (entries) => {
      writeJson(storage, namespace, { ...read(), ...entries });
    },
    remove: (names) => {
      const entries = read();
      for (const name of typeof names === 'string' ? [names] : names) delete entries[name];
      writeJson(storage, namespace, entries);
    },
    keys: () => Object.keys(read()),
    all: () => read(),
    clear: () => removeKey(storage, namespace),
  };
}
