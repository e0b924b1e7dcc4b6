import { serve } from '@hono/node-server';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { ServerBuild } from 'react-router';
import { createApp } from '../app';
import { loadConfig, type ShopConfig } from '../config';
import { throttleRules } from '../throttles';
import { migrationsFolder, openDatabase, type Database } from '../db/database';
import { seedDatabase } from '../db/seed';
import type { TimeSource as TimeSource } from '@shop/ui/clock';
import { createLogger, type Logger } from '../log';
import { createShop, type Shop } from '../shop';
import { fakeBuild } from './fake-build';
import { eq } from 'drizzle-orm';
import { captchaStates } from '../db/schema';
import { hashToken } from '../services/sessions.server';
import { usesTestHashCost } from '../lib/passwords';

const serverDir = path.resolve(path.dirname(migrationsFolder()), '..');
const featuresDir = path.join(serverDir, '..', 'src', 'features');

/** A hash of everything that shapes the seeded database: a changed migration or seed makes a new snapshot. */
function snapshotKey(): string {
  const hash = createHash('sha1');
  const files = [
    ...readdirSync(migrationsFolder(), { recursive: true, encoding: 'utf8' }).map((f) => path.join(migrationsFolder(), f)),
    ...['seed.ts', 'seed-data.ts', 'seed-selling.ts', 'schema.ts'].map((f) => path.join(serverDir, 'db', f)),
    path.join(serverDir, 'lib', 'passwords.ts'),
    path.join(serverDir, 'services', 'layered-index.server.ts'),
    // Each capability's seed (`src/features/<capability>/seed.server.ts`).
    ...readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(featuresDir, entry.name, 'seed.server.ts')))
      .map((entry) => path.join(featuresDir, entry.name, 'seed.server.ts')),
  ].sort();
  for (const file of files) {
    if (file.endsWith('.sql') || file.endsWith('.json') || file.endsWith('.ts')) hash.update(file).update(readFileSync(file));
  }
  // Its demo customers' passwords are hashed at the cost this run uses.
  hash.update(`fast-hashes:${usesTestHashCost()}`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, seeded PGlite data folder as a tarball, made once and kept in the temp folder;
 * each test file starts its own database from it (about 0.5 s instead of initdb + seed).
 */
async function pgliteSnapshot(): Promise<Blob> {
  // One folder per checkout: the cleanup below removes this checkout's older snapshots only. With one
  // shared folder, two checkouts on different migrations deleted each other's snapshot in turn, and
  // both test workers then rebuilt it at once in their beforeAll (timeouts on a loaded machine).
  const checkout = createHash('sha1').update(serverDir).digest('hex').slice(0, 8);
  const dir = path.join(os.tmpdir(), `shop-test-snapshots-${checkout}`);
  const file = path.join(dir, `seeded-${snapshotKey()}.tgz`);
  if (!existsSync(file)) {
    const database = await openDatabase({});
    await seedDatabase(database.db);
    const dump = await database.pglite!.dumpDataDir('gzip');
    await database.close();
    mkdirSync(dir, { recursive: true });
    // Written under a unique name then renamed: test files running in parallel never read half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    // Snapshots of older schemas or seeds are never used again.
    for (const old of readdirSync(dir)) {
      if (old.startsWith('seeded-') && old.endsWith('.tgz') && path.join(dir, old) !== file) rmSync(path.join(dir, old), { force: true });
    }
  }
  return new Blob([readFileSync(file)]);
}

function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of a migrated, seeded template database on the PostgreSQL server, made if missing.
 * The caller holds the advisory lock, so two test files never make it at once.
 */
async function postgresTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const template = `shop_template_${snapshotKey()}`;
  const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
  if (exists.rowCount) return template;
  const building = `${template}_partial`;
  await admin.query(`drop database if exists ${building} with (force)`);
  await admin.query(`create database ${building}`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, building), poolSize: 4, onIdleError: () => {} });
  try {
    await seedDatabase(database.db);
  } finally {
    await database.close();
  }
  // Renamed once complete (a run stopped half-way leaves only the partial one behind).
  await admin.query(`alter database ${building} rename to ${template}`);
  return template;
}

/**
 * Makes the seeded database every test file starts from (the PGlite snapshot, or the template on
 * DATABASE_URL's server) once, before the test files run (vitest.config.ts globalSetup): two
 * workers would otherwise both build it at once.
 */
export async function prepareSeededDatabase(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    await pgliteSnapshot();
    return;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', ['shop-test-template']);
    await postgresTemplate(admin, serverUrl);
  } finally {
    await admin.end();
  }
}

/** A fresh database for one test file: PGlite from the snapshot, or a copy of the seeded template on DATABASE_URL's server. */
async function freshDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ loadDataDir: await pgliteSnapshot() });
    return { database, drop: async () => {} };
  }
  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // One seeded template per schema and seed (made by the first test file, under a lock), copied
    // for each test file: a file-level copy instead of migrating and seeding every time.
    await admin.query('select pg_advisory_lock(hashtext($1))', ['shop-test-template']);
    const template = await postgresTemplate(admin, serverUrl);
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrlFor(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 20, onIdleError: () => {} });
  return {
    database,
    url,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A fresh copy of the seeded template on DATABASE_URL's server, for a process of its own (the built server). */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!process.env.DATABASE_URL) throw new Error('freshPostgresDatabase needs DATABASE_URL');
  const { database, url, drop } = await freshDatabase();
  await database.close();
  return { url: url!, drop };
}

/** Throttle limits far above what a test file sends (the throttle's own tests set low ones). */
export function unreachedThrottle(): ShopConfig['throttle'] {
  return Object.fromEntries(Object.keys(throttleRules).map((call) => [call, { perIp: 1_000_000, perAccount: 1_000_000, windowSeconds: 60 }]));
}

export interface TestShop {
  /** http://127.0.0.1:<port> */
  url: string;
  shop: Shop;
  /** A new browser-like client with its own cookies and form_key. */
  client(): ShopClient;
  close(): Promise<void>;
}

/** Starts the real app (endpoints + page handler with a stand-in build) over HTTP on a free port. */
type TestShopOptions = { config?: Partial<ShopConfig>; clock?: TimeSource; log?: Logger; build?: ServerBuild };

/** A shop (its services and a listening server) over an open database; closing it closes the database. */
async function serveShop(database: Database, options: TestShopOptions): Promise<Omit<TestShop, 'close'> & { stop: () => Promise<void> }> {
  // Every test file's clients share one address: limits no test reaches (the throttle's, the
  // registration captcha's) and a reset e-mail per request, unless a test sets its own.
  const config = loadConfig(
    { LOG_LEVEL: 'silent' },
    { dataDir: 'memory://', throttle: unreachedThrottle(), captchaIpAttempts: 1_000_000, resetMailInterval: 0, ...options.config },
  );
  const shop = createShop({ database, config, log: options.log ?? createLogger('silent'), ...(options.clock ? { clock: options.clock } : {}) });
  const app = createApp({ build: options.build ?? fakeBuild, shop });
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve({ server: s, port: info.port }));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    shop,
    client: () => new ShopClient(url),
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await database.close();
    },
  };
}

export async function startTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  const { database, drop } = await freshDatabase();
  const { stop, ...served } = await serveShop(database, options);
  return {
    ...served,
    close: async () => {
      await stop();
      await drop();
    },
  };
}

/**
 * Several shop instances over one PostgreSQL database, as several shop processes behind one
 * address would run: each has its own connection pool, services, in-memory caches and server.
 * Needs DATABASE_URL (PGlite is one process's database); null without it.
 */
export async function startTestShops(count: number, options: TestShopOptions = {}): Promise<{ shops: Omit<TestShop, 'close'>[]; close: () => Promise<void> } | null> {
  if (!process.env.DATABASE_URL) return null;
  const { database, url, drop } = await freshDatabase();
  const databases = [database, ...(await Promise.all(Array.from({ length: count - 1 }, () => openDatabase({ databaseUrl: url!, poolSize: 10, onIdleError: () => {} }))))];
  const served = await Promise.all(databases.map((db) => serveShop(db, options)));
  return {
    shops: served.map(({ stop: _stop, ...shop }) => shop),
    close: async () => {
      for (const shop of served) await shop.stop();
      await drop();
    },
  };
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A browser stand-in: keeps cookies, holds a form_key cookie, posts it like the storefront does. */
export class ShopClient {
  readonly cookies = new Map<string, string>();
  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
    this.cookies.set('form_key', Array.from(randomBytes(16), (b) => alphabet[b % alphabet.length]).join(''));
  }

  /** The same browser (these very cookies) talking to another address: another shop process behind one name. */
  at(baseUrl: string): ShopClient {
    const other = new ShopClient(baseUrl);
    other.cookies.clear();
    // One cookie jar for both: what either answer sets, the other sends.
    Object.defineProperty(other, 'cookies', { value: this.cookies });
    return other;
  }

  /** The form_key the browser posts: its cookie's, which the server replaces at login and logout. */
  get formKey(): string {
    return this.cookies.get('form_key') ?? '';
  }

  /** The session cookie's value (undefined before the server starts a session). */
  get sessionId(): string | undefined {
    return this.cookies.get('shop_session');
  }

  async request(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0 && !headers.has('cookie')) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(`${this.baseUrl}${pathname}`, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  get(pathname: string, headers: Record<string, string> = {}) {
    return this.request(pathname, { headers });
  }

  /** POSTs JSON with the form_key in the body (pass `formKey: null` to leave it out). */
  postJson(pathname: string, body: unknown, { formKey = this.formKey as string | null, headers = {} as Record<string, string> } = {}) {
    const payload = formKey !== null && typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, form_key: formKey } : body;
    return this.request(pathname, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(payload) });
  }

  /** POSTs a multipart form (as the add-to-cart form does), with the form_key field unless `formKey: null`. */
  postMultipart(pathname: string, fields: Record<string, string>, { formKey = this.formKey as string | null } = {}) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (formKey !== null) form.append('form_key', formKey);
    return this.request(pathname, { method: 'POST', body: form });
  }

  /** POSTs an URL-encoded form, with the form_key field unless `formKey: null`. */
  postForm(pathname: string, fields: Record<string, string>, { formKey = this.formKey as string | null, headers = {} as Record<string, string> } = {}) {
    const body = new URLSearchParams(fields);
    if (formKey !== null) body.set('form_key', formKey);
    return this.request(pathname, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });
  }

  /** Loads sections like the browser's customer-data module. */
  async sections(names?: string[]): Promise<Record<string, Record<string, unknown>>> {
    const query = names ? `?sections=${encodeURIComponent(names.join(','))}&force_new_section_timestamp=true` : '?force_new_section_timestamp=true';
    const response = await this.get(`/customer/section/load/${query}`);
    if (!response.ok) throw new Error(`section load answered ${response.status}`);
    return (await response.json()) as Record<string, Record<string, unknown>>;
  }

  /** Signs in through the AJAX login (from a view's page: its `X-Store-View` in `headers`). */
  async login(username: string, password: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) {
    const response = await this.postJson('/customer/ajax/login', { username, password, context: 'checkout', ...extra }, { headers });
    return { response, body: (await response.json()) as Record<string, unknown> };
  }
}

export const DEMO_EMAIL = 'roni_cost@example.com';

/** The captcha word the server drew for the client's session (what a person reads off the image). */
export async function captchaWord(shop: Shop, client: ShopClient): Promise<string> {
  const [row] = await shop.db.select({ word: captchaStates.word }).from(captchaStates).where(eq(captchaStates.subject, `session:${hashToken(client.sessionId!)}`));
  return row!.word!;
}
