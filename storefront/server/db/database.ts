import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { IN_MEMORY, storefrontRoot } from '../config';
import * as schema from './schema';

/** The typed query layer, the same for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What a process hears on a channel: each message, and that it may have missed some. */
export interface ChannelListener {
  onMessage(payload: string): void;
  /** The listening connection was lost and is back: messages sent meanwhile were not heard. */
  onGap(): void;
}

/**
 * Messages between the processes that share one PostgreSQL database (LISTEN/NOTIFY): what one
 * process changed that the others keep in memory (the full-page cache).
 */
export interface DatabaseNotifications {
  /** Sends `payload` (at most 7,999 bytes) to every process listening on `channel`, this one too. */
  publish(channel: string, payload: string): Promise<void>;
  /** Listens on `channel` from now on, over one connection of its own that is re-opened when lost. */
  subscribe(channel: string, listener: ChannelListener): Promise<void>;
}

/** An open database: the query layer plus what start-up, tests and shutdown need. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** On PostgreSQL, messages to the other shop processes; PGlite belongs to one process. */
  notifications?: DatabaseNotifications;
  /** The PGlite instance (for dumpDataDir in tests), when kind is 'pglite'. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** `postgres://…`: use node-postgres. Takes precedence over `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; parent folders are created. Empty or 'memory://' keeps it in memory. */
  dataDir?: string | undefined;
  /** A PGlite data folder tarball to start from (a migrated, seeded snapshot). */
  loadDataDir?: Blob;
  /** Apply pending migrations. @default true */
  migrate?: boolean;
  /** node-postgres pool size. @default 10 */
  poolSize?: number;
  /** Told about errors of idle pooled connections. @default a line on stderr */
  onIdleError?: (error: Error) => void;
}

/** How close a misspelt word must be for the `<%` trigram fallback of search (pg_trgm's default is 0.6). */
const WORD_SIMILARITY = 0.45;

/** The migrations folder kept in the repository (found from the sources and from build/server). */
export function migrationsFolder(): string {
  return path.join(storefrontRoot(), 'server', 'db', 'migrations');
}

/**
 * Opens the shop database: node-postgres when `databaseUrl` is set, else PGlite in `dataDir`
 * (with pg_trgm loaded), then applies pending migrations.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const {
    databaseUrl,
    dataDir,
    loadDataDir,
    migrate = true,
    poolSize = 10,
    onIdleError = (error: Error) => process.stderr.write(`${JSON.stringify({ level: 'warn', msg: 'idle database connection failed', err: error.message })}\n`),
  } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY}` });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', onIdleError);
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    if (migrate) await migrateNodePg(db as never, { migrationsFolder: migrationsFolder() });
    const notifications = postgresNotifications(pool, databaseUrl, onIdleError);
    return {
      db,
      kind: 'postgres',
      notifications,
      close: async () => {
        await notifications.close();
        await pool.end();
      },
    };
  }
  const inMemory = !dataDir || dataDir.startsWith(IN_MEMORY);
  // PGlite does not create missing parent folders.
  if (!inMemory) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const pglite = await PGlite.create(inMemory ? undefined : path.resolve(dataDir), {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await pglite.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`);
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  if (migrate) await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}

/** How long a lost listening connection waits before it is opened again. */
const RELISTEN_DELAY_MS = 1000;

/** LISTEN/NOTIFY over node-postgres: publishing through the pool, listening on a connection of its own. */
function postgresNotifications(pool: pg.Pool, connectionString: string, onError: (error: Error) => void): DatabaseNotifications & { close(): Promise<void> } {
  const listeners = new Map<string, ChannelListener>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    lostClient.removeAllListeners();
    lostClient.on('error', () => {});
    void lostClient.end().catch(() => {});
    if (!closed) retry = setTimeout(() => void open(true), RELISTEN_DELAY_MS);
  };

  const open = (afterLoss: boolean): Promise<void> =>
    (connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => listeners.get(message.channel)?.onMessage(message.payload ?? ''));
      next.on('error', (error) => {
        onError(error);
        lost(next);
      });
      next.on('end', () => lost(next));
      try {
        await next.connect();
        for (const channel of listeners.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
        if (closed) {
          await next.end();
          return;
        }
        client = next;
        if (afterLoss) for (const listener of listeners.values()) listener.onGap();
      } catch (error) {
        onError(error as Error);
        next.removeAllListeners();
        next.on('error', () => {});
        void next.end().catch(() => {});
        if (!closed) retry = setTimeout(() => void open(true), RELISTEN_DELAY_MS);
      }
    })().finally(() => {
      connecting = null;
    }));

  return {
    async publish(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async subscribe(channel, listener) {
      listeners.set(channel, listener);
      if (client) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      else await open(false);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      const open = client;
      client = null;
      if (open) {
        open.removeAllListeners();
        open.on('error', () => {});
        await open.end().catch(() => {});
      }
    },
  };
}

/** True when the catalogue has no product yet (a fresh database to seed). */
export async function isEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select count(*)::int as n from ${schema.products}`);
  return Number(rows<{ n: number }>(result)[0]?.n ?? 0) === 0;
}

/** The rows of a raw `db.execute` result, whichever driver produced it. */
export function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** How many rows a raw `db.execute` insert, update or delete changed, from PGlite's or node-postgres' result. */
export function affectedRows(result: unknown): number {
  const { affectedRows: pglite, rowCount } = result as { affectedRows?: number; rowCount?: number | null };
  return pglite ?? rowCount ?? 0;
}

/** Whether a database error (possibly wrapped) is a unique violation of `index`. */
export function isUniqueViolation(error: unknown, index: string): boolean {
  for (let current = error; current instanceof Error || (typeof current === 'object' && current !== null); current = (current as { cause?: unknown }).cause) {
    const { code, constraint, message } = current as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === index || (message ?? '').includes(index))) return true;
    if (!(current as { cause?: unknown }).cause) break;
  }
  return false;
}
