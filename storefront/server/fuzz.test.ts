import fc from 'fast-check';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls } from '../src/config/contracts';
import { staffCalls } from './test/staff-contracts';
import type { CallContract } from '../src/lib/contract';
import { nestFormFields } from './http/input';
import type { Hono } from 'hono';
import { createApp } from './app';
import type { ShopEnv } from './http/env';
import { fakeBuild } from './test/fake-build';
import { startTestShop, type TestShop } from './test/harness';

/**
 * Issue 17, item 9: malformed requests by the thousand against every call of the contract
 * registry and the page routes, over real keep-alive connections to the shop listening on
 * 127.0.0.1. Every answer is below 500, a refusal says why, another client keeps getting
 * answers within a second meanwhile, and the database is the same afterwards (row counts and
 * a checksum of every table). The generator is fast-check with a fixed seed: a failure names
 * the request, and the same run comes back.
 */

const SEED = 20261125;
/** Malformed requests per call and per page route. */
const PER_TARGET = Number(process.env.FUZZ_PER_TARGET ?? 1000);
/** Requests in flight at once (over at most this many keep-alive connections). */
const CONCURRENCY = 4;
/** Every n-th request goes over a real keep-alive connection; the others through the app in this process (cheaper: 2 cores). */
const OVER_HTTP_EVERY = 5;

/** Numbers around the limits of the integer types a server may hold, as text and as JSON numbers. */
const HOSTILE_NUMBER_TEXT = [
  '2147483647', '2147483648', '-2147483648', '-2147483649', '4294967296',
  '9007199254740991', '9007199254740993', '-9007199254740993',
  '9223372036854775807', '9223372036854775808', '-9223372036854775809', '18446744073709551616',
  '1e20', '-1e20', '1e309', '-1', '0', '-0', '1.5', '0.1', 'NaN', 'Infinity', '-Infinity', '0x10', '1_000', ' 1', '１', '1e-400', '00000000000000000000000001',
];
const HOSTILE_NUMBERS = [2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 53) - 2, 2 ** 63, -(2 ** 63), 1e20, -1e20, -1, 0, -0, 1.5, Number.MAX_VALUE, Number.MIN_VALUE];
const HOSTILE_TEXT = [
  '', ' ', '\t', 'null', 'undefined', 'true', '[]', '{}', '__proto__', 'constructor', 'prototype',
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' OR 1=1 --", '../../../../etc/passwd', '..%2f..%2f',
  '\u0000', 'a\u0000b', '\ud800', '\udfff\ud800', '\u202e', '😀'.repeat(50), 'e\u0301', '\r\nX-Injected: 1',
  'x'.repeat(300), 'x'.repeat(5000), '%', '%zz', '%c0%af', '%ff%fe', 'javascript:alert(1)', '//evil.example', '/\\evil.example',
];

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBER_TEXT),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(true, false, null),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.integer(),
  fc.double(),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', 'qty', 'form_key'), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** The top-level field names of a call's request schema (zod 4 objects, through pipes and effects). */
function fieldNames(schema: unknown): string[] {
  let current = schema as { shape?: Record<string, unknown>; _zod?: { def?: { in?: unknown; innerType?: unknown; schema?: unknown } } } | undefined;
  for (let i = 0; i < 5 && current; i++) {
    if (current.shape) return Object.keys(current.shape);
    const def = current._zod?.def;
    current = (def?.in ?? def?.innerType ?? def?.schema) as typeof current;
  }
  return [];
}

/** A field set for a call: its own names (and junk names) with hostile values. */
const hostileFields = (names: readonly string[]) =>
  fc.dictionary(fc.oneof(fc.constantFrom(...(names.length ? names : ['q'])), fc.constantFrom('form_key', 'a[b][c][d]', 'x[]', '__proto__[polluted]', ''), fc.string({ maxLength: 6 })), hostileValue, {
    minKeys: 0,
    maxKeys: 8,
  });

const VALID_KEY = 'FuzzFormKey12345';

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const toText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** Percent-encoding of any text (a lone surrogate cannot go on the wire as UTF-8: it goes as U+FFFD). */
const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/** Query text for fields: mostly encoded, sometimes with raw malformed percent sequences. */
function queryOf(fields: Record<string, unknown>, raw: boolean): string {
  const parts = Object.entries(fields).map(([k, v]) => (raw ? `${k.replace(/[^\x21-\x7e]/g, '')}=${toText(v).replace(/[^\x21-\x7e]/g, '')}` : `${encode(k)}=${encode(toText(v))}`));
  return parts.join('&').slice(0, 6000);
}

const oddHeaders = fc.subarray(
  [
    ['x-forwarded-host', 'evil.example'],
    ['x-forwarded-proto', 'gopher'],
    ['x-forwarded-for', '999.1.1.1, <script>, ::ffff:zz'],
    ['host', 'evil.example:99999'],
    ['origin', 'https://evil.example'],
    ['origin', 'null'],
    ['referer', 'javascript:alert(1)'],
    ['accept', '*/*;q=nope, text/html;level=999999999999999999999'],
    ['accept-encoding', 'gzip;q=2, br, zstd, x-unknown'],
    ['accept-language', 'x'.repeat(2000)],
    ['if-none-match', '"*", W/"x", ,,,'],
    ['range', 'bytes=9223372036854775807-'],
    ['content-encoding', 'gzip'],
    ['x-requested-with', 'XMLHttpRequest'],
    ['x-recaptcha', '\t\u00e9\u00ff'],
    ['user-agent', ''],
    // A view's prices in every call (ADR 0040), and a view that is not one.
    ['x-store-view', 'ar'],
    ['x-store-view', '__proto__'],
  ] as const,
  { maxLength: 4 },
);

const formKeyCase = fc.constantFrom('valid', 'valid', 'valid', 'missing', 'forged', 'cookie-only', 'header-only', 'malformed');
const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'text/plain',
  'application/xml',
  'application/json; charset=utf-16',
  'APPLICATION/JSON ',
  '',
);
const rawJson = fc.constantFrom('{', '{"a":', '[', '}', 'nul', '{"a":1,}', "{'a':1}", '"\\ud800"', '1e999999', '[' .repeat(5000) + ']'.repeat(5000), '{"__proto__":{"polluted":true}}', '\u0000');

/** One malformed request to a call: a wrong method, a missing or forged form_key, a wrong or broken body, hostile values. */
function callRequest(contract: CallContract): fc.Arbitrary<FuzzRequest> {
  const names = fieldNames(contract.request);
  const params = [...contract.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
  const paramValue = fc.oneof(fc.constantFrom('1', 'MH01', 'aero-trail-pullover.svg', '480', 'WT001-back.avif'), hostileScalar.map(toText));
  return fc
    .record({
      method: fc.oneof({ weight: 8, arbitrary: fc.constant(contract.method) }, { weight: 2, arbitrary: fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'PROPFIND', 'FOO', contract.method === 'GET' ? 'POST' : 'GET') }),
      params: fc.tuple(...params.map(() => paramValue)),
      rawPath: fc.boolean(),
      query: hostileFields(names),
      fields: hostileFields(names),
      formKey: formKeyCase,
      type: contentType,
      bodyKind: fc.oneof({ weight: 10, arbitrary: fc.constantFrom('fields', 'raw-json', 'not-object', 'bytes', 'empty') }, { weight: 1, arbitrary: fc.constant('huge') }),
      raw: rawJson,
      bytes: fc.uint8Array({ maxLength: 64 }),
      notObject: fc.constantFrom<unknown>([], [[]], 1, -1, 2 ** 63, 'x', null, true),
      headers: oddHeaders,
      sessionCookie: fc.option(fc.string({ minLength: 1, maxLength: 60, unit: 'grapheme-ascii' }), { nil: undefined, freq: 4 }),
    })
    .map((r) => {
      let index = 0;
      const path = contract.path.replace(/:([A-Za-z_]+)/g, () => {
        const value = r.params[index++] ?? '';
        return r.rawPath ? value.replace(/[^\x21-\x7e]/g, '').replace(/[/?#]/g, '') || 'x' : encode(value);
      });
      const headers: Record<string, string> = Object.fromEntries(r.headers);
      const cookies: string[] = [];
      if (r.sessionCookie !== undefined) cookies.push(`shop_session=${r.sessionCookie.replace(/[;\s,]/g, '')}`);
      let body: Buffer | undefined;
      let query = '';
      if (r.method === 'GET' || r.method === 'HEAD') {
        query = queryOf({ ...r.query }, r.rawPath);
      } else {
        if (r.formKey === 'valid' || r.formKey === 'cookie-only') cookies.push(`form_key=${VALID_KEY}`);
        if (r.formKey === 'valid' || r.formKey === 'header-only') headers['x-form-key'] = VALID_KEY;
        if (r.formKey === 'forged') {
          cookies.push(`form_key=${VALID_KEY}`);
          headers['x-form-key'] = 'ForgedFormKey123';
        }
        if (r.formKey === 'malformed') {
          cookies.push('form_key=a%00b');
          headers['x-form-key'] = 'a'.repeat(17);
        }
        if (r.type) headers['content-type'] = r.type;
        body = bodyFor(contract, r.type, r.bodyKind, r.fields, r.raw, r.bytes, r.notObject);
      }
      if (cookies.length) headers.cookie = cookies.join('; ');
      return { method: r.method, path: query ? `${path}?${query}` : path, headers, ...(body ? { body } : {}) };
    });
}

/** Over the 64 kB body limit; one buffer for every such request (thousands of copies would load the garbage collector, not the shop). */
const HUGE_BODY = Buffer.alloc(70_000, 'a');

/** A body that the call must refuse: broken, of the wrong type, too large, or whose fields fail the call's schema. */
function bodyFor(contract: CallContract, type: string, kind: string, fields: Record<string, unknown>, raw: string, bytes: Uint8Array, notObject: unknown): Buffer {
  if (kind === 'raw-json') return Buffer.from(raw);
  if (kind === 'bytes') return Buffer.from(bytes);
  if (kind === 'huge') return HUGE_BODY;
  if (kind === 'empty') return Buffer.alloc(0);
  if (kind === 'not-object') return Buffer.from(JSON.stringify(notObject));
  const media = type.split(';')[0]!.trim().toLowerCase();
  if (media === 'application/x-www-form-urlencoded' || media === 'multipart/form-data') {
    const flat = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, toText(v)]));
    // Fields that happen to satisfy the schema would be a valid request: break them.
    if (contract.request.safeParse(safeNest(flat)).success) flat['__proto__[x]'] = '1';
    if (media === 'multipart/form-data' && type.includes('boundary=') && !type.endsWith('=')) return Buffer.from('');
    return Buffer.from(new URLSearchParams(flat).toString());
  }
  const value = contract.request.safeParse(fields).success ? [fields] : fields;
  return Buffer.from(JSON.stringify(value));
}

function safeNest(fields: Record<string, string>): unknown {
  try {
    return nestFormFields(fields);
  } catch {
    return null;
  }
}

/** The page routes: the same kinds of damage to their paths and queries (and a page action's POST). */
const PAGE_PATHS = ['/', '/women.html', '/aero-trail-pullover.html', '/catalogsearch/result/', '/checkout/cart/', '/customer/account/login/', '/customer/account/', '/sales/order/view/order_id/1', '/admin', '/admin/login', '/admin/login/code', '/admin/system/action-log', '/about-us', '/contact', '/sales/guest/form', '/sales/guest/view', '/admin/cms/page'];

function pageRequest(path: string): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.oneof({ weight: 8, arbitrary: fc.constant('GET') }, { weight: 2, arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD') }),
      query: hostileFields(['p', 'q', 'product_list_limit', 'product_list_order', 'limit', 'id', 'order_id', 'color', 'size', 'price']),
      rawQuery: fc.boolean(),
      suffix: fc.constantFrom('', '', '', 'x', '%00', '%zz', '..%2f', '/2147483648', '/9223372036854775808', '.html'),
      formKey: formKeyCase,
      headers: oddHeaders,
    })
    .map((r) => {
      const headers: Record<string, string> = { accept: 'text/html', ...Object.fromEntries(r.headers) };
      if (r.method !== 'GET' && r.method !== 'HEAD' && r.formKey === 'valid') {
        headers.cookie = `form_key=${VALID_KEY}`;
        headers['x-form-key'] = VALID_KEY;
      }
      const query = queryOf(r.query, r.rawQuery);
      return { method: r.method, path: `${path === '/' ? '/' : path.replace(/\/$/, '')}${r.suffix}${query ? `?${query}` : ''}`, headers, ...(r.method === 'POST' ? { body: Buffer.from('{') } : {}) };
    });
}

interface Answer {
  status: number;
  body: string;
  contentType: string;
}

/**
 * Node's HTTP parser refuses a request line or header it cannot read (an unknown method, a raw
 * character a URL may not hold) with a bare 400 and closes the connection: the shop never sees
 * such a request, so there is no message of its own to carry.
 */
const refusedByParser = (answer: Answer) => answer.status === 400 && answer.contentType === '' && answer.body === '';

/** Sends a request through the app in this process (no sockets): the same middleware, endpoints and pages. */
async function sendInProcess(app: Hono<ShopEnv>, request: FuzzRequest): Promise<Answer> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) headers.set(name, value);
  const response = await app.fetch(new Request(`http://127.0.0.1${request.path}`, { method: request.method, headers, ...(request.body ? { body: new Uint8Array(request.body) } : {}) }));
  return { status: response.status, body: await response.text(), contentType: response.headers.get('content-type') ?? '' };
}

/**
 * Sends over a keep-alive connection. A request on a reused connection that is reset before any
 * answer is sent once more, as a browser does and as Node's documentation of `request.reusedSocket`
 * advises: the server may close a connection as idle just as the client reuses it. The shop and
 * this client share one event loop here, so a loop held for seconds under load can make that
 * happen. A fresh-clone run on a slow machine saw two resets of POST /wishlist/index/add, most
 * likely this race (not reproduced on its own). A second failure is a problem.
 */
async function send(agent: http.Agent, port: number, request: FuzzRequest, onResend: () => void): Promise<Answer> {
  try {
    return await sendOnce(agent, port, request);
  } catch (error) {
    if (!(error as { reusedSocket?: boolean }).reusedSocket || (error as NodeJS.ErrnoException).code !== 'ECONNRESET') throw error;
    onResend();
    return sendOnce(agent, port, request).catch((again: Error) => Promise.reject(Object.assign(again, { sentTwice: true })));
  }
}

function sendOnce(agent: http.Agent, port: number, request: FuzzRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, agent, method: request.method, path: request.path, headers: { ...request.headers, ...(request.body ? { 'content-length': String(request.body.length) } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), contentType: String(res.headers['content-type'] ?? '') }));
        res.on('error', reject);
      },
    );
    // Before any answer, on a connection used before: the case `send` sends again.
    let answered = false;
    req.on('response', () => (answered = true));
    req.on('error', (error) => reject(Object.assign(error, { reusedSocket: req.reusedSocket && !answered })));
    req.end(request.body);
  });
}

/** Whether a refusal says why: a JSON message (or a JSON-encoded string), or a page with text. */
function carriesMessage(answer: Answer, method: string): boolean {
  if (method === 'HEAD') return true;
  if (answer.contentType.includes('text/html')) return /\p{L}{3}/u.test(answer.body.replace(/<[^>]*>/g, ''));
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return false;
  }
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(parsed);
  // Words in any language: a call told the Arabic view answers in Arabic (ADR 0039).
  return texts.some((text) => /\p{L}{3}.*\p{L}{3}/u.test(text));
}

/**
 * Row count and a checksum of every table of the shop's database but the throttle's counters. Guest sessions are left out: a
 * refused plain form post (no JavaScript) is answered with a redirect back and its error message
 * in a new guest session (as Magento does); they are counted apart, and must hold nothing else.
 */
async function databaseFingerprint(t: TestShop): Promise<Record<string, string>> {
  const tables = (await t.shop.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as { rows: { table_name: string }[] };
  const fingerprint: Record<string, string> = {};
  for (const { table_name: table } of tables.rows) {
    // The throttle's counters count requests, refused ones included: that is the throttle at work, not a change of data.
    if (table === 'throttle_buckets') continue;
    // The back office's audit log records refused sign-ins, as it should: that is the log at work.
    if (table === 'staff_audit_log') continue;
    const where = table === 'sessions' ? ' where customer_id is not null' : '';
    const result = (await t.shop.db.execute(sql.raw(`select count(*)::text as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as sum from "${table}" t${where}`))) as unknown as { rows: { n: string; sum: string }[] };
    fingerprint[table] = `${result.rows[0]!.n} ${result.rows[0]!.sum}`;
  }
  return fingerprint;
}

describe('fuzzing every call and page with malformed requests', () => {
  let t: TestShop;
  let port: number;
  let app: Hono<ShopEnv>;
  beforeAll(async () => {
    t = await startTestShop();
    port = Number(new URL(t.url).port);
    // A second app over the same shop and database, for the requests sent without a socket.
    app = createApp({ build: fakeBuild, shop: t.shop });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`answers ${PER_TARGET} malformed requests per call and page below 500, with a message, while another client is served, and changes nothing`, async () => {
    const targets: [string, fc.Arbitrary<FuzzRequest>][] = [
      ...[...Object.values(calls), ...Object.values(staffCalls)].map((contract): [string, fc.Arbitrary<FuzzRequest>] => [`${contract.method} ${contract.path}`, callRequest(contract)]),
      ...PAGE_PATHS.map((path): [string, fc.Arbitrary<FuzzRequest>] => [`page ${path}`, pageRequest(path)]),
    ];
    const before = await databaseFingerprint(t);
    // React Router reports each refused page request (an unknown method, a malformed URL) on the
    // console; thousands of them are expected here.
    const quiet = [vi.spyOn(console, 'error').mockImplementation(() => {}), vi.spyOn(console, 'warn').mockImplementation(() => {})];
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

    // A first pass warms the process up (compiled code, first queries of the embedded database),
    // so the other client's wait measures the fuzzing, not the start.
    for (const [index, [, arbitrary]] of targets.entries()) {
      for (const request of fc.sample(arbitrary, { numRuns: 10, seed: -SEED - index })) await sendInProcess(app, request).catch(() => undefined);
    }

    // Another shopper meanwhile, on a connection of its own.
    const watcher = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // Requests sent again after a reused connection was reset (`send`), by either client.
    let resent = 0;
    let watching = true;
    let slowest = 0;
    let watched = 0;
    const waits: number[] = [];
    const watcherProblems: string[] = [];
    const watch = (async () => {
      while (watching) {
        const started = performance.now();
        try {
          const answer = await send(watcher, port, { method: 'GET', path: '/customer/section/load/?sections=cart', headers: {} }, () => resent++);
          if (answer.status !== 200) watcherProblems.push(`the other client got ${answer.status}`);
        } catch (error) {
          watcherProblems.push(`the other client failed: ${(error as Error).message}`);
        }
        const waited = performance.now() - started;
        waits.push(waited);
        slowest = Math.max(slowest, waited);
        watched++;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    const counts: Record<string, number> = {};
    let parserRefusals = 0;
    let sentOverHttp = 0;
    const slowRequests: string[] = [];
    const cpu = process.cpuUsage();
    const problems: string[] = [];
    const statuses: Record<number, number> = {};
    const timings: string[] = [];
    for (const [targetIndex, [name, arbitrary]] of targets.entries()) {
      // Generated target by target, so the run never holds all 43,000 requests at once.
      const requests = fc.sample(arbitrary, { numRuns: PER_TARGET, seed: SEED + targetIndex });
      const started = performance.now();
      let next = 0;
      const worker = async () => {
        while (next < requests.length) {
          const index = next++;
          const overHttp = index % OVER_HTTP_EVERY === 0;
          // Node's HTTP parser resets the connection on a method it does not know: over a socket, an unknown but well-formed one.
          const request = overHttp && requests[index]!.method === 'FOO' ? { ...requests[index]!, method: 'PROPFIND' } : requests[index]!;
          let answer: Answer;
          const sentAt = performance.now();
          try {
            answer = overHttp ? await send(agent, port, request, () => resent++) : await sendInProcess(app, request);
            if (overHttp) sentOverHttp++;
          } catch (error) {
            const where = !overHttp ? 'in process' : (error as { sentTwice?: boolean }).sentTwice ? 'over HTTP, sent twice' : 'over HTTP';
            problems.push(`${name}: ${request.method} ${request.path} failed: ${(error as Error).message} (${where}, ${request.body?.length ?? 0} B body, headers ${JSON.stringify(request.headers).slice(0, 300)})`);
            continue;
          }
          const took = performance.now() - sentAt;
          if (took > 200) slowRequests.push(`${Math.round(took)} ms ${request.method} ${request.path.slice(0, 80)} ${request.body?.length ?? 0} B`);
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          counts[name] = (counts[name] ?? 0) + 1;
          if (answer.status >= 500) problems.push(`${name}: ${request.method} ${request.path} ${JSON.stringify(request.headers)} answered ${answer.status} ${answer.body.slice(0, 200)}`);
          else if (refusedByParser(answer)) parserRefusals++;
          else if (answer.status >= 400 && !carriesMessage(answer, request.method)) problems.push(`${name}: ${request.method} ${request.path} answered ${answer.status} without a message: ${answer.body.slice(0, 120)}`);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      timings.push(`${name} ${Math.round(performance.now() - started)} ms`);
    }
    if (process.env.FUZZ_TIMINGS) console.info([...timings, ...slowRequests.slice(0, 40)].join('\n'));
    watching = false;
    await watch;
    for (const spy of quiet) spy.mockRestore();
    agent.destroy();
    watcher.destroy();

    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    const used = process.cpuUsage(cpu);
    const guests = (await t.shop.db.execute(sql`select count(*)::text as n, count(*) filter (where jsonb_typeof(data->'messages') = 'array' and jsonb_array_length(data->'messages') > 0 and data - 'messages' = '{}'::jsonb)::text as flashed from sessions where customer_id is null`)) as unknown as { rows: { n: string; flashed: string }[] };
    const { n: guestSessions, flashed } = guests.rows[0]!;
    console.info(`fuzz: ${total} requests (${sentOverHttp} over keep-alive connections, ${parserRefusals} of them refused by the HTTP parser, ${resent} sent again after a reused connection was reset), ${Math.round((used.user + used.system) / 1000)} ms CPU, ${targets.length} targets (${Object.keys(calls).length + Object.keys(staffCalls).length} calls, ${PAGE_PATHS.length} pages), statuses ${JSON.stringify(statuses)}; the other client got ${watched} answers, slowest ${Math.round(slowest)} ms; ${guestSessions} guest sessions started, ${flashed} of them holding only a refusal's message`);
    expect(problems.slice(0, 20)).toEqual([]);
    expect(watcherProblems).toEqual([]);
    for (const [name] of targets) expect(counts[name], name).toBe(PER_TARGET);
    expect(watched).toBeGreaterThan(0);
    // The other shopper is answered within a second (95 in 100 answers: the test shares two cores
    // with the rest of the suite, so a single answer may wait for the machine), and no answer
    // waits 5 s: a request that held the event loop (the pager's loop at 2^53) never let it through.
    const sortedWaits = waits.toSorted((a, b) => a - b);
    expect(sortedWaits[Math.floor(sortedWaits.length * 0.95)]).toBeLessThan(1000);
    expect(slowest).toBeLessThan(5000);
    expect(await databaseFingerprint(t)).toEqual(before);
    expect(flashed).toBe(guestSessions);
    // A bound for a loaded machine; alone on 2 cores the run takes well under a minute (README).
  }, 300_000);
});
