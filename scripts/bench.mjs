#!/usr/bin/env node
// Benchmarks (not tests): bundle bytes per route, Lighthouse mobile performance and the
// server's throughput and latency (issue 18: a static file against cached pages, uncached
// renders, event-loop delay) of the built shop on a free localhost port.
//   node scripts/bench.mjs [--no-build] [--no-lighthouse] [--no-workers] [--runs 5] [--seconds 5]
//                          [--products 100000[,1000000]] [--postgres]
// --products seeds each large catalogue (comma-separated sizes) and measures its uncached renders;
// --postgres seeds and serves them on a throw-away PostgreSQL instead of PGlite (a million products
// need it: PGlite is one WASM thread and keeps its data in memory), started with the memory settings
// docs/deployment.md gives a million products (`deploymentSettings`), as is the WORKERS part's.
//   node scripts/bench.mjs --only pages [--no-build] [--runs 3]   only the cold phone views (requests and
//     JS by settle, JS before interaction; scripts/bench-pages.mjs): printed and kept in .bench/pages.json,
//     not written to docs/ (a partial run). --list (or BENCH_LIST_REQUESTS=1) lists each view's requests:
//     type, first load or after hydration, a script's gzip kB.
//   node scripts/bench.mjs --only cached [--no-build] [--seconds 5]   only the static file against the cached
//     pages and the category through Varnish: printed, not written to docs/ (a partial run).
//   node scripts/bench.mjs --only uncached [--no-build] [--seconds 5]   only the demo catalogue's uncached
//     renders (p50 at 1 connection, p99 at 20, event-loop delay): printed, not written to docs/ (a partial run).
//   node scripts/bench.mjs --only large --products 1000000 [--postgres] [--no-build]   only the large
//     catalogues' uncached renders, each seeded afresh: printed, not written to docs/ (a partial run).
// Prints one table (page × metric, the goal beside each figure) and writes it to
// docs/benchmarks.md and docs/benchmarks.json, compared with the previous committed run; the raw
// figures go to .bench/latest.json.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs } from '../tests/chromium.js';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureVarnish } from './ensure-varnish.mjs';
import { startVarnish } from './varnish.mjs';
import { freePort } from './free-port.mjs';
import { load, wrkPath } from './load.mjs';
import { deploymentSettings, startPostgres } from './postgres.mjs';
import { run } from './process.mjs';
import { benchmarkTable, previousRun, printTable, shortfalls, writeBenchmarks } from './bench-report.mjs';
import { pageFigures, sessions } from './bench-pages.mjs';
import { printRouteBundles, routeBundles } from './route-bundles.mjs';

const args = process.argv.slice(2);
// The figures are the pinned Node's (package.json devDependencies): `npm run bench` puts it first
// on PATH, and the shops the bench starts inherit it. Another Node measures something else.
const pinnedNode = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).devDependencies.node.replace(/^\D*/, '');
if (process.versions.node.split('.')[0] !== pinnedNode.split('.')[0]) {
  console.error(`The bench runs on the project's Node ${pinnedNode} (this is ${process.versions.node}): run it as \`npm run bench\`.`);
  process.exit(2);
}
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const runs = option('--runs', 5);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
if (only !== null && only !== 'pages' && only !== 'cached' && only !== 'uncached' && only !== 'large') {
  console.error(`--only takes "pages", "cached", "uncached" or "large" (got ${only}).`);
  process.exit(2);
}
const seconds = option('--seconds', 5);
if (args.includes('--list')) process.env.BENCH_LIST_REQUESTS = '1';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const loadBefore = os.loadavg();

if (!args.includes('--no-build')) await run('npm', ['run', 'build', '--silent']);

// 1. Bundle bytes per route: the JS a first visit to each route downloads.
const bundles = routeBundles() ?? {};
printRouteBundles(bundles);

// 2. The built shop on a database folder, its event loop watched (scripts/bench-event-loop.mjs).
/** Shops still running: stopped however the bench ends. */
const running = new Set();
process.on('exit', () => {
  for (const child of running) child.kill();
});
async function startShop(dataDir, env = {}) {
  const port = await freePort();
  const loopFile = path.join(os.tmpdir(), `shop-bench-loop-${process.pid}-${port}.json`);
  const monitor = new URL('./bench-event-loop.mjs', import.meta.url).href;
  const child = spawn('node', ['--import', monitor, 'storefront/build/server/index.js'], {
    // Production mode as deployed (React's production build), on the offline test gateway on purpose.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      BASE_URL: `http://127.0.0.1:${port}/`,
      ALLOW_TEST_PAYMENTS: 'true',
      LOG_LEVEL: 'warn',
      BENCH_EVENT_LOOP_FILE: loopFile,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  let sequence = 0;
  /** The event-loop delay since the last call (ms: max, p99, mean), the shop's CPU time and its longest garbage-collection pause (ms). */
  const eventLoop = async () => {
    child.kill('SIGUSR2');
    for (let i = 0; i < 100; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const seen = existsSync(loopFile) ? JSON.parse(readFileSync(loopFile, 'utf8')) : null;
      if (seen && seen.sequence > sequence) {
        sequence = seen.sequence;
        return { max: seen.max, p99: seen.p99, mean: seen.mean, cpu: seen.cpu, gcMax: seen.gcMax };
      }
    }
    return null;
  };
  await eventLoop();
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill();
      rmSync(loopFile, { force: true });
    });
  return { base, port, stop, eventLoop };
}

/** The addresses the figures are taken on: a category and a product page, and lists of many of each (and of search terms) for uncached renders. */
async function discoverPages(base) {
  const links = (html) => [...html.matchAll(/href="(\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.html)"/g)].map((m) => m[1]);
  const home = await (await fetch(`${base}/`)).text();
  const categories = [...new Set(links(home))];
  const products = new Set();
  for (const category of categories) {
    for (const link of links(await (await fetch(base + category)).text())) if (!categories.includes(link)) products.add(link);
  }
  const productList = [...products];
  const words = [...new Set(productList.flatMap((url) => url.slice(1, -'.html'.length).split('-')).filter((word) => word.length >= 4))];
  const listings = categories.flatMap((category) =>
    ['position', 'name', 'price'].flatMap((order) => ['asc', 'desc'].flatMap((dir) => [1, 2].map((p) => `${category}?product_list_order=${order}&product_list_dir=${dir}${p > 1 ? `&p=${p}` : ''}`))),
  );
  // Layered navigation (issue 15: ≤ 50 ms on the server): each category narrowed by its first colour and first size.
  const filtered = [];
  for (const category of categories) {
    const html = await (await fetch(base + category)).text();
    const color = /[?&](?:amp;)?color=(\d+)/.exec(html)?.[1];
    const size = /[?&](?:amp;)?size=(\d+)/.exec(html)?.[1];
    if (color && size) filtered.push(`${category}?color=${color}&size=${size}`);
  }
  return {
    home: '/',
    category: categories.find((url) => url.split('/').length > 2) ?? categories[0] ?? '/',
    product: productList[0] ?? '/',
    search: `/catalogsearch/result/?q=${encodeURIComponent(words[0] ?? 'shirt')}`,
    cart: '/checkout/cart',
    checkout: '/checkout',
    lists: {
      category: listings,
      'filtered category': filtered,
      product: productList,
      search: words.slice(0, 60).map((word) => `/catalogsearch/result/?q=${encodeURIComponent(word)}`),
      // Call 1 (SPEC.md §7), as the search box asks it: a word's first letters (the minimum 3 and more).
      suggestions: words.slice(0, 60).flatMap((word) => [3, 5].map((n) => `/search/ajax/suggest?q=${encodeURIComponent(word.slice(0, n))}`)),
    },
  };
}

/** The median of numbers (null for none). */
const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/**
 * A static file against cached pages, at 20 connections, on a shop with the full-page cache on,
 * and the category page through Varnish in front of it (deploy/varnish/default.vcl) when Debian's
 * Varnish is here (scripts/ensure-varnish.mjs installs it as root).
 * The machine is shared and its load drifts: the targets take turns in 1-second slices, and each
 * figure is the median of its slices, so every target sees the same stretch of time.
 */
async function cachedFigures(label, dataDir) {
  const shop = await startShop(dataDir);
  const pages = await discoverPages(shop.base);
  const targets = { 'static file': '/favicon.svg', 'category page, cached': pages.category, 'product page, cached': pages.product, 'home page, cached': '/' };
  const urls = Object.fromEntries(Object.entries(targets).map(([name, url]) => [name, shop.base + url]));
  const varnishd = ensureVarnish();
  const varnish = varnishd ? await startVarnish(varnishd, [shop.port, shop.port]) : null;
  if (varnish) {
    targets['category page, Varnish'] = pages.category;
    urls['category page, Varnish'] = varnish.url + pages.category;
  }
  const slices = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  console.log(`\nServer, ${label}, full-page cache on (20 connections, ${seconds} interleaved 1-s slices per address, medians; ms):`);
  for (const url of Object.values(urls)) await load(url, { connections: 20, seconds: 1 }); // warm-up: the first request renders and stores
  const loops = [];
  for (let round = 0; round < seconds; round++) {
    for (const name of Object.keys(targets)) {
      await shop.eventLoop();
      const part = await load(urls[name], { connections: 20, seconds: 1 });
      const loop = await shop.eventLoop();
      loops.push(loop);
      slices[name].push({ ...part, cpu: loop?.cpu ?? null });
    }
  }
  const eventLoop = loopFigures(loops);
  // Server CPU time per answer does not depend on how busy the rest of the machine is.
  const cpuPerAnswer = (parts) => Math.round((parts.reduce((sum, part) => sum + (part.cpu ?? 0), 0) * 1000) / Math.max(1, parts.reduce((sum, part) => sum + part.requests, 0)));
  const figures = {};
  for (const [name, url] of Object.entries(targets)) {
    const parts = slices[name];
    figures[name] = {
      url,
      tool: parts[0].tool,
      slices: parts.map((part) => part.rps),
      rps: median(parts.map((part) => part.rps)),
      p50: median(parts.map((part) => part.p50)),
      p99: median(parts.map((part) => part.p99)),
      kbPerRequest: parts[0].kbPerRequest,
      cpuPerAnswerUs: cpuPerAnswer(parts),
      failures: parts.reduce((sum, part) => sum + part.failures, 0),
    };
    const f = figures[name];
    console.log(`  ${name.padEnd(24)} ${String(f.rps).padStart(6)} req/s  p50 ${String(f.p50).padStart(6)}  p99 ${String(f.p99).padStart(6)}  ${String(f.kbPerRequest).padStart(6)} kB/answer  ${String(f.cpuPerAnswerUs).padStart(5)} µs CPU/answer  slices ${f.slices.join(' ')}  ${url}`);
  }
  console.log(`  event-loop delay: max ${eventLoop?.max} ms, p99 ${eventLoop?.p99} ms; longest garbage-collection pause ${eventLoop.gcMax} ms`);
  await varnish?.stop();
  await shop.stop();
  return { pages, figures, eventLoop };
}

/** The worst event-loop delay of the parts, the median of their p99s and the longest garbage-collection pause among them. */
function loopFigures(loops) {
  return { max: Math.max(...loops.map((loop) => loop?.max ?? 0)), p99: median(loops.map((loop) => loop?.p99)), gcMax: Math.max(...loops.map((loop) => loop?.gcMax ?? 0)) };
}

/** Uncached renders: the cache off (PAGE_CACHE_SIZE=0), many different addresses per page type; p50 at 1 connection, p99 at 20. */
async function uncachedFigures(label, dataDir, lists, env = {}) {
  const shop = await startShop(dataDir, { ...env, PAGE_CACHE_SIZE: '0' });
  const figures = {};
  console.log(`\nServer, ${label}, uncached renders (cache off; ${seconds} s at 1 and at 20 connections; ms):`);
  await shop.eventLoop();
  // Every measured part's event-loop delay (warm-ups left out): the figure is the worst of them all.
  const loops = [];
  for (const [kind, urls] of Object.entries(lists)) {
    const addresses = urls.map((url) => shop.base + url);
    await load(addresses, { connections: 2, seconds: 1 });
    await shop.eventLoop();
    const alone = await load(addresses, { connections: 1, seconds });
    const aloneLoop = await shop.eventLoop();
    const cpu = aloneLoop?.cpu ?? null;
    const busy = await load(addresses, { connections: 20, seconds });
    const busyLoop = await shop.eventLoop();
    loops.push(aloneLoop, busyLoop);
    figures[kind] = {
      addresses: urls.length,
      p50: alone.p50,
      p99alone: alone.p99,
      cpuPerRender: cpu === null ? null : Number((cpu / Math.max(1, alone.requests)).toFixed(1)),
      rps: busy.rps,
      p50busy: busy.p50,
      p99: busy.p99,
      loopMaxAlone: aloneLoop?.max ?? null,
      loopMaxBusy: busyLoop?.max ?? null,
      failures: alone.failures + busy.failures,
    };
    const f = figures[kind];
    console.log(
      `  ${kind.padEnd(10)} p50 ${String(f.p50).padStart(6)} (1 connection, ${f.cpuPerRender} ms CPU per render)  p99 ${String(f.p99).padStart(6)} at 20: ${String(f.rps).padStart(5)} req/s${f.failures ? `  (${f.failures} failed)` : ''}  (${urls.length} addresses)  event-loop max ${f.loopMaxAlone} ms at 1, ${f.loopMaxBusy} ms at 20`,
    );
  }
  const eventLoop = loopFigures(loops);
  console.log(`  event-loop delay (all parts): max ${eventLoop.max} ms, p99 (median of the parts) ${eventLoop.p99} ms; longest garbage-collection pause ${eventLoop.gcMax} ms`);
  await shop.stop();
  return { figures, eventLoop };
}

/**
 * Cold phone views of the issue's pages on the shop with its cache on: home, a category, a product,
 * search results, the cart and checkout with a line in the cart, the success page of a guest order
 * just placed, and the account's dashboard and order history signed in as the demo customer.
 */
async function coldPageFigures(dataDir, viewRuns) {
  // Each account view registers a new customer from this one address: no registration captcha.
  const shop = await startShop(dataDir, { CAPTCHA_IP_ATTEMPTS: '1000' });
  try {
    const { home, category, product, search } = await discoverPages(shop.base);
    const pages = {
      home,
      category,
      product,
      search,
      cart: { path: '/checkout/cart', prepare: sessions.cart },
      checkout: { path: '/checkout', prepare: sessions.cart },
      success: { path: '/checkout/onepage/success', prepare: sessions.placedOrder },
      account: { path: '/customer/account', prepare: sessions.customer },
      orders: { path: '/sales/order/history', prepare: sessions.customer },
    };
    return await pageFigures(shop.base, pages, { runs: viewRuns });
  } finally {
    await shop.stop();
  }
}

/** The uncached renders on each catalogue `--products` names, seeded afresh (on PostgreSQL with `--postgres`). */
async function largeFigures() {
  const large = [];
  const productsIndex = args.indexOf('--products');
  if (productsIndex === -1) return large;
  const counts = args[productsIndex + 1].split(',').map(Number);
  for (const count of counts) {
    const postgres = args.includes('--postgres') ? await startPostgres({ why: `the bench on ${count} products`, settings: deploymentSettings() }) : null;
    if (args.includes('--postgres') && !postgres) throw new Error('--postgres: no PostgreSQL server here');
    const largeDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-large-'));
    const env = postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: largeDir };
    try {
      const started = Date.now();
      console.log(`\nSeeding ${count.toLocaleString('en-US')} products on ${postgres ? `PostgreSQL ${postgres.version}` : 'PGlite'} (progress below)...`);
      await run('npm', ['run', 'seed', '-w', 'storefront', '--silent', '--', '--products', String(count)], { env: { ...process.env, ...env } });
      const seedSeconds = Math.round((Date.now() - started) / 1000);
      const largeShop = await startShop(largeDir, env);
      const pages = await discoverPages(largeShop.base);
      await largeShop.stop();
      const figures = await uncachedFigures(`${count.toLocaleString('en-US')} products`, largeDir, pages.lists, env);
      large.push({ products: count, database: postgres ? `PostgreSQL ${postgres.version}` : 'PGlite', seedSeconds, ...figures });
    } finally {
      postgres?.stop();
      rmSync(largeDir, { recursive: true, force: true });
    }
  }
  return large;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
if (only === 'large') {
  if (!args.includes('--products')) {
    console.error('--only large needs --products (100000, 1000000 or both, comma-separated).');
    process.exit(2);
  }
  await largeFigures();
  process.exit(0);
}
if (only === 'pages') {
  const pages = await coldPageFigures(dataDir, option('--runs', 1));
  const rows = benchmarkTable({ pages });
  printTable(rows, null);
  console.log(`\n${shortfalls({ pages }, rows).join('\n')}`);
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/pages.json', JSON.stringify({ date: new Date().toISOString(), loadAverage: loadBefore, pages }, null, 2));
  console.log(`\nWritten .bench/pages.json (load average before the run: ${loadBefore.map((n) => n.toFixed(2)).join(', ')})`);
  process.exit(0);
}
if (only === 'uncached') {
  const shop = await startShop(dataDir);
  const { lists } = await discoverPages(shop.base);
  await shop.stop();
  await uncachedFigures('demo catalogue', dataDir, lists);
  process.exit(0);
}
const cached = await cachedFigures('demo catalogue', dataDir);
if (only === 'cached') {
  printTable(benchmarkTable({ cached }), null);
  process.exit(0);
}
const uncached = await uncachedFigures('demo catalogue', dataDir, cached.pages.lists);

// 3. Cold phone views: requests and JavaScript (issue 18, item 3).
const pages = await coldPageFigures(dataDir, Math.min(runs, 3));

// 4. Lighthouse on the shop with its cache on.
const lighthouseShop = args.includes('--no-lighthouse') ? null : await startShop(dataDir);
// Lighthouse mobile performance per page type, median of several runs.
const lighthouse = {};
if (!args.includes('--no-lighthouse')) {
  const chromePath = ensureChromium();
  console.log(`\nLighthouse mobile (median of ${runs}):`);
  for (const [name, url] of Object.entries(cached.pages).filter(([, value]) => typeof value === 'string')) {
    const scores = [];
    for (let i = 0; i < runs; i++) {
      const out = path.join(os.tmpdir(), `lh-${process.pid}-${i}.json`);
      await run('npx', ['lighthouse', lighthouseShop.base + url, '--only-categories=performance', '--form-factor=mobile', '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`], {
        env: { ...process.env, CHROME_PATH: chromePath },
      });
      const report = JSON.parse(readFileSync(out, 'utf8'));
      const scriptBytes = (report.audits['network-requests']?.details?.items ?? [])
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      scores.push({
        score: Math.round(report.categories.performance.score * 100),
        lcp: Math.round(report.audits['largest-contentful-paint'].numericValue),
        tbt: Math.round(report.audits['total-blocking-time'].numericValue),
        cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        scriptKb: Number((scriptBytes / 1024).toFixed(1)),
      });
    }
    scores.sort((a, b) => a.score - b.score);
    lighthouse[name] = { url, ...scores[Math.floor(scores.length / 2)], all: scores.map((s) => s.score) };
    const m = lighthouse[name];
    console.log(`  ${name.padEnd(10)} performance ${m.score} (runs ${m.all.join(', ')}), LCP ${m.lcp} ms, TBT ${m.tbt} ms, CLS ${m.cls}, JS transferred ${m.scriptKb} kB  ${url}`);
  }
}
await lighthouseShop?.stop();

// 5. The uncached renders on large catalogues (issue 18: category, layered navigation, search and
// suggestions at 100,000 and 1,000,000 products), each seeded afresh.
const large = await largeFigures();

// 6. WORKERS=1 against WORKERS=2 on a throw-away PostgreSQL (node:cluster needs a database server):
// uncached category renders and a cached category page at 20 connections.
let workers = null;
if (!args.includes('--no-workers')) {
  const postgres = await startPostgres({ why: 'the bench of WORKERS=1 against WORKERS=2', settings: deploymentSettings() });
  if (!postgres) console.log('\nWorkers: skipped (no PostgreSQL server here).');
  else {
    try {
      workers = { postgres: postgres.version };
      console.log(`\nWorkers on PostgreSQL ${postgres.version} (20 connections, ${seconds} s each; the load generator shares the cores):`);
      for (const count of [1, 2]) {
        const env = { DATABASE_URL: postgres.url, WORKERS: String(count) };
        // The shop answers once its first worker listens; the others start meanwhile, and each
        // process needs a few seconds of traffic before its code is compiled and its pools filled.
        const warm = async (shop) => new Promise((resolve) => setTimeout(resolve, count > 1 ? 5000 : 0)).then(() => shop);
        const uncachedShop = await warm(await startShop('', { ...env, PAGE_CACHE_SIZE: '0' }));
        const pages = await discoverPages(uncachedShop.base);
        const listings = pages.lists.category.map((url) => uncachedShop.base + url);
        await load(listings, { connections: 20, seconds: 3 });
        const uncachedLoad = await load(listings, { connections: 20, seconds });
        await uncachedShop.stop();
        const cachedShop = await warm(await startShop('', env));
        await load(cachedShop.base + pages.category, { connections: 20, seconds: 3 }); // every worker renders and stores it
        const cachedLoad = await load(cachedShop.base + pages.category, { connections: 20, seconds });
        await cachedShop.stop();
        workers[count] = { uncached: { rps: uncachedLoad.rps, p99: uncachedLoad.p99, failures: uncachedLoad.failures }, cached: { rps: cachedLoad.rps, p99: cachedLoad.p99, failures: cachedLoad.failures } };
        console.log(`  WORKERS=${count}: category uncached ${uncachedLoad.rps} req/s (p99 ${uncachedLoad.p99} ms), cached ${cachedLoad.rps} req/s (p99 ${cachedLoad.p99} ms)`);
      }
    } finally {
      postgres.stop();
    }
  }
}

const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: execFileSync('node', ['--version'], { encoding: 'utf8' }).trim(),
  loadAverage: loadBefore.map((n) => Number(n.toFixed(2))),
  loadGenerator: wrkPath() ? 'wrk (one address), Node http client (address lists)' : 'Node http client (scripts/load.mjs; wrk is not installed)',
};
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
const result = { date: new Date().toISOString(), commit, machine, bundles, cached, uncached, pages, lighthouse, large, workers };
const table = benchmarkTable(result);
const previous = previousRun(root);
printTable(table, previous);
console.log(`\n${shortfalls(result, table).join('\n')}`);
writeBenchmarks(root, { ...result, table }, previous);
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/latest.json', JSON.stringify(result, null, 2));
console.log('\nWritten docs/benchmarks.md, docs/benchmarks.json and .bench/latest.json');
