import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureVarnish } from '../../scripts/ensure-varnish.mjs';
import { freePort } from '../../scripts/free-port.mjs';
import { DEMO_PASSWORD } from './db/seed-data';
import { built, SHOP_START_MS, startBuiltShop, until, untilListening, type Started } from './test/built-shop';
import { DEMO_EMAIL, freshPostgresDatabase, ShopClient } from './test/harness';
import { startVarnish, type StartedVarnish } from '../../scripts/varnish.mjs';

// Debian's Varnish with the repository's VCL (deploy/varnish/default.vcl, ADR 0034) in front of
// two built shop processes on one PostgreSQL database, as docs/deployment.md sets them up. Runs
// in the PostgreSQL pass of `npm test`, which installs Varnish (scripts/ensure-varnish.mjs).
const varnishd = built && process.env.DATABASE_URL ? ensureVarnish({ log: (line) => console.warn(`varnish.test.ts: ${line}`) }) : null;

/** How long Varnish keeps a page here (the shop's PAGE_CACHE_MAX_AGE, sent as Surrogate-Control): short, so grace is reached. */
const MAX_AGE = 6;

let database: { url: string; drop: () => Promise<void> } | undefined;
let varnish: StartedVarnish | undefined;
const shops: Started[] = [];
let ports: readonly [number, number];
let product: { id: number; urlKey: string; category: string };
let other: { urlKey: string };

/** GET through Varnish (a browser of its own unless `client` is given): status, cache verdict, body. */
async function through(address: string, client?: ShopClient) {
  const response = client ? await client.get(address, { accept: 'text/html' }) : await fetch(`${varnish!.url}${address}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
  const body = await response.text();
  return { status: response.status, cache: response.headers.get('x-cache'), age: Number(response.headers.get('age') ?? 0), servedBy: response.headers.get('x-served-by'), setsCookie: response.headers.getSetCookie().length > 0, body };
}

/** Sends `request` as is on a new connection to `port`; the answer's status. */
function rawStatus(port: number, request: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
  });
}

/** What Varnish's probes say of the two shop backends (`backend.list`: `boot.shop1  probe  3/3  healthy  …`). */
function backendHealth(): string[] {
  const rows = [...varnish!.admin('backend.list').matchAll(/^\S+\.shop\d\s+\S+\s+\S+\s+(\w+)/gm)];
  if (rows.length !== 2) throw new Error('Varnish lists other backends than shop1 and shop2');
  return rows.map((row) => row[1]!);
}

beforeAll(async () => {
  if (!varnishd) return;
  database = await freshPostgresDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; url_key: string; url_path: string }>(
      `select p.id, p.url_key, c.url_path from products p join categories c on c.id = p.category_id
       where p.type = 'simple' and p.visibility = 4 and p.is_in_stock and p.qty >= 10 and p.min_sale_qty = 1 and p.qty_increments = 1 order by p.id limit 2`,
    );
    product = { id: rows[0]!.id, urlKey: rows[0]!.url_key, category: rows[0]!.url_path };
    other = { urlKey: rows[1]!.url_key };
  } finally {
    await client.end();
  }
  ports = [await freePort(), await freePort()] as const;
  varnish = await startVarnish(varnishd, ports);
  const settings = {
    DATABASE_URL: database.url,
    // The shop's public address is Varnish's; Varnish's X-Forwarded-For names the visitor.
    BASE_URL: `${varnish.url}/`,
    TRUSTED_PROXIES: '127.0.0.1',
    PAGE_CACHE_PURGE_URL: `${varnish.url}/_purge`,
    PAGE_CACHE_MAX_AGE: String(MAX_AGE),
    // Varnish is the page cache (docs/deployment.md): a Varnish miss renders from the database, so a
    // purge is whole once Varnish has it, whichever process the next miss reaches.
    PAGE_CACHE_SIZE: '0',
    // The demo's mode, as the end-to-end suite runs it: its /__test/ routes write a price as the back office would.
    NODE_ENV: '',
    SHOP_TEST_ROUTES: '1',
    // Two sign-in attempts per account in 15 minutes, counted across both processes.
    THROTTLE_LOGIN: '1000,2,900',
  };
  // Together: the database is a copy of the migrated, seeded template, so neither has anything to migrate or seed.
  shops.push(...ports.map((port) => startBuiltShop({ ...settings, PORT: String(port) }, { forFile: true })));
  await Promise.all(shops.map((shop) => untilListening(shop)));
  // Both backends healthy in Varnish's eyes (its probe of /healthz).
  await until('both shop processes healthy behind Varnish', () => backendHealth().every((health) => health === 'healthy'), 20_000);
}, SHOP_START_MS + 30_000);

afterAll(async () => {
  for (const shop of shops) if (shop.child.exitCode === null) shop.child.kill('SIGKILL');
  await varnish?.stop();
  await database?.drop();
});

describe.skipIf(!varnishd)('Varnish (deploy/varnish/default.vcl) in front of two shop processes', () => {
  it('keeps a category and a product page: the second request is a Varnish hit, served by neither process', async () => {
    for (const address of [`/${product.category}.html`, `/${product.urlKey}.html`]) {
      const first = await through(address);
      expect(first.status).toBe(200);
      expect(first.cache).toBe('MISS');
      const second = await through(address);
      expect(second).toMatchObject({ status: 200, cache: 'HIT', setsCookie: false });
      expect(second.body).toBe(first.body);
    }
  });

  it('a price written through one process shows through Varnish at the next request (purged by tag), other pages stay', async () => {
    const page = `/${product.urlKey}.html`;
    await through(`/${other.urlKey}.html`);
    await through(page);
    expect((await through(page)).cache).toBe('HIT');
    expect((await through(`/${other.urlKey}.html`)).cache).toBe('HIT');
    expect((await through(page)).body).not.toContain('$123.45');

    const write = await fetch(`http://127.0.0.1:${ports[0]}/__test/price`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url_key: product.urlKey, price: 12345 }) });
    expect(write.status, await write.clone().text()).toBe(200);

    const after = await through(page);
    expect(after.cache).not.toBe('HIT');
    expect(after.body).toContain('$123.45');
    // Kept again: at once, or (PASS) when the process that rendered it heard the purge while rendering, by the next answer.
    const next = [await through(page), await through(page)];
    expect(next.map((answer) => answer.cache)).toContain('HIT');
    for (const answer of next) expect(answer.body).toContain('$123.45');
    // The category's listing shows the price too (its tiles' tags), a page without the product does not change.
    expect((await through(`/${product.category}.html`)).body).toContain('$123.45');
    expect((await through(`/${other.urlKey}.html`)).cache).toBe('HIT');
  });

  it('a purge from an address outside `acl purgers`, or without POST and tags, is refused and purges nothing', async () => {
    await through(`/${other.urlKey}.html`);
    expect((await through(`/${other.urlKey}.html`)).cache).toBe('HIT');
    // The PROXY protocol names the client Varnish sees: an address on the internet.
    expect(await rawStatus(varnish!.proxyPort, 'PROXY TCP4 203.0.113.7 127.0.0.1 40000 80\r\nPOST /_purge HTTP/1.1\r\nHost: shop\r\nSurrogate-Key: FPC\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')).toBe(403);
    expect((await fetch(`${varnish!.url}/_purge`, { headers: { 'surrogate-key': 'FPC' } })).status).toBe(405);
    expect((await fetch(`${varnish!.url}/_purge`, { method: 'POST' })).status).toBe(400);
    expect((await through(`/${other.urlKey}.html`)).cache).toBe('HIT');
    // From loopback (the shop's hook), the same purge empties it.
    expect(await rawStatus(varnish!.proxyPort, 'PROXY TCP4 127.0.0.1 127.0.0.1 40000 80\r\nPOST /_purge HTTP/1.1\r\nHost: shop\r\nSurrogate-Key: FPC\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')).toBe(200);
    expect((await through(`/${other.urlKey}.html`)).cache).toBe('MISS');
  });

  it('a session, a cart and a throttle cross between the processes; private pages and answers setting a cookie are never hits', async () => {
    const browser = new ShopClient(varnish!.url);
    const signIn = await browser.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(signIn.body).toMatchObject({ errors: false });
    const servedBy = new Set<string>();
    for (let view = 0; view < 4; view++) {
      const account = await through('/customer/account/', browser);
      expect(account.status).toBe(200);
      // The dashboard's contact information (in the page's data): the customer's own address.
      expect(account.body, `view ${view} by ${account.servedBy}`).toContain(DEMO_EMAIL);
      expect(account.cache).not.toBe('HIT');
      servedBy.add(account.servedBy!);
    }
    // Round robin: the session started on one process is read by both.
    expect(servedBy.size).toBe(2);

    const added = await browser.postMultipart('/checkout/cart/add', { product: String(product.id), qty: '2' });
    expect(added.status).toBe(200);
    for (let view = 0; view < 2; view++) {
      const cart = await browser.sections(['cart']);
      expect((cart.cart as { items: { product_id: number; item_qty: number }[] }).items).toEqual([expect.objectContaining({ product_id: product.id, item_qty: 2 })]);
    }
    for (const address of ['/checkout/cart/', '/checkout/', '/customer/section/load/?sections=cart,customer']) {
      for (let view = 0; view < 3; view++) {
        const answer = await through(address, browser);
        expect(answer.status).toBe(200);
        expect(answer.cache, address).not.toBe('HIT');
      }
    }

    // Two attempts for one account, one through each process: the third is refused, on either.
    const email = 'john.smith@example.com';
    const visitor = new ShopClient(varnish!.url);
    expect((await visitor.login(email, 'wrong-1')).body.errors).toBe(true);
    expect((await visitor.login(email, 'wrong-2')).body.errors).toBe(true);
    for (let attempt = 0; attempt < 2; attempt++) expect((await visitor.login(email, DEMO_PASSWORD)).response.status).toBe(429);
  });

  it('a public page answered with a cookie is not kept', async () => {
    // A browser whose customer session ended still sends its owner cookie: the shop clears it.
    const stale = await fetch(`${varnish!.url}/`, { headers: { cookie: 'private_content_owner=ended' } });
    await stale.arrayBuffer();
    expect(stale.headers.getSetCookie()).toEqual([expect.stringMatching(/^private_content_owner=;/)]);
    expect(stale.headers.get('x-cache')).toBe('PASS');
    // Not stored: the next visitor's request is fetched, and that answer (no cookie) is kept.
    expect((await through('/')).cache).toBe('MISS');
    expect((await through('/')).cache).toBe('HIT');
  });

  it('serves a stored page past its time while both shop processes are down (grace)', async () => {
    const page = `/${product.category}.html`;
    const stored = await through(page);
    expect(stored.status).toBe(200);
    for (const shop of shops) shop.child.kill('SIGTERM');
    await Promise.all(shops.map((shop) => shop.exited));
    await until('Varnish to see both backends sick', () => backendHealth().every((health) => health === 'sick'), 20_000);
    await until('the page to be past its time', async () => (await through(page)).age > MAX_AGE, 20_000);
    const stale = await through(page);
    expect(stale).toMatchObject({ status: 200, cache: 'HIT' });
    expect(stale.body).toBe(stored.body);
    // A page never stored has nothing to fall back on.
    expect((await through('/customer/account/login/')).status).toBe(503);
  }, 60_000);
});
