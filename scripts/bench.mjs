#!/usr/bin/env node
// Benchmarks (not tests): bundle bytes per route, Lighthouse mobile performance and
// server latency/throughput of the built shop on a free localhost port.
//   node scripts/bench.mjs [--no-build] [--no-lighthouse] [--runs 5] [--products 100000 [--seeded DIR]]
// (--seeded DIR: a data folder already seeded with that many products, e.g. one an earlier run kept; no new seeding)
// Results are printed and written to .bench/latest.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs } from '../tests/chromium.js';
import { ensureChromium } from './ensure-chromium.mjs';
import { freePort } from './free-port.mjs';
import { run } from './process.mjs';
import { printRouteBundles, routeBundles } from './route-bundles.mjs';

const args = process.argv.slice(2);
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 5;

if (!args.includes('--no-build')) await run('npm', ['run', 'build', '--silent']);

// 1. Bundle bytes per route: the JS a first visit to each route downloads.
const bundles = routeBundles() ?? {};
printRouteBundles(bundles);

// 2. The built shop on a fresh database (and, with --products N, on a catalogue of N products).
async function startShop(dataDir) {
  const port = await freePort();
  const child = spawn('node', ['storefront/build/server/index.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, stop: () => child.kill() };
}

// 3. Latency and throughput: a bounded number of requests at a fixed concurrency.
async function load(url, { requests = 400, concurrency = 8 } = {}) {
  const times = [];
  let next = 0;
  let failures = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next++;
        const start = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        if (!res.ok) failures++;
        times.push(performance.now() - start);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p) => Number(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1));
  return { requests: times.length, failures, rps: Math.round(times.length / seconds), p50: pct(50), p99: pct(99) };
}

/** Finds a category page and a product page of the running shop. */
async function discoverPages(base) {
  const home = await (await fetch(`${base}/`)).text();
  const category = /href="(\/[a-z0-9-]+(?:\/[a-z0-9-]+)?\.html)"/.exec(home)?.[1] ?? '/';
  const criteria = 'searchCriteria[filter_groups][0][filters][0][field]=entity_id&searchCriteria[filter_groups][0][filters][0][value]=1,2,3,4,5&searchCriteria[filter_groups][0][filters][0][condition_type]=in&store_id=1&currency_code=USD';
  let product = '/';
  try {
    const info = await (await fetch(`${base}/rest/V1/products-render-info?${criteria}`)).json();
    const first = Object.values(info.items ?? {})[0];
    if (first?.url) product = new URL(first.url, base).pathname;
  } catch {
    /* keep the home page */
  }
  // Layered navigation: the category narrowed by its first colour, then by the first size left (two filters).
  const firstFilter = async (url, param) => {
    const html = await (await fetch(`${base}${url}`)).text();
    const value = new RegExp(`[?&](?:amp;)?${param}=(\\d+)`).exec(html)?.[1];
    return value ? `${url}${url.includes('?') ? '&' : '?'}${param}=${value}` : url;
  };
  const filtered = await firstFilter(await firstFilter(category, 'color'), 'size');
  return { home: '/', category, filtered, product, cart: '/checkout/cart', checkout: '/checkout' };
}

async function serverFigures(label, base) {
  const pages = await discoverPages(base);
  const targets = {
    'static file (favicon.svg)': '/favicon.svg',
    'category page': pages.category,
    'category, two filters': pages.filtered,
    'product page': pages.product,
    'customer/section/load': '/customer/section/load?sections=cart,customer,messages',
    'search suggestions': '/search/ajax/suggest?q=jack',
  };
  const figures = {};
  console.log(`\nServer, ${label} (400 requests, 8 concurrent; ms):`);
  for (const [name, url] of Object.entries(targets)) {
    await load(base + url, { requests: 40 }); // warm-up
    figures[name] = { url, ...(await load(base + url)) };
  }
  // Server time of layered navigation (goal: 50 ms or less): one request at a time, so no queueing is counted.
  figures['category, two filters, 1 at a time'] = { url: pages.filtered, ...(await load(base + pages.filtered, { requests: 60, concurrency: 1 })) };
  const staticRps = figures['static file (favicon.svg)'].rps;
  for (const [name, f] of Object.entries(figures)) {
    const ratio = (f.rps / staticRps).toFixed(2);
    console.log(`  ${name.padEnd(36)} ${String(f.rps).padStart(5)} req/s  p50 ${String(f.p50).padStart(6)}  p99 ${String(f.p99).padStart(6)}  ${ratio}× static${f.failures ? `  (${f.failures} non-2xx)` : ''}  ${f.url}`);
  }
  return { pages, figures };
}

const seedShop = await startShop(mkdtempSync(path.join(os.tmpdir(), 'shop-bench-')));
const seedServer = await serverFigures('demo catalogue', seedShop.base);

// 4. Lighthouse mobile performance per page type, median of several runs.
const lighthouse = {};
if (!args.includes('--no-lighthouse')) {
  const chromePath = ensureChromium();
  console.log(`\nLighthouse mobile (median of ${runs}):`);
  for (const [name, url] of Object.entries(seedServer.pages)) {
    const scores = [];
    for (let i = 0; i < runs; i++) {
      const out = path.join(os.tmpdir(), `lh-${process.pid}-${i}.json`);
      await run('npx', ['lighthouse', seedShop.base + url, '--only-categories=performance', '--form-factor=mobile', '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`], {
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
seedShop.stop();

// 5. The same server figures on a large catalogue.
let large = null;
const productsIndex = args.indexOf('--products');
if (productsIndex !== -1) {
  const count = args[productsIndex + 1];
  const seeded = args.includes('--seeded') ? args[args.indexOf('--seeded') + 1] : undefined;
  const dataDir = seeded ?? mkdtempSync(path.join(os.tmpdir(), 'shop-bench-large-'));
  if (!seeded) {
    console.log(`\nSeeding ${count} products (this takes a minute or two)...`);
    await run('npm', ['run', 'seed', '-w', 'storefront', '--silent', '--', '--products', count], { env: { ...process.env, DATA_DIR: dataDir } });
    console.log(`(kept in ${dataDir}: --seeded ${dataDir} reuses it)`);
  }
  const largeShop = await startShop(dataDir);
  large = await serverFigures(`${count} products`, largeShop.base);
  largeShop.stop();
}

mkdirSync('.bench', { recursive: true });
writeFileSync(
  '.bench/latest.json',
  JSON.stringify({ date: new Date().toISOString(), machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`, bundles, seed: seedServer, lighthouse, large }, null, 2),
);
console.log('\nWritten .bench/latest.json');
