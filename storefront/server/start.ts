import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { loadConfig, type ShopConfig } from './config';
import { isEmpty, openDatabase } from './db/database';
import { seedDatabase } from './db/seed';
import { createLogger, type Logger } from './log';
import { schedulePurge } from './purge';
import { installServerDom, warmStoredHtml } from './lib/stored-html';
import { createShop, type Shop } from './shop';

/** Opens (creates, migrates and, when empty, seeds) the configured database and builds the shop. */
export async function openShop(config: ShopConfig = loadConfig(), log: Logger = createLogger(config.logLevel)): Promise<Shop> {
  const started = performance.now();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) => log.warn('idle database connection failed', { err: error }),
  });
  log.info('database ready', { kind: database.kind, location: config.databaseUrl ? 'DATABASE_URL' : config.dataDir, ms: Math.round(performance.now() - started) });
  if (database.kind === 'pglite') {
    // PGlite has no autovacuum: refresh the planner's statistics once per start.
    await database.db.execute(sql`analyze`);
  }
  // The sanitizer's DOM (jsdom) is built before the first page, not while a visitor waits.
  const warming = performance.now();
  installServerDom(config.baseUrl);
  warmStoredHtml();
  log.info('sanitizer ready', { ms: Math.round(performance.now() - warming) });
  if (await isEmpty(database.db)) {
    const seeding = performance.now();
    // A production shop gets the catalogue and content, but no customers whose password is public.
    const summary = await seedDatabase(database.db, { demoCustomers: !config.production });
    log.info(config.production ? 'seeded the catalogue (production mode: no demo customers)' : 'seeded the demo catalogue', {
      ...summary,
      ms: Math.round(performance.now() - seeding),
    });
  }
  return createShop({ database, config, log });
}

export interface RunningServer {
  server: ServerType;
  port: number;
  /** Stops accepting connections, lets requests in flight finish, closes the database. */
  close(): Promise<void>;
}

/**
 * Listens with the given fetch handler; SIGTERM/SIGINT shut down gracefully. Expired rows are
 * purged every PURGE_INTERVAL seconds (`schedulePurge`); the features' background work (the mail
 * worker) runs until the shutdown, which waits for it before closing the database.
 */
export function listen(
  shop: Shop,
  fetch: Hono['fetch'],
  { handleSignals = true, purgeExpiredRows = true }: { handleSignals?: boolean; /** Run the scheduled purge (one process of a cluster does). */ purgeExpiredRows?: boolean } = {},
): Promise<RunningServer> {
  const { config, log } = shop;
  const stopPurge = purgeExpiredRows ? schedulePurge(shop) : () => {};
  const stopBackground = shop.startBackground();

  return new Promise((resolve) => {
    const server = serve({ fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
      log.info('shop listening', { url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${info.port}`, port: info.port, pid: process.pid });
      let closing: Promise<void> | undefined;
      const close = () =>
        (closing ??= new Promise<void>((done) => {
          stopPurge();
          const force = setTimeout(() => {
            log.warn('forcing open connections closed');
            if ('closeAllConnections' in server) server.closeAllConnections();
          }, 10_000);
          force.unref();
          server.close(async () => {
            clearTimeout(force);
            await stopBackground();
            await shop.database.close();
            log.info('shop stopped');
            done();
          });
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        }));
      if (handleSignals) {
        for (const signal of ['SIGTERM', 'SIGINT'] as const) {
          process.once(signal, () => {
            log.info('shutting down', { signal });
            void close().then(() => process.exit(0));
          });
        }
      }
      resolve({ server, port: info.port, close });
    });
  });
}
